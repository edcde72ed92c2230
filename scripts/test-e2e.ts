/**
 * `npm run test:e2e [-- playwright args]`: only the browser tests (Playwright + Chromium) against
 * the real server built from the repo; rebuilds web/dist when stale. Arguments go to Playwright,
 * e.g. `npm run test:e2e -- e2e/home.spec.ts --workers=1`.
 */
import { buildWebIfStale, ensureChromium, runOrExit } from './lib.ts';

await buildWebIfStale();
const chromium = await ensureChromium();
await runOrExit('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  env: { ...process.env, ...(chromium ? { CHROMIUM_PATH: chromium } : {}) },
});
