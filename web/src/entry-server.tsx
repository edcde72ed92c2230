/**
 * The prerenderer (decision 044): built by `npm run build` into web/dist/.ssr and used by the
 * server (server/src/routes/spa.ts) to make the HTML of each static route in each language,
 * once, with the configured business settings. The tree is the client's (main.tsx): the same
 * providers and route modules, so hydrateRoot finds exactly what it would render itself.
 */
import type { BusinessSettings, Locale } from '@darsak/common';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchPath, matchRoutes, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { CATALOGUE_PRERENDERED_ROUTES } from './app/catalogue-prerender-routes';
import { PRERENDERED_ROUTES } from './app/prerender-routes';
import { routes } from './app/router';
import { setBusinessSettings } from './config/business';
import { renderWithCatalogue, type Catalogue } from './data/catalogue-prerender';
import { activateLocale, loadMessages } from './lib/i18n';

export const prerenderedPaths: readonly string[] = PRERENDERED_ROUTES.map((route) => route.path);
/** The routes the server prerenders per catalogue version (React Router patterns: '/courses/:categoryId'). */
export const cataloguePrerenderedRoutes: readonly string[] = CATALOGUE_PRERENDERED_ROUTES.map((route) => route.path);

export type PrerenderedPage = {
  /** The markup that goes inside the root element. */
  html: string;
  /** The document title the screen sets, for the page's <head>. */
  title: string | null;
  /** The page shows the (empty) cart: the client checks the visitor's stored cart first. */
  emptyCart: boolean;
  /** The message areas its screens read (withAreas), whose chunks hydration needs. */
  areas: string[];
};

/** The areas the route's lazy modules declare (lib/i18n withAreas). */
const areasOf = (path: string): string[] =>
  (matchRoutes(routes, path) ?? []).flatMap(({ route }) => {
    const lazy = (route as { lazy?: { areas?: readonly string[] } }).lazy;
    return lazy?.areas ? [...lazy.areas] : [];
  });

const handler = createStaticHandler(routes);

/**
 * Renders one static route in one language. Throws when the route answers anything but a page
 * (a redirect, an error) or when the markup would break the strict CSP (an inline style
 * attribute): the server then serves the plain page for it.
 */
export async function renderPage(path: string, locale: Locale, settings: BusinessSettings): Promise<PrerenderedPage> {
  return render(path, locale, settings, (draw) => draw());
}

/**
 * Renders a catalogue route (CATALOGUE_PRERENDERED_ROUTES) from the catalogue the page embeds, so
 * the HTML is the client's first render over that very catalogue. Null when the path names no
 * category or course of it, or not in its canonical form ('/courses/01'): the plain page then,
 * and nothing is kept for a made-up address.
 */
export async function renderCataloguePage(
  path: string,
  locale: Locale,
  settings: BusinessSettings,
  catalogue: Catalogue,
): Promise<PrerenderedPage | null> {
  const route = CATALOGUE_PRERENDERED_ROUTES.find((r) => matchPath(r.path, path));
  if (!route || catalogue.locale !== locale || !route.names(catalogue, matchPath(route.path, path)!.params)) return null;
  return render(path, locale, settings, (draw) => renderWithCatalogue(catalogue, draw), route.emptyCart);
}

async function render(
  path: string,
  locale: Locale,
  settings: BusinessSettings,
  around: (draw: () => string) => string,
  emptyCart = PRERENDERED_ROUTES.some((route) => route.path === path && route.emptyCart),
): Promise<PrerenderedPage> {
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path}: the route answered ${context.status}, not a page`);
  if (context.errors) throw new Error(`${path}: the route rendered an error`);
  const catalogue = await loadMessages(locale);
  // Module-level state the tree reads; set right before the synchronous render, so renders of
  // different languages never interleave.
  setBusinessSettings(settings);
  activateLocale(locale, catalogue);
  const router = createStaticRouter(handler.dataRoutes, context);
  const draw = () =>
    renderToString(
      <StrictMode>
        <AppProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </StrictMode>,
    );
  let html = around(draw);
  if (/<[^>]+\sstyle="/.test(html)) throw new Error(`${path}: an inline style attribute would be refused by the CSP`);
  // React writes a screen's <title> where it is rendered; it belongs in <head>, where the client
  // looks for it when hydrating.
  let title: string | null = null;
  html = html.replace(/<title>([^<]*)<\/title>/, (_, text: string) => {
    title = text;
    return '';
  });
  return { html, title, emptyCart, areas: areasOf(path) };
}
