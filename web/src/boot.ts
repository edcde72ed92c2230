/**
 * A prerendered page's only script in its HTML (decision 044). The page is readable without the
 * app; the app's scripts start loading after the first paint, so they never share the network
 * with the stylesheets that paint needs. The server lists them in #app-scripts (JSON data: the
 * CSP allows no inline script), entry last.
 *
 * Standalone on purpose (no imports): this chunk must not pull in a chunk shared with the app.
 * boot.test.ts keeps the keys below equal to @darsak/common's.
 */

/** What server/src/routes/spa.ts writes in the page. */
type AppScripts = { entry: string; preload: string[] };
export const APP_SCRIPTS_ELEMENT_ID = 'app-scripts';
export const LOCALE_KEY = 'locale';
export const CART_KEY = 'cartItems';
export const LANGUAGES = ['en', 'fr', 'ar'];

/**
 * Adds the entry, then (in the next task) the preloads. The first element a page adds that
 * fetches a script costs the browser 2-15 ms (measured in Chromium), the others a fraction of a
 * millisecond: apart, neither task is long on a phone (decision 061).
 */
function loadApp() {
  const element = document.getElementById(APP_SCRIPTS_ELEMENT_ID);
  if (!element?.textContent || element.dataset.loaded) return;
  element.dataset.loaded = 'true';
  const scripts = JSON.parse(element.textContent) as AppScripts;
  document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: scripts.entry, crossOrigin: 'anonymous' }));
  setTimeout(() => {
    for (const href of scripts.preload) {
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: 'anonymous' }));
    }
  }, 0);
}

/**
 * Whether the HTML is not this visitor's page: the server could not see their stored language
 * (when the cookie that mirrors it is missing) or their stored cart (on a page made with an empty
 * one), or the page is another address's.
 */
function staleFor(root: HTMLElement): boolean {
  try {
    const locale = localStorage.getItem(LOCALE_KEY);
    if (locale && LANGUAGES.includes(locale) && locale !== document.documentElement.lang) return true;
    // A catalogue page of another address (the worker answers /courses/1?subject=x with /courses/1's).
    const drawnFor = root.dataset.prerenderedPath;
    if (drawnFor !== undefined && drawnFor !== location.pathname + location.search) return true;
    if (root.dataset.prerendered !== 'empty-cart') return false;
    const cart: unknown = JSON.parse(localStorage.getItem(CART_KEY) ?? '[]');
    return Array.isArray(cart) && cart.length > 0;
  } catch {
    return false; // storage blocked: nothing stored the server could have missed
  }
}

/** React has taken the root over (hydrated or rendered): its forms handle their own submissions. */
const appRunning = () => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'));
// Until then a prerendered form must not submit natively: a GET would put its fields (an e-mail,
// a password) in the URL, where logs keep them. Its fields are read-only until then as well.
document.addEventListener(
  'submit',
  (event) => {
    if (!appRunning()) event.preventDefault();
  },
  true,
);
/**
 * A tap on a prerendered button before the app runs (the menu button, on a phone whose network is
 * still bringing the script) would do nothing. The last such tap is kept and made again once React
 * has taken the root over: hydrating, it adopts these very nodes, and it replays a click that
 * arrives while it is still hydrating. Links and forms need none of this (a link navigates natively;
 * a form waits, above).
 */
let pendingTap: HTMLElement | null = null;
function tapWhenAppRuns() {
  if (!appRunning()) {
    requestAnimationFrame(tapWhenAppRuns);
    return;
  }
  const control = pendingTap;
  pendingTap = null;
  if (control?.isConnected) control.click();
}
document.addEventListener(
  'click',
  (event) => {
    if (appRunning()) return;
    const control = (event.target as Element | null)?.closest?.('button[type="button"]');
    if (!(control instanceof HTMLElement) || !document.getElementById('root')?.contains(control)) return;
    if (pendingTap === null) requestAnimationFrame(tapWhenAppRuns);
    pendingTap = control;
  },
  true,
);

function start() {
  const root = document.getElementById('root');
  if (root && staleFor(root)) {
    // Hidden (its space kept) rather than shown in the wrong language or with an empty cart; the
    // app renders the right page in its place at once (web/src/app/start.tsx shows it again).
    root.style.visibility = 'hidden';
    loadApp();
  } else if (document.visibilityState === 'hidden') {
    loadApp(); // a background tab paints no frame: nothing to wait for
  } else {
    // After the frame that paints the page (the callback runs before it, the timeout after it).
    requestAnimationFrame(() => setTimeout(loadApp, 0));
  }
}

// This script is async: it may run before the parser has reached the body. The root is looked at,
// and the app (which starts on the root) loaded, once the document is parsed: an entry run before
// it found no root and threw, and the page never started (seen in a background tab).
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
