import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, saveScreens, screensWanted, test } from './fixtures.ts';
import { appStarted, fastLoaders, pastLoader } from './support/public.ts';

/**
 * Issue 10 in the browser: the switcher, the stored choice, the first visit's Accept-Language,
 * and every route in French and Arabic (lang/dir, nothing wider than a 360 px phone, axe).
 */

const ROUTES = [
  '/',
  '/login',
  '/signup',
  '/profile',
  '/forgot-password',
  '/coursecat',
  '/courses/1',
  '/courses/2',
  '/payment',
  '/tutors',
  '/tutors/1',
  '/tutors/9',
  '/docs',
  '/about',
  '/join-team',
  '/no-such-page',
];

/**
 * Past the route's loader (its minimum jumped over where the test called fastLoaders), its first
 * heading drawn, the app running (a prerendered page is readable before its scripts: decision
 * 044) and its entrance transitions over, so axe measures the colours the visitor ends up
 * reading, not a section halfway through fading in.
 */
async function settle(page: Page): Promise<void> {
  await pastLoader(page);
  await expect(page.locator('h1, h2').first()).toBeVisible();
  await appStarted(page);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** The stored choice of language, for every page the test opens; loaders jumped over. */
async function chooseLanguage(page: Page, locale: string): Promise<void> {
  await fastLoaders(page);
  await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
}

const pageWidth = (page: Page) =>
  page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: document.documentElement.clientWidth }));

/** The French and Arabic catalogues are i18n-translate's; until they land the index falls back to English. */
const translated = (locale: string) =>
  !readFileSync(join(import.meta.dirname, '..', 'web', 'src', 'messages', locale, 'index.ts'), 'utf8').includes('TEMPORARY');

/** The English catalogue's sentences (three words or more, no placeholder), read from its sources. */
function englishSentences(): string[] {
  const dir = join(import.meta.dirname, '..', 'web', 'src', 'messages', 'en');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => [...readFileSync(join(dir, file), 'utf8').matchAll(/'((?:[^'\\\n]|\\.)*)'/g)].map((m) => m[1]!.replace(/\\'/g, "'")))
    .filter((text) => !text.includes('{') && text.trim().split(/\s+/).length >= 3);
}

test('the switcher changes the language, keeps it in localStorage and in the next page served', async ({ page, context }) => {
  await fastLoaders(page);
  await page.goto('/');
  await settle(page);
  const switcher = page.getByRole('banner').getByRole('combobox');
  await expect(switcher.locator('option')).toHaveText(['English', 'Français', 'العربية']);
  await expect(switcher.locator('option[lang="ar"]')).toHaveText('العربية');

  await switcher.selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('banner').getByRole('combobox')).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ar');

  // The next page arrives from the server already right to left, before any script runs.
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'locale')?.value).toBe('ar');
  const html = await (await page.request.get('/tutors', { headers: { Cookie: 'locale=ar' } })).text();
  expect(html).toContain('<html lang="ar" dir="rtl">');

  await page.reload();
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('banner').getByRole('combobox')).toHaveValue('ar');

  await page.getByRole('banner').getByRole('combobox').selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('the switcher is in the mobile menu too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await fastLoaders(page);
  await page.goto('/');
  await settle(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('banner').getByRole('combobox').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The menu is drawn afresh in Arabic: open it again and look at it.
  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  await expect(page.getByRole('banner').getByRole('combobox')).toHaveValue('ar');
  if (screensWanted) await page.screenshot({ path: join(import.meta.dirname, '..', 'test-results', 'screens', 'ar-mobile-menu-390.png') });
});

test.describe('a first visit', () => {
  test.use({ locale: 'fr-FR' });
  test('takes the language from Accept-Language', async ({ page }) => {
    await fastLoaders(page);
    const response = await page.goto('/coursecat');
    expect(await response?.text()).toContain('<html lang="fr" dir="ltr">');
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('banner').getByRole('combobox')).toHaveValue('fr');
  });
});

/** No English sentence of the spec on screen (what is rendered and not hidden: innerText). */
async function expectNoEnglish(page: Page, route: string, width: number): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(
    ENGLISH.filter((sentence) => text.includes(sentence)),
    `${route} at ${width} px still shows English`,
  ).toEqual([]);
}
const ENGLISH = englishSentences();

// One test per route and language (axe once per screen per locale), so the workers share them.
// In Arabic the same visit also looks for English left on screen, at 360 px and again at 1280 px
// (the phone and the desktop layouts show different parts: the menu, the sidebars).
for (const locale of ['ar', 'fr'] as const) {
  for (const route of ROUTES) {
    test(`${route} in ${locale}: lang and dir, no horizontal scroll at 360 px, accessible${locale === 'ar' ? ', no English left' : ''}`, async ({
      page,
    }) => {
      await chooseLanguage(page, locale);
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(route);
      await settle(page);
      await expect(page.locator('html'), route).toHaveAttribute('lang', locale);
      await expect(page.locator('html'), route).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      const { scroll, view } = await pageWidth(page);
      expect(scroll, `${route} is wider than the phone`).toBeLessThanOrEqual(view);
      await expectAccessible(page);
      // The Arabic catalogue is i18n-translate's; until it lands the index falls back to English.
      if (locale !== 'ar' || !translated('ar')) return;
      await expectNoEnglish(page, route, 360);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.waitForFunction(() => document.documentElement.clientWidth === 1280);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await expectNoEnglish(page, route, 1280);
    });
  }
}

// The desktop navigation from its first width (1,080 px) on: every link on one line, in one row (issue 21).
for (const locale of ['en', 'fr', 'ar'] as const) {
  test(`the desktop navigation keeps each link on one line from 1,080 px in ${locale}`, async ({ page }) => {
    await chooseLanguage(page, locale);
    for (const width of [1080, 1180, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      await settle(page);
      const links = page.locator('.navbar__nav').getByRole('link');
      const boxes = await links.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes.length).toBeGreaterThanOrEqual(5);
      for (const box of boxes) expect(box.height, `${locale} at ${width} px`).toBeLessThanOrEqual(48);
      expect(new Set(boxes.map((box) => Math.round(box.top))).size, `${locale} at ${width} px: one row`).toBe(1);
      const { scroll, view } = await pageWidth(page);
      expect(scroll).toBeLessThanOrEqual(view);
    }
  });
}

// The course page's bar (the way back, Share, the cart): two rows at most on a phone, in every language.
for (const locale of ['en', 'fr', 'ar'] as const) {
  test(`the course page's action bar takes two rows at most at 360 and 390 px in ${locale}`, async ({ page }) => {
    await chooseLanguage(page, locale);
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/courses/2/24');
      await settle(page);
      const bar = page.locator('.course-page__bar');
      const controls = bar.locator(':scope > a, .course-page__tools > *');
      await expect(controls).toHaveCount(3);
      const boxes = await controls.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect));
      // A row: controls whose heights overlap. The way back on one, Share and the cart on the next.
      const rows = boxes.reduce<DOMRect[]>(
        (found, box) => (found.some((row) => box.top < row.bottom && row.top < box.bottom) ? found : [...found, box]),
        [],
      );
      expect(
        rows.length,
        `${locale} at ${width} px: ${boxes.map((b) => `${Math.round(b.top)}-${Math.round(b.bottom)}`).join(', ')}`,
      ).toBeLessThanOrEqual(2);
      const [, share, cart] = boxes;
      expect(Math.round(share!.top)).toBe(Math.round(cart!.top));
      expect(Math.max(share!.right, cart!.right)).toBeLessThanOrEqual(width);
      expect(Math.min(share!.left, cart!.left)).toBeGreaterThanOrEqual(0);
      // The cart keeps its word in its accessible name when only its icon and count show.
      if (locale === 'en') await expect(bar.getByRole('button', { name: /^Cart 0/ })).toBeVisible();
      const { scroll, view } = await pageWidth(page);
      expect(scroll).toBeLessThanOrEqual(view);
    }
  });
}

test("the payment methods and prices on /payment are in the page's language", async ({ page }) => {
  await chooseLanguage(page, 'ar');
  await page.addInitScript(() =>
    localStorage.setItem('cartItems', JSON.stringify([{ id: 24, code: 'I1200', title: 'Data Structures', price: '5' }])),
  );
  await page.goto('/payment');
  await settle(page);
  const howToPay = page.locator('.payment-methods');
  await expect(howToPay.getByRole('heading', { name: 'نقدًا في المكتب' })).toBeVisible();
  await expect(howToPay).not.toContainText('Pay in cash');
  await expect(howToPay.locator('bdi', { hasText: 'DRS-XXXXXX' }).first()).toBeVisible();
  await expect(page.locator('.payment__total bdi')).toHaveText(/^\u200f?5\.00\u00a0\u2066US\$\u2069$/);
});

// Screenshots only, to look at (scripts/screenshots.ts --locale ar takes every screen): not in CI
// unless SAVE_SCREENS=1. The routes' checks in Arabic are the per-route tests above.
test('main screens in Arabic at 390 and 1280 px', async ({ page }) => {
  test.skip(!screensWanted, 'screenshots only: CI takes them with SAVE_SCREENS=1');
  test.slow();
  await chooseLanguage(page, 'ar');
  for (const [name, route] of [
    ['home', '/'],
    ['coursecat', '/coursecat'],
    ['courses-1', '/courses/1'],
    ['tutors', '/tutors'],
    ['tutors-1', '/tutors/1'],
    ['docs', '/docs'],
    ['about', '/about'],
    ['login', '/login'],
  ] as const) {
    await page.goto(route);
    await settle(page);
    await saveScreens(page, `ar-${name}`);
  }
});

// The navigation bar's words are longest in French: the desktop bar must fit every window it is
// shown in (laptops and tablets at 880-1040 px scrolled sideways when it came in at 880 px).
// Steps of 40 px from 360 px cross 880, 920 ... 1040.
for (const locale of ['en', 'fr', 'ar'] as const) {
  test(`the navigation bar fits every window width from 360 to 1400 px in ${locale}, signed out`, async ({ page }) => {
    await chooseLanguage(page, locale);
    await page.goto('/about');
    await settle(page);
    const wider: string[] = [];
    for (let width = 360; width <= 1400; width += 40) {
      await page.setViewportSize({ width, height: 800 });
      await page.waitForFunction((w) => document.documentElement.clientWidth === w, width);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const { scroll, view } = await pageWidth(page);
      if (scroll > view) wider.push(`${width} px: ${scroll - view} px too wide`);
    }
    expect(wider).toEqual([]);
  });
}
