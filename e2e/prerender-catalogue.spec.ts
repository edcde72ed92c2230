import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { consoleProblems, hydrated, isServedNode, keepServedNode } from './support/hydration.ts';
import { PHONE } from './support/public.ts';

/**
 * Decision 083, amended: the catalogue routes come with their first render in the HTML (the
 * loader over the page it covers; a course's page itself), so the first paint waits for no
 * script; the app hydrates it without an error or a warning (a mismatch would log one), keeps the
 * nodes the server sent, and the loader then leaves for the cards.
 */
test.use({ viewport: PHONE });

const ROUTES: Array<[path: string, content: (page: Page) => ReturnType<Page['locator']>]> = [
  ['/courses/1', (page) => page.locator('.course-card')],
  ['/coursecat', (page) => page.locator('main a[href="/courses/1"]')],
  // The list's heading comes with the list, behind the loader.
  ['/tutors', (page) => page.locator('main h1')],
  ['/courses/1/1', (page) => page.locator('.course-card')],
];

for (const locale of ['en', 'ar'] as const) {
  test(`the catalogue routes in ${locale}: painted before the app runs, hydrated without a warning, then the cards`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.context().addCookies([{ name: 'locale', value: locale, url: baseURL! }]);
    const messages = consoleProblems(page);
    await keepServedNode(page, '#root > .layout');
    // The app's entry waits until the page has been looked at without it.
    let release!: () => void;
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await new Promise<void>((done) => (release = done));
      await route.continue();
    });

    for (const [path, content] of ROUTES) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const root = page.locator('#root');
      await expect(root, path).toHaveAttribute('data-prerendered-path', path);
      // Without the app: the loader routes show their loader, a course its title.
      if (path === '/courses/1/1') {
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        // A tap on share before the app runs shares the whole address, in the page's language.
        const href = (await page.locator('a[href^="https://wa.me/?text="]').getAttribute('href'))!;
        const text = new URL(href).searchParams.get('text')!;
        expect(text.slice(text.lastIndexOf(' ') + 1)).toBe(`${new URL(baseURL!).origin}${path}${locale === 'en' ? '' : `?lang=${locale}`}`);
      } else await expect(page.locator('.page-loader'), path).toBeVisible();
      expect(await hydrated(page), path).toBe(false);
      await expect.poll(() => typeof release === 'function', { message: path }).toBe(true);
      release();
      await expect.poll(() => hydrated(page), { message: path }).toBe(true);
      await expect(page.locator('.page-loader'), path).toHaveCount(0);
      await expect(content(page).first(), path).toBeVisible();
      expect(await isServedNode(page, '#root > .layout'), `${path}: hydrated, not rendered again`).toBe(true);
      expect(messages, path).toEqual([]);
      release = undefined as unknown as () => void;
    }
  });
}

test('a visitor with a stored cart gets the category rendered for them, the cart counted', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() =>
    localStorage.setItem('cartItems', JSON.stringify([{ id: 1, code: 'BIO 201', title: 'Cell Biology', price: '20.00' }])),
  );
  await page.goto('/courses/1');
  await expect(page.locator('.page-loader')).toHaveCount(0);
  await expect(page.locator('.course-card').first()).toBeVisible();
  await expect(
    page
      .locator('.course-card')
      .getByRole('button', { name: /in cart|added/i })
      .first(),
  ).toBeVisible();
});
