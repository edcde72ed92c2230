/**
 * A prerendered page's only script in its HTML (decision 044). The page is readable without the
 * app; the app's scripts start loading after the first paint, so they never share the network
 * with the stylesheets that paint needs. The server lists them in #app-scripts (JSON data: the
 * CSP allows no inline script), entry last.
 */
// Standalone on purpose (no imports): this chunk must not pull in a chunk shared with the app.

/** What server/src/routes/spa.ts writes in the page, entry last. */
type AppScripts = { entry: string; preload: string[] };
const APP_SCRIPTS_ELEMENT_ID = 'app-scripts';

function loadApp() {
  const element = document.getElementById(APP_SCRIPTS_ELEMENT_ID);
  if (!element?.textContent || element.dataset.loaded) return;
  element.dataset.loaded = 'true';
  const scripts = JSON.parse(element.textContent) as AppScripts;
  for (const href of scripts.preload) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: 'anonymous' });
    document.head.append(link);
  }
  document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: scripts.entry, crossOrigin: 'anonymous' }));
}

// After the frame that paints the page; a hidden tab (no frames) starts within a second.
requestAnimationFrame(() => setTimeout(loadApp, 0));
setTimeout(loadApp, 1000);
