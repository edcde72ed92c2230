import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** The two viewport widths every public screen is checked at. */
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** The full-screen loader ('Loading…', role status) of the routes with a minimum loading time. */
export const pageLoader = (page: Page): Locator => page.getByRole('status').filter({ hasText: 'Loading…' });

const clocked = new WeakSet<BrowserContext>();

/**
 * For tests that only wait for a loader to leave (decision 054): installs Playwright's clock in
 * the page's context, before the next navigation. Time keeps flowing at its own pace; only
 * `pastLoader` jumps it forward. Tests of the loaders themselves (their minimums) do not call it.
 */
export async function fastLoaders(page: Page, { paused = false } = {}): Promise<void> {
  const context = page.context();
  if (clocked.has(context)) return;
  clocked.add(context);
  if (!paused) {
    await page.clock.install();
    return;
  }
  // Stopped from the first navigation on (see pauseClock): every timer the page sets, it sets at
  // one known time, and none fires until the test moves time on.
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1_000);
}

/**
 * For tests of a spec timer (the 1.5 s welcome, the 5 s verification check): stops the page's
 * clock (installed by `fastLoaders` before the first navigation), so that no timer of the page
 * fires until the test moves time on with `page.clock.runFor` (every timer due on the way) or
 * `page.clock.fastForward`. What the test then sees depends on the spec's durations, never on how
 * long a loaded machine takes between two steps. `page.clock.resume()` lets time flow again.
 *
 * Playwright's `pauseAt` only moves forward: it pauses at the page's time of a moment ago plus
 * `ahead` ms; if the round trip took longer than that (a loaded machine), the clock is paused
 * already by the failed call and the next attempt, from the page's paused time, succeeds.
 */
export async function pauseClock(page: Page, ahead = 100): Promise<void> {
  if (!clocked.has(page.context())) throw new Error('pauseClock: call fastLoaders(page) before the first navigation');
  for (let attempt = 0; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ahead);
      return;
    } catch (error) {
      if (attempt >= 2 || !/past/i.test(String(error))) throw error;
    }
  }
}

/**
 * Waits until the route's full-screen loader has left. In a context with `fastLoaders`, the
 * page's minimum-delay timer (1 to 2 s, web/src/hooks/use-minimum-delay.ts) is jumped over as
 * soon as it is set, instead of sat out; the loader still waits for its data as in real use.
 */
export async function pastLoader(page: Page): Promise<void> {
  const loader = page.locator('.page-loader');
  const fast = clocked.has(page.context());
  await expect(async () => {
    if (fast && (await loader.count()) > 0) await page.clock.fastForward(1_000);
    expect(await loader.count(), 'the page loader has left').toBe(0);
    // No timeout of its own: the loader waits for the page's data and code, which on a loaded
    // machine took 14 s for one count() of a busy page (load 20); the test's timeout bounds it.
  }).toPass({ intervals: [100] });
}

/**
 * Waits until the app has taken the page over. A prerendered page (decision 044) is drawn before
 * its scripts run: until then its forms are read-only and refuse to submit, and its links are plain
 * links. A test of the app's own behaviour (focus on an invalid field, anchors that scroll in place)
 * starts from here, or its first click may land on the static page.
 */
export async function appStarted(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'))))
    .toBe(true);
}

/** Opens a route with a loader and waits until it has left (jumped over with `fastLoaders`). */
export async function gotoPastLoader(page: Page, path: string): Promise<void> {
  await fastLoaders(page);
  await page.goto(path);
  await pastLoader(page);
}

/** Opens the home page and waits past its loader (its 2 s jumped over) for the hero. */
export async function gotoHome(page: Page): Promise<void> {
  await gotoPastLoader(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Learn smarter with Darsak' })).toBeVisible();
}

/** Opens /courses/{id} and waits past its loader (its 1.5 s jumped over) for the title. */
export async function gotoCourses(page: Page, categoryId: number | string, title: string): Promise<void> {
  await gotoPastLoader(page, `/courses/${categoryId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** One course card of a category page, by its exact title. */
export const courseCard = (page: Page, title: string): Locator => page.getByRole('article', { name: title, exact: true });

/** The cart toggle of a courses page; its name reads 'Cart {n} items'. */
export const cartToggle = (page: Page): Locator => page.getByRole('button', { name: /^Cart \d+ items?$/ });

/** Adds a course from its card and waits until the card says it is in the cart. */
export async function addToCart(page: Page, title: string): Promise<void> {
  const card = courseCard(page, title);
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(card.getByRole('button', { name: 'In cart' })).toBeVisible();
}

/** Page scroll is locked (an overlay or the mobile menu is open) or not. */
export async function expectScrollLocked(page: Page, locked: boolean): Promise<void> {
  if (locked) await expect(page.locator('body')).toHaveClass(/(^|\s)scroll-locked(\s|$)/);
  else await expect(page.locator('body')).not.toHaveClass(/(^|\s)scroll-locked(\s|$)/);
}

/** The stored cart (localStorage cartItems), parsed; null when the key is absent. */
export const storedCart = (page: Page): Promise<unknown> =>
  page.evaluate(() => {
    const raw = localStorage.getItem('cartItems');
    return raw === null ? null : (JSON.parse(raw) as unknown);
  });

/** The chat number the server embedded in index.html (the SPA's business settings). */
export async function whatsappNumber(page: Page): Promise<string> {
  const json = await page.locator('#app-config').textContent();
  const number = (JSON.parse(json ?? '{}') as { whatsappNumber?: unknown }).whatsappNumber;
  expect(typeof number, 'whatsappNumber in #app-config').toBe('string');
  return number as string;
}

/**
 * Keeps chat links on this machine: every request to https://wa.me/ in the context is
 * answered locally with a tiny page, so new tabs get the chat URL without leaving the host.
 */
export async function interceptChatLinks(context: BrowserContext): Promise<void> {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>chat</title>' }),
  );
}

/** Runs `action`, which must open a chat link in a new tab, and returns that tab's URL. */
export async function chatTabOpenedBy(context: BrowserContext, action: () => Promise<void>): Promise<URL> {
  const [tab] = await Promise.all([context.waitForEvent('page'), action()]);
  await tab.waitForURL(/^https:\/\/wa\.me\//);
  const url = new URL(tab.url());
  await tab.close();
  return url;
}

/**
 * Brings a whole page into its final state for a full-page screenshot, as a reader scrolling
 * down would: scroll-triggered reveals run and lazy images load. Then back to the top.
 */
export async function settleForScreenshot(page: Page): Promise<void> {
  // Lazy images load now rather than when scrolled near: with Playwright's clock installed
  // (fastLoaders), requestAnimationFrame below is the clock's, whose frames do not wait for the
  // browser's; on a loaded machine the scroll then passed sections before the browser rendered
  // them, their images never started loading and the wait below ran out (courses-1/2 at load 14).
  await page.evaluate(() => {
    for (const image of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) image.loading = 'eager';
  });
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += Math.max(200, window.innerHeight - 40)) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await frame();
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frame();
  });
  // Images inside hidden parts (a collapsed reviews carousel) never load lazily: only rendered ones count.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete || !image.checkVisibility()));
}
