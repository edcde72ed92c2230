import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCALES, type BusinessSettings, type Locale } from '@darsak/common';
import type { FastifyBaseLogger } from 'fastify';
import { encodeBody, type CachedBody } from '../lib/http/cached-body.ts';

export type PrerenderedPage = { html: string; title: string | null; emptyCart?: boolean; areas?: string[] };

/** What web/src/entry-server.tsx exports (built into web/dist/.ssr by `npm run build`). */
export type Prerenderer = {
  prerenderedPaths: readonly string[];
  renderPage(path: string, locale: Locale, settings: BusinessSettings): Promise<PrerenderedPage>;
  /** The catalogue routes (React Router patterns) and their renderer; absent from an older build. */
  cataloguePrerenderedRoutes?: readonly string[];
  renderCataloguePage?(path: string, locale: Locale, settings: BusinessSettings, catalogue: unknown): Promise<PrerenderedPage | null>;
};

/** The build's prerenderer, or null when the build has none (an older build, a test's fake dist). */
export async function loadPrerenderer(dist: string, log: FastifyBaseLogger): Promise<Prerenderer | null> {
  const file = join(dist, '.ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  try {
    return (await import(pathToFileURL(file).href)) as Prerenderer;
  } catch (error) {
    log.warn({ err: error, file }, 'the prerenderer failed to load: static routes get the plain page');
    return null;
  }
}

/**
 * The static routes' pages with their HTML already in the root (decision 044): each rendered
 * once per language, on first use (or when warmed), put into the route's page by `compose`, and
 * compressed once like the plain page. A route that fails to render logs once and gets the plain page.
 */
export function prerenderedPages(
  renderer: Prerenderer,
  settings: BusinessSettings,
  compose: (path: string, locale: Locale, page: PrerenderedPage) => string | null,
  log: FastifyBaseLogger,
) {
  const paths = new Set(renderer.prerenderedPaths);
  const made = new Map<string, Promise<CachedBody | null>>();
  const get = (path: string, locale: Locale): Promise<CachedBody | null> | null => {
    if (!paths.has(path)) return null;
    // The footer shows the year: a new year makes new pages.
    const key = `${new Date().getFullYear()}:${locale}:${path}`;
    let body = made.get(key);
    if (!body) {
      body = renderer
        .renderPage(path, locale, settings)
        .then((page) => {
          const html = compose(path, locale, page);
          return html === null ? null : encodeBody(html, 'text/html; charset=utf-8');
        })
        .catch((error: unknown) => {
          log.error({ err: error, path, locale }, 'prerendering failed: the route gets the plain page');
          return null;
        });
      made.set(key, body);
    }
    return body;
  };
  return {
    /** The page for a request path (no query, trailing slash allowed), or null: serve the plain page. */
    get: (path: string, locale: Locale) => get(path.length > 1 ? path.replace(/\/$/, '') : path, locale),
    /** Renders every page now, one after the other (after start, so the first visitors wait for none). */
    async warm() {
      for (const path of paths) for (const locale of LOCALES) await get(path, locale);
    },
  };
}
