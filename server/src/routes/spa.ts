import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  BUSINESS_SETTINGS_ELEMENT_ID,
  CATALOGUE_ELEMENT_ID,
  formatBusinessHours,
  intlTag,
  LOCALES,
  localeDir,
  type BusinessSettings,
  type Locale,
} from '@darsak/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BoundedCache } from '../lib/http/bounded-cache.ts';
import { cachedBodyBytes, encodeBody, sendCachedBody, type CachedBody } from '../lib/http/cached-body.ts';
import { escapeHtml } from '../mail/templates.ts';
import { pageLocale, previewFor, previewTags, sharePath } from './share-meta.ts';
import { leanPublicCatalogue, publicCatalogue } from './catalogue/index.ts';
import { loadPrerenderer, prerenderedPages, type PrerenderedPage } from './prerendered-pages.ts';

const API_PREFIXES = ['/api/', '/sanctum/', '/email/', '/dev/', '/media/'];

/**
 * The SPA routes whose screens show the catalogue (home with its search and Top Courses, first:
 * it carries the lean one; /coursecat, a category, a course, /tutors with its course filter):
 * their page carries it.
 */
const CATALOGUE_ROUTES = [/^\/$/, /^\/coursecat\/?$/, /^\/courses\/[^/]+(?:\/[^/]+)?\/?$/, /^\/tutors\/?$/];

/** Link-preview pages kept at most: a few hundred subjects in three languages fit many times over. */
export const PREVIEW_CACHE = { entries: 2_000, bytes: 16 * 1024 * 1024 };

const FALLBACK_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Darsak</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body>
<main><h1>Darsak</h1><p>The web app has not been built yet: run <code>npm run build</code>.</p></main></body></html>`;

/**
 * The JSON blob the SPA reads its business settings from (web/src/config/business.ts), with the
 * opening hours worded in the page's language: the browser then builds no Intl formatter while it
 * starts (decision 061).
 */
const settingsScript = (settings: BusinessSettings, locale: Locale) => {
  const page: BusinessSettings = { ...settings, hoursText: { [locale]: formatBusinessHours(settings.hours, intlTag(locale)) } };
  return `<script id="${BUSINESS_SETTINGS_ELEMENT_ID}" type="application/json">${JSON.stringify(page).replace(/</g, '\\u003c')}</script>`;
};

type RoutePreloads = Record<string, { js: string[]; css: string[]; messages?: Partial<Record<Locale, string[]>> }>;
/** A language's message chunks beyond the entry (web/dist/prerender.json): its core and each area. */
type MessageChunks = { core: string[]; areas: Record<string, string[]> };
type PrerenderBuild = { boot: string | null; locales: Partial<Record<Locale, MessageChunks>> };

/** A JSON file the build writes beside index.html; an older build or none: `fallback`. */
async function readBuildJson<T>(dist: string, name: string, fallback: T): Promise<T> {
  try {
    return JSON.parse(await readFile(join(dist, name), 'utf8')) as T;
  } catch {
    return fallback;
  }
}

const modulePreloads = (files: readonly string[]) => files.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');

/** The browser holds a session (the readable cookie the server sets beside the session's, decision 037). */
const maySignedIn = (request: FastifyRequest) => request.cookies?.['XSRF-TOKEN'] !== undefined;

/** '/tutors/:tutorId' -> /^\/tutors\/[^/]+\/?$/ (React Router's dynamic segments). */
const routePattern = (route: string) => new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);

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
      // Build internals live in dot directories (.vite's manifest, .ssr's prerenderer): never served.
      dotfiles: 'ignore',
      setHeaders(res, path) {
        // The service worker (decision 083): revalidated on every check, so a new build (or the
        // previous one deployed again) reaches every browser; its scope is the whole site.
        if (path === join(dist, 'sw.js') || path === join(dist, 'sw.js.br') || path === join(dist, 'sw.js.gz')) {
          res.header('Cache-Control', 'no-cache');
          res.header('Service-Worker-Allowed', '/');
          return;
        }
        const immutable = path.includes(`${join(dist, 'assets')}`);
        // Link-preview images: crawlers fetch them once per share; a day is safe, they change with a build.
        const preview = path.includes(`${join(dist, 'og')}`);
        res.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : preview ? 'public, max-age=86400' : 'public, max-age=3600',
        );
      },
    });
  } catch {
    app.log.warn({ dist }, 'web/dist not found: serving a placeholder page');
    indexHtml = FALLBACK_PAGE;
  }
  // <html lang dir> in the visitor's language (cookie, else Accept-Language) before any script
  // runs: no inline script, so the CSP stays strict (decision 027). One ready page per language.
  // The web app manifest in the same language (decision 083): the build writes one per language.
  const inLocale = (html: string, locale: Locale) =>
    html
      .replace(/<html[^>]*>/i, `<html lang="${locale}" dir="${localeDir(locale)}">`)
      .replace('href="/manifest.webmanifest"', `href="/manifest-${locale}.webmanifest"`);
  const perLocale = <T>(make: (locale: Locale) => T) =>
    Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Record<Locale, T>;
  // The settings blob of each language, worded once (every page of that language carries the same one).
  const settingsScripts = perLocale((locale) => settingsScript(app.config.business, locale));
  const headWith = (extra: string, locale: Locale) => indexHtml.replace('</head>', `${extra}${settingsScripts[locale]}</head>`);
  const encodeAll = async (html: Record<Locale, string>) =>
    Object.fromEntries(
      await Promise.all(
        LOCALES.map(async (locale) => [locale, await encodeBody(inLocale(html[locale], locale), 'text/html; charset=utf-8')]),
      ),
    ) as Record<Locale, CachedBody>;
  // French and Arabic pages also name their language's core catalogue (a chunk of its own;
  // English's is in the entry), which the app waits for before its first render.
  const build = await readBuildJson<PrerenderBuild>(dist, 'prerender.json', { boot: null, locales: {} });
  const coreCatalogue = (locale: Locale) => build.locales[locale]?.core ?? [];
  const shell = perLocale((locale) => headWith(modulePreloads(coreCatalogue(locale)), locale));
  const pages = await encodeAll(shell);
  // Per route, the page also names the route's lazy chunk, CSS and message areas in the page's
  // language (web/dist/route-preloads.json, written by the build), so the browser fetches them
  // beside the entry: one round trip fewer before the first paint on a phone.
  const routePages: Array<{ pattern: RegExp; html: Record<Locale, string>; pages: Record<Locale, CachedBody> }> = [];
  for (const [route, files] of Object.entries(await readBuildJson<RoutePreloads>(dist, 'route-preloads.json', {}))) {
    const links = files.css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('') + modulePreloads(files.js);
    const html = perLocale((locale) =>
      headWith(links + modulePreloads([...coreCatalogue(locale), ...(files.messages?.[locale] ?? [])]), locale),
    );
    routePages.push({ pattern: routePattern(route), html, pages: await encodeAll(html) });
  }
  const routeFor = (path: string) => routePages.find((r) => r.pattern.test(path));

  /**
   * Static routes (login, docs, about, ...) go out with their HTML in the root for a visitor
   * without a session (decision 044): the first paint needs no script. Their scripts (with the
   * message chunks hydration needs: the language's core and the screen's areas) load after that
   * paint, through the build's boot script, so they never share the network with the stylesheets.
   */
  const afterFirstPaint = (html: string, locale: Locale, areas: readonly string[]) => {
    const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
    const chunks = build.locales[locale];
    const messages = [...(chunks?.core ?? []), ...areas.flatMap((area) => chunks?.areas[area] ?? [])];
    if (!build.boot || !entry) return html.replace('</head>', () => `${modulePreloads(messages)}</head>`);
    const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
    const scripts = { entry, preload: [...new Set([...[...html.matchAll(preloadTag)].map((m) => m[1]!), ...messages])] };
    return html
      .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, '')
      .replace(preloadTag, '')
      .replace(
        '</head>',
        () =>
          `<script id="app-scripts" type="application/json">${JSON.stringify(scripts).replace(/</g, '\\u003c')}</script>` +
          `<script type="module" async crossorigin src="${build.boot}"></script></head>`,
      );
  };
  /** A route's page with prerendered HTML in its root; `attributes` go on the root beside the marker. */
  const withPrerendered = (path: string, locale: Locale, page: PrerenderedPage, attributes = '') => {
    const html = inLocale((routeFor(path)?.html ?? shell)[locale], locale);
    if (!html.includes('<div id="root"></div>')) return null;
    // Function replacers: the page's text may hold '$&'-like sequences (prices).
    return afterFirstPaint(html, locale, page.areas ?? [])
      .replace(/<title>[^<]*<\/title>/, (title) => (page.title === null ? title : `<title>${page.title}</title>`))
      .replace(
        '<div id="root"></div>',
        () => `<div id="root" data-prerendered${page.emptyCart ? '="empty-cart"' : ''}${attributes}>${page.html}</div>`,
      );
  };
  const renderer = await loadPrerenderer(dist, app.log);
  const prerendered = renderer && prerenderedPages(renderer, app.config.business, withPrerendered, app.log);
  // The catalogue routes the build can draw from a catalogue (decision 083, amended).
  const drawable = (renderer?.renderCataloguePage ? (renderer.cataloguePrerenderedRoutes ?? []) : []).map(routePattern);
  const drawing = new Map<string, Promise<string | null>>();
  /**
   * A catalogue route's page drawn from the catalogue it embeds, for a visitor without a session
   * and an address without a query (the filters in it change the first render). Null: the route
   * draws nothing for this address (an unknown id) or failed; the plain page then. Concurrent
   * requests for one page share one render.
   */
  const drawCataloguePage = (path: string, locale: Locale, catalogue: CachedBody, key: string): Promise<string | null> => {
    let html = drawing.get(key);
    if (!html) {
      html = renderer!.renderCataloguePage!(
        path.length > 1 ? path.replace(/\/$/, '') : path,
        locale,
        app.config.business,
        JSON.parse(catalogue.text),
      )
        .then((page) => page && withPrerendered(path, locale, page, ` data-prerendered-path="${escapeHtml(path)}"`))
        .catch((error: unknown) => {
          app.log.error({ err: error, path, locale }, 'prerendering failed: the route gets the plain page');
          return null;
        })
        .finally(() => drawing.delete(key));
      drawing.set(key, html);
    }
    return html;
  };
  if (prerendered && app.config.env === 'production') app.addHook('onReady', async () => void prerendered.warm());

  /**
   * Share URLs (a course, a category, a tutor) answer the same SPA with their own Open Graph and
   * Twitter tags, so a link pasted in WhatsApp previews without JavaScript. Each is built and
   * compressed once per canonical path ('/courses/01/0001' is '/courses/1/1'; the query is never
   * part of it) and language, and kept a minute (a tutor's row may change). An unknown id gets the
   * plain page and nothing is kept for it, so the cache holds one entry per real subject and
   * language, and its ceilings (PREVIEW_CACHE) hold whatever the catalogue grows to (decision 073).
   */
  const previewPages = new BoundedCache<Promise<CachedBody>>(PREVIEW_CACHE);
  const PREVIEW_TTL_MS = 60_000;
  // A write to the catalogue, here or on another instance, drops every built page (decision 074).
  app.catalogue.onChange(() => previewPages.clear());
  async function pageFor(path: string, locale: Locale, anonymous: boolean): Promise<CachedBody> {
    const route = routeFor(path);
    const plain = route?.pages[locale] ?? pages[locale];
    const canonical = sharePath(path);
    const catalogueRoute = CATALOGUE_ROUTES.findIndex((pattern) => pattern.test(path));
    if (!canonical && catalogueRoute < 0) return plain;
    // The pages that show courses carry the catalogue in their language: their first render
    // needs no call, and a page built from an older catalogue is never served (its hash is in the key).
    // The home page shows no whole card: it carries the lean catalogue (its search and Top Courses).
    const catalogue = catalogueRoute < 0 ? null : await (catalogueRoute === 0 ? leanPublicCatalogue : publicCatalogue)(app, locale);
    const version = catalogue?.hash ?? '';
    // Drawn from that same catalogue: the HTML in the root is the client's first render over it.
    const drawKey = anonymous && catalogue && drawable.some((pattern) => pattern.test(path)) ? `${locale}:drawn:${path}:${version}` : null;
    const drawnKept = drawKey && previewPages.get(drawKey);
    if (drawnKept) return drawnKept;
    const drawn = drawKey ? await drawCataloguePage(path, locale, catalogue!, drawKey) : null;
    const previewKey = canonical && `${locale}:${canonical}:${version}`;
    const cached = !drawn && previewKey && previewPages.get(previewKey);
    if (cached) return cached;
    const preview = canonical ? await previewFor(app, canonical, locale) : null;
    if (!preview && !catalogue) return plain;
    // An unknown id's page is kept under its route, not its path: one entry per route and language.
    // A drawn page only for an address the catalogue names, so one per category and course.
    const cacheKey = drawn
      ? drawKey!
      : preview
        ? previewKey!
        : `${locale}:route:${catalogueRoute}:${route?.pattern.source ?? ''}:${version}`;
    const kept = previewPages.get(cacheKey);
    if (kept) return kept;
    let html = drawn ?? inLocale((route?.html ?? shell)[locale], locale);
    if (preview) {
      // A drawn page keeps the screen's own title: hydration finds it in <head>.
      if (!drawn) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(preview.title)}</title>`);
      html = html.replace('</head>', `${previewTags(preview, app.config.appUrl, dist)}</head>`);
    }
    if (catalogue) {
      const script = `<script id="${CATALOGUE_ELEMENT_ID}" type="application/json">${catalogue.text.replace(/</g, '\\u003c')}</script>`;
      html = html.replace('</head>', () => `${script}</head>`);
    }
    const body = encodeBody(html, 'text/html; charset=utf-8');
    // Counted at twice the text until the encodings are known, then at their real size.
    previewPages.set(cacheKey, body, 2 * html.length, PREVIEW_TTL_MS);
    body.then(
      (built) => previewPages.resize(cacheKey, body, cachedBodyBytes(built)),
      () => previewPages.delete(cacheKey),
    );
    return body;
  }

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const locale = pageLocale(request);
    const anonymous = !maySignedIn(request);
    const ready = prerendered && anonymous ? await prerendered.get(path, locale) : null;
    const page = ready ?? (await pageFor(path, locale, anonymous && !request.url.includes('?')));
    return sendCachedBody(request, reply, page, 'no-cache', 'Cookie, Accept-Language');
  };
  // The static plugin answers a directory ("/") with 403; the root is the SPA's home page.
  app.get('/', { config: { page: true } }, (request, reply) => sendPage(request, reply));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((p) => path.startsWith(p)) &&
      !/\.[a-z0-9]+$/i.test(path);
    if (!wantsPage) return reply.status(404).send({ message: 'Not Found', code: 'http.not_found' });
    return sendPage(request, reply);
  });
}
