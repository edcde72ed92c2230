/**
 * Issue 9's phone budgets: Lighthouse 13 (mobile preset, default simulated throttling) against
 * Debian's Chromium, on the production build served by the real server in production mode.
 * Used by `npm run bench` (lighthousePhase); `node scripts/bench-lighthouse.ts` runs it alone
 * against a fresh server and exits non-zero when a budget is missed.
 *
 * Each route is audited in a fresh browser profile with no cookie: an anonymous first visit.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';
import { buildWebIfStale, ensureChromium, startAppProcess } from './lib.ts';

export const LIGHTHOUSE_BUDGET = { performance: 95, cls: 0.02, fcpMs: 1800 };
/** Routes that need no data: performance and FCP budgets on top of CLS and console errors. */
export const STATIC_ROUTES = ['/login', '/signup', '/forgot-password', '/docs', '/about', '/payment'];
/** Routes behind the spec's loaders (home 2 s, lists 1.5 s, tutor 1 s) or with data. */
export const LOADER_ROUTES = ['/', '/courses/1', '/tutors', '/tutors/1'];

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

// The mobile preset is Lighthouse's default. The pause after load outlasts the longest loader
// (home, 2 s) so the moment it leaves is inside the measured layout shift.
const CONFIG: Config = {
  extends: 'lighthouse:default',
  settings: { onlyCategories: ['performance', 'best-practices'], pauseAfterLoadMs: 2500, networkQuietThresholdMs: 1000 },
};

export type RouteFigures = { route: string; performance: number; cls: number; fcpMs: number; consoleErrors: string[] };

type Audit = { numericValue?: number; details?: { items?: Array<{ description?: string; source?: string; url?: string }> } };

async function audit(chromePath: string, url: string): Promise<Omit<RouteFigures, 'route'>> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'darsak-lh-'));
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, userDataDir });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, CONFIG);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const audits = lhr.audits as Record<string, Audit>;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
      consoleErrors: (audits['errors-in-console']?.details?.items ?? []).map((i) => `${i.source ?? ''} ${i.description ?? ''} ${i.url ?? ''}`.trim()),
    };
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Audits every route; returns the markdown lines for docs/benchmarks.md and the missed budgets. */
export async function lighthousePhase(baseUrl: string): Promise<{ lines: string[]; failures: string[]; figures: RouteFigures[] }> {
  const chromePath = (await ensureChromium()) || undefined;
  if (!chromePath) throw new Error('Lighthouse needs a Chromium binary (CHROMIUM_PATH or /usr/bin/chromium)');
  const figures: RouteFigures[] = [];
  const failures: string[] = [];
  for (const route of [...STATIC_ROUTES, ...LOADER_ROUTES]) {
    const f = { route, ...(await audit(chromePath, baseUrl + route)) };
    figures.push(f);
    const isStatic = STATIC_ROUTES.includes(route);
    console.log(
      `lighthouse ${route}: performance ${f.performance}, CLS ${f.cls.toFixed(3)}, FCP ${(f.fcpMs / 1000).toFixed(2)} s, console errors ${f.consoleErrors.length}`,
    );
    if (isStatic && f.performance < LIGHTHOUSE_BUDGET.performance) failures.push(`${route}: Lighthouse performance ${f.performance}, budget ${LIGHTHOUSE_BUDGET.performance}`);
    if (isStatic && f.fcpMs > LIGHTHOUSE_BUDGET.fcpMs) failures.push(`${route}: first contentful paint ${(f.fcpMs / 1000).toFixed(2)} s, budget ${LIGHTHOUSE_BUDGET.fcpMs / 1000} s`);
    if (!(f.cls <= LIGHTHOUSE_BUDGET.cls)) failures.push(`${route}: cumulative layout shift ${f.cls.toFixed(3)}, budget ${LIGHTHOUSE_BUDGET.cls}`);
    if (f.consoleErrors.length > 0) failures.push(`${route}: ${f.consoleErrors.length} console error(s): ${f.consoleErrors.join('; ')}`);
  }
  const lines = [
    '## Lighthouse on a phone (mobile preset, anonymous first visit)',
    '',
    `Lighthouse 13, default mobile emulation and simulated throttling, Debian Chromium (${CHROME_FLAGS.join(' ')}),`,
    'against the production build served by the real server in production mode. Budgets: performance ≥ 95 and',
    `FCP ≤ 1.8 s on the static routes; CLS ≤ ${LIGHTHOUSE_BUDGET.cls} and no console error on every route.`,
    'Scores under simulated throttling still scale with the measured task times, so a busy machine lowers them.',
    '',
    '| route | performance | FCP s | CLS | console errors |',
    '|---|---|---|---|---|',
    ...figures.map(
      (f) =>
        `| \`${f.route}\` | ${f.performance}${STATIC_ROUTES.includes(f.route) ? ` (≥ ${LIGHTHOUSE_BUDGET.performance})` : ''} | ${(f.fcpMs / 1000).toFixed(2)}${STATIC_ROUTES.includes(f.route) ? ' (≤ 1.8)' : ''} | ${f.cls.toFixed(3)} (≤ ${LIGHTHOUSE_BUDGET.cls}) | ${f.consoleErrors.length} |`,
    ),
    '',
  ];
  return { lines, failures, figures };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildWebIfStale();
  const dir = mkdtempSync(join(tmpdir(), 'darsak-lh-app-'));
  const app = await startAppProcess(dir, { LOG_LEVEL: '' });
  try {
    const { lines, failures } = await lighthousePhase(app.baseUrl);
    console.log(lines.join('\n'));
    if (failures.length > 0) {
      console.error(failures.map((f) => `✗ ${f}`).join('\n'));
      process.exitCode = 1;
    }
  } finally {
    await app.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
