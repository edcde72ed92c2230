/**
 * Last step of `npm run build` (decision 044): renders every prerendered route in every language
 * with the default business settings through the built prerenderer (web/dist/.ssr), so a screen
 * that cannot be prerendered (it throws, redirects, or writes an inline style the CSP refuses)
 * fails the build instead of silently falling back to the plain page on the server.
 */
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_BUSINESS_SETTINGS, LOCALES } from '@darsak/common';

type Prerenderer = typeof import('../src/entry-server.tsx');

const entry = join(fileURLToPath(new URL('..', import.meta.url)), 'dist/.ssr/entry-server.js');
const { prerenderedPaths, renderPage } = (await import(pathToFileURL(entry).href)) as Prerenderer;

const started = performance.now();
let bytes = 0;
for (const path of prerenderedPaths) {
  for (const locale of LOCALES) {
    const page = await renderPage(path, locale, DEFAULT_BUSINESS_SETTINGS);
    if (!page.title || !/<h1[\s>]/.test(page.html)) throw new Error(`prerender ${path} (${locale}): no title or no <h1>`);
    bytes += page.html.length;
  }
}
const pages = prerenderedPaths.length * LOCALES.length;
console.log(
  `prerender: ${pages} pages (${prerenderedPaths.length} routes x ${LOCALES.join(', ')}), ${Math.round(bytes / 1024)} KB of HTML, ${Math.round(performance.now() - started)} ms`,
);
