import { isLocale, type Locale } from '@darsak/common';
import { startTransition, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { readCart } from '@/features/cart/cart-storage';
import { mayHaveSession } from '@/lib/auth';
import { activateLocale, loadMessages } from '@/lib/i18n';
import { applyDocumentLocale, initialLocale, storedLocale } from '@/lib/locale';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_PATH_ATTRIBUTE, PRERENDERED_ROUTES } from './prerender-routes';
import { AppProvider } from './provider';
import { createRouter, routes } from './router';

/** The language of the server's prerendered HTML in the root (decision 044), if it holds any. */
function prerenderedLocale(container: HTMLElement): Locale | null {
  const lang = document.documentElement.lang;
  return container.hasAttribute(PRERENDERED_ATTRIBUTE) && isLocale(lang) ? lang : null;
}

/**
 * Whether the prerendered HTML is exactly this visitor's first render: same language, signed out
 * (the server sends it only without a session cookie), and an empty cart where the cart shows.
 * Otherwise the client renders over it: a correct page over a fast one.
 */
function canHydrate(container: HTMLElement, served: Locale): boolean {
  const stored = storedLocale();
  if (stored && stored !== served) return false;
  if (mayHaveSession()) return false;
  if (container.getAttribute(PRERENDERED_ATTRIBUTE) === 'empty-cart' && readCart().length > 0) return false;
  // A catalogue page names its address; a signed-out visitor's unsent rating reopens its dialog
  // on a course card, which the HTML does not show.
  const drawnFor = container.getAttribute(PRERENDERED_PATH_ATTRIBUTE);
  if (drawnFor !== null) return drawnFor === location.pathname + location.search && !hasRatingDraft();
  const route = PRERENDERED_ROUTES.find((r) => r.path === location.pathname.replace(/(.)\/$/, '$1'));
  return !!route && !(route.emptyCart && readCart().length > 0);
}

/**
 * components/rating-dialog/rating-draft.ts's key, not imported: that module belongs to the
 * 'browse' chunk, which the entry would then load (prerender.test.tsx stores a draft by its key).
 */
const RATING_DRAFT_KEY = 'darsak.ratingDraft';

function hasRatingDraft(): boolean {
  try {
    return sessionStorage.getItem(RATING_DRAFT_KEY) !== null;
  } catch {
    return false; // storage blocked: no draft kept
  }
}

/** Loads the lazy modules of the routes this URL shows, so the first render needs no fallback. */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (!('lazy' in route) || typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}

/**
 * Resolves in a task of its own: the browser may handle input and paint before the next step.
 * A phone counts each long task after the first paint as blocking time (decision 061).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in the root element: hydrates the server's prerendered HTML when it is this
 * visitor's first render, else renders from scratch. Resolves with how it started. Each step
 * (reading storage, matching the route, making the router, hydrating) runs in a task of its own,
 * not in the one that evaluated the entry's libraries.
 */
export async function startApp(container: HTMLElement): Promise<{ root: Root; hydrated: boolean }> {
  await nextTask();
  const served = prerenderedLocale(container);
  const hydrate = served !== null && canHydrate(container, served);
  // Hydrating: the server's language (its catalogue is preloaded by the page). Otherwise the
  // visitor's own (stored, else the browser's); the first text drawn is already in it.
  const locale = hydrate ? served : initialLocale();
  applyDocumentLocale(locale);
  const messagesLoaded = loadMessages(locale).catch(() => {
    applyDocumentLocale('en'); // the chunk failed to load: English still works
    return null;
  });
  await nextTask();
  const [catalogue] = await Promise.all([
    messagesLoaded,
    // Over prerendered HTML the screen's code comes first (the router's loading fallback would
    // replace the page with a spinner). A failed chunk is left to the router's own lazy loading.
    served ? loadMatchedRoutes().catch(() => undefined) : undefined,
  ]);
  if (catalogue) activateLocale(locale, catalogue);
  // Hydrating: the page was readable (and scrollable) before the app started, so the router must
  // not scroll it back to the top as for a new page (hydrationData does that; the prerendered
  // routes have no router loaders, so there is no data to pass).
  const router = hydrate ? createBrowserRouter(routes, { hydrationData: { loaderData: {} } }) : createRouter();
  await nextTask();
  const app = (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  if (hydrate && catalogue) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page in one task (a phone's total blocking time).
    let root!: Root;
    startTransition(() => {
      root = hydrateRoot(container, app);
    });
    container.style.visibility = '';
    return { root, hydrated: true };
  }
  const root = createRoot(container);
  if (served) {
    // Over prerendered HTML that is not this visitor's page (boot.ts may have hidden it): the
    // right page replaces it in one go, then shows.
    flushSync(() => root.render(app));
    container.style.visibility = '';
  } else {
    root.render(app);
  }
  return { root, hydrated: false };
}
