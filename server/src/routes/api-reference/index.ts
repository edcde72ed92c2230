import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { openApiDocument } from '../../http/openapi.ts';
import { encodeBody, sendCachedBody, type CachedBody } from '../../lib/http/cached-body.ts';

const { openApiDocument: documentEndpoint, apiReference, apiReferenceScript } = contracts.system;
const require = createRequire(import.meta.url);
const VERSION = (require('../../../package.json') as { version: string }).version;

/**
 * The reference page's own policy: Scalar's renderer sets inline styles; everything it loads
 * comes from this server (no fonts, proxy or telemetry elsewhere: connect-src 'self').
 */
const REFERENCE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** Scalar's settings: no fonts from its CDN, no request proxy, no client download button. */
const SCALAR_CONFIGURATION = JSON.stringify({ withDefaultFonts: false, hideClientButton: true, proxyUrl: '', telemetry: false });

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Darsak API reference</title>
<meta name="robots" content="noindex">
</head>
<body>
<script id="api-reference" data-url="/api/openapi.json" data-configuration='${SCALAR_CONFIGURATION}'></script>
<script src="/api/docs/reference.js"></script>
</body>
</html>
`;

/**
 * GET /api/openapi.json (generated from the contracts, once per process) and GET /api/docs, a
 * readable reference for integrators rendered by Scalar (a well-kept OpenAPI renderer), whose
 * script is served from here and only for that page.
 */
export default async function apiReferenceRoutes(app: FastifyInstance) {
  let document: Promise<CachedBody> | undefined;
  const documentBody = () =>
    (document ??= encodeBody(
      JSON.stringify(openApiDocument({ serverUrl: app.config.appUrl, version: VERSION, sessionCookie: app.config.sessionCookie.name })),
      'application/json; charset=utf-8',
    ));
  let script: Promise<CachedBody> | undefined;
  const scriptBody = () =>
    (script ??= encodeBody(
      readFileSync(join(dirname(require.resolve('@scalar/api-reference')), 'browser', 'standalone.js'), 'utf8'),
      'text/javascript; charset=utf-8',
      'fast',
    ));
  const page = encodeBody(PAGE, 'text/html; charset=utf-8');

  route(app, documentEndpoint, async (request, reply) => sendCachedBody(request, reply, await documentBody(), 'public, max-age=300'), {
    compress: false,
    session: false,
  });
  route(
    app,
    apiReference,
    async (request, reply) => {
      reply.header('content-security-policy', REFERENCE_CSP);
      return sendCachedBody(request, reply, await page, 'public, max-age=300');
    },
    { compress: false, session: false },
  );
  route(app, apiReferenceScript, async (request, reply) => sendCachedBody(request, reply, await scriptBody(), 'public, max-age=86400'), {
    compress: false,
    session: false,
  });
}
