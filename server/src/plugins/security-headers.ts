import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** Browser features the app never uses, refused for it and anything it might embed (issue 8). */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * Runs helmet once against a recording response and returns the headers it would set. The
 * options are static (no per-request nonce), so every response gets the same strings; helmet
 * itself would rebuild the CSP string on each request (decision 029).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** /assets/*.js or *.css: never answered with the page (the SPA fallback skips paths with an extension). */
const isBuiltScriptOrStyle = (url: string) => url.startsWith('/assets/') && /\.(?:js|css)(?:\?|$)/.test(url);

export type SecurityHeadersOptions = { allowedOrigins: string[]; https: boolean };

/**
 * Helmet's headers, a Permissions-Policy and the request id, set in one synchronous hook on every
 * response (API, pages, uploads, errors; hashed assets get the two that matter for them). The SPA has no inline style and loads no font from
 * elsewhere, so style-src and font-src are 'self' only.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, { allowedOrigins, https }) => {
    const headers: Record<string, string> = {
      ...helmetHeaders({
        contentSecurityPolicy: {
          directives: {
            defaultSrc: ["'self'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            styleSrc: ["'self'"],
            fontSrc: ["'self'"],
            connectSrc: ["'self'", ...allowedOrigins],
            upgradeInsecureRequests: https ? [] : null,
          },
        },
        strictTransportSecurity: https,
        crossOriginResourcePolicy: { policy: 'same-site' },
      }),
      'permissions-policy': PERMISSIONS_POLICY,
    };
    // Built JS and CSS are never documents: the document-only headers (CSP, framing, COOP,
    // Permissions-Policy...) would only add a kilobyte to each of the first screen's downloads.
    const assetHeaders = {
      'x-content-type-options': headers['x-content-type-options']!,
      'cross-origin-resource-policy': headers['cross-origin-resource-policy']!,
    };
    // The same headers for the fast lane's answers (decision 041).
    app.decorate('securityHeaders', headers);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isBuiltScriptOrStyle(request.url) ? assetHeaders : headers);
      reply.header('x-request-id', request.id);
      done();
    });
  },
  { name: 'security-headers' },
);

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    /** The headers every API and page response carries (lower-case names, in the order they are set). */
    securityHeaders: Readonly<Record<string, string>>;
  }
}
