import { expect, test } from './fixtures.ts';
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
    // The loader (at most 2 s, home) has left and the page shows its heading.
    await expect(page.locator('.page-loader')).toHaveCount(0, { timeout: 5_000 });
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    await page.waitForTimeout(500);
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(shift).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
    expect(userCalls).toEqual([]);
  });
}
