import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { BUSINESS_SETTINGS_ELEMENT_ID } from '@darsak/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { encodeBody, sendCachedBody, type CachedBody } from '../lib/cached-body.ts';

const API_PREFIXES = ['/api/', '/sanctum/', '/email/', '/dev/', '/media/'];

const FALLBACK_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Darsak</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body>
<main><h1>Darsak</h1><p>The web app has not been built yet: run <code>npm run build</code>.</p></main></body></html>`;

/** The JSON blob the SPA reads its business settings from (web/src/config/business.ts). */
const settingsScript = (settings: unknown) =>
  `<script id="${BUSINESS_SETTINGS_ELEMENT_ID}" type="application/json">${JSON.stringify(settings).replace(/</g, '\\u003c')}</script>`;

type RoutePreloads = Record<string, { js: string[]; css: string[] }>;

async function readRoutePreloads(dist: string): Promise<RoutePreloads> {
  try {
    return JSON.parse(await readFile(join(dist, 'route-preloads.json'), 'utf8')) as RoutePreloads;
  } catch {
    return {}; // an older build or none: the plain page
  }
}

/** '/tutors/:tutorId' -> /^\/tutors\/[^/]+\/?$/ (React Router's dynamic segments). */
const routePattern = (route: string) =>
  new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);

/**
 * Serves the built SPA: hashed assets cached for a year, index.html (with the configured
 * business settings embedded) for every other GET outside the API, JSON 404 inside it.
 * Assets go out as the build's .br/.gz files when the client accepts them; the page is
 * compressed once at start, with an ETag so a revisit costs a 304 (decision 030).
 */
export default async function spaRoutes(app: FastifyInstance) {
  const dist = app.config.webDistDir;
  let indexHtml: string;
  try {
    indexHtml = await readFile(join(dist, 'index.html'), 'utf8');
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      preCompressed: true,
      setHeaders(res, path) {
        const immutable = path.includes(`${join(dist, 'assets')}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  } catch {
    app.log.warn({ dist }, 'web/dist not found: serving a placeholder page');
    indexHtml = FALLBACK_PAGE;
  }
  const withHead = (extra: string) =>
    encodeBody(indexHtml.replace('</head>', `${extra}${settingsScript(app.config.business)}</head>`), 'text/html; charset=utf-8');
  const page = await withHead('');
  // Per route, the page also names the route's lazy chunk and CSS (web/dist/route-preloads.json,
  // written by the build), so the browser fetches them beside the entry: one round trip fewer
  // before the first paint on a phone.
  const routePages: Array<{ pattern: RegExp; page: CachedBody }> = [];
  for (const [route, files] of Object.entries(await readRoutePreloads(dist))) {
    const links =
      files.css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('') +
      files.js.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
    routePages.push({ pattern: routePattern(route), page: await withHead(links) });
  }
  const pageFor = (path: string) => routePages.find((r) => r.pattern.test(path))?.page ?? page;

  const sendPage = (request: FastifyRequest, reply: FastifyReply) =>
    sendCachedBody(request, reply, pageFor(request.url.split('?')[0] ?? '/'), 'no-cache');
  // The static plugin answers a directory ("/") with 403; the root is the SPA's home page.
  app.get('/', (request, reply) => sendPage(request, reply));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((p) => path.startsWith(p)) &&
      !/\.[a-z0-9]+$/i.test(path);
    if (!wantsPage) return reply.status(404).send({ message: 'Not Found' });
    return sendPage(request, reply);
  });
}
