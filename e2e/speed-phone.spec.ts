import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { consoleProblems, hydrated, isServedNode, keepServedNode } from './support/hydration.ts';
import { PHONE } from './support/public.ts';

/**
 * Issue 9 (phone): an anonymous first visit logs no console error (no GET /api/user without a
 * session) and nothing shifts, the spec loaders leaving included (layout-shift entries summed).
 */
const ROUTES: Array<[path: string, heading: RegExp]> = [
  ['/', /Learn smarter with Darsak/],
  ['/login', /./],
  ['/signup', /./],
  ['/forgot-password', /./],
  ['/docs', /Documentation/],
  ['/about', /About Darsak/],
  ['/payment', /./],
  ['/coursecat', /Our Courses/],
  ['/courses/1', /./],
  ['/tutors', /Our Tutors/],
  ['/tutors/1', /./],
];

test.use({ viewport: PHONE });

for (const [path, heading] of ROUTES) {
  test(`${path}: no console error, no GET /api/user and layout shift at most 0.02 for an anonymous visitor`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const userCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/user') userCalls.push(request.url());
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) w.__shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });

    await page.goto(path);
    // The loader (its minimum 2 s on home, then as long as the data takes) has left and the page shows its heading.
    await expect(page.locator('.page-loader')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    await page.waitForTimeout(500);
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(shift).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
    expect(userCalls).toEqual([]);
  });
}

/**
 * Decision 044: the static routes come with their HTML (the first paint needs no script) in the
 * visitor's language, and the client hydrates it: the heading the server sent is the very node
 * the visitor keeps, and hydration logs no error or warning (a mismatch would).
 */
const PRERENDERED = [
  '/login',
  '/signup',
  '/forgot-password',
  '/docs',
  '/about',
  '/payment',
  '/plans',
  '/testimonials',
  '/faq',
  '/support',
  '/contact',
  '/privacy-policy',
];

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

for (const locale of ['en', 'fr', 'ar'] as const) {
  test(`the static routes in ${locale}: served with their heading, hydrated without an error or a warning`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.context().addCookies([{ name: 'locale', value: locale, url: baseURL! }]);
    const messages = consoleProblems(page);
    await keepServedNode(page, '#root h1');

    for (const path of PRERENDERED) {
      const served = await (await request.get(path, { headers: { Cookie: `locale=${locale}` } })).text();
      expect(served, path).toContain(`<html lang="${locale}"`);
      expect(served, path).toMatch(/<div id="root" data-prerendered(="empty-cart")?>/);
      const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(served)?.[1];
      expect(heading, `${path}: a main heading in the served HTML`).toBeTruthy();

      await page.goto(path);
      await expect.poll(() => hydrated(page), { message: path }).toBe(true);
      await page.waitForTimeout(300);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toHaveText(decode(heading!));
      expect(await isServedNode(page, '#root h1'), `${path}: hydrated, not rendered again`).toBe(true);
      expect(messages, path).toEqual([]);
    }
  });
}

/** Holds the app's entry script until `release()` is called: the page the server sent, without the app. */
async function holdAppEntry(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a prerendered page read before the app starts keeps its place: hydration does not scroll it back', async ({ page }) => {
  // Hold the app's entry until the visitor has scrolled the page the server sent.
  const release = await holdAppEntry(page);
  await page.goto('/docs', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(1000);
  release();
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer'))))
    .toBe(true);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // The app follows the page where it is: the sidebar marks the last section.
  await expect(page.getByRole('navigation', { name: 'Documentation sections' }).locator('[aria-current="true"]')).toHaveText('Support');
});

test('a tap on the menu button of a prerendered page before the app starts opens the menu once it runs', async ({ page }) => {
  // A phone on a slow network shows the server's page long before the app's script arrives.
  const release = await holdAppEntry(page);
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  release();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tutors' })).toBeVisible();
});
