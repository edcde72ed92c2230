import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, screensWanted, test } from './fixtures.ts';
import { addToCart, cartToggle, DESKTOP, gotoCourses, gotoHome, gotoPastLoader, PHONE, settleForScreenshot } from './support/public.ts';

/**
 * Every screen of the spec at 390 px and 1280 px: wait for the content, check accessibility
 * (axe: no serious or critical violation) and save a full-page screenshot to look at:
 * test-results/screens/<route-name>-<width>.png (not in CI unless SAVE_SCREENS=1: `screensWanted`).
 */

const SCREENS_DIR = join(import.meta.dirname, '..', 'test-results', 'screens');
mkdirSync(SCREENS_DIR, { recursive: true });

const CART = [
  { id: 1, code: 'B1100', title: 'Cell Biology', price: '5' },
  { id: 24, code: 'I1200', title: 'Data Structures', price: '5' },
];

type Screen = {
  name: string;
  path: string;
  /** What a user waits for: the screen's own content, past any loader. */
  ready: (page: Page) => Locator;
  cart?: typeof CART;
};

const h1 = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name, exact: true });

const SCREENS: Screen[] = [
  { name: 'home', path: '/', ready: h1('Learn smarter with Darsak') },
  { name: 'login', path: '/login', ready: (page) => page.getByRole('button', { name: 'Log In' }) },
  { name: 'signup', path: '/signup', ready: (page) => page.getByRole('button', { name: 'Sign Up' }) },
  { name: 'profile', path: '/profile', ready: (page) => page.getByText('You Should Be Logged In To View This Page :)') },
  { name: 'forgot-password', path: '/forgot-password', ready: (page) => page.getByRole('button', { name: 'Send Reset Link' }) },
  { name: 'coursecat', path: '/coursecat', ready: h1('Our Courses') },
  { name: 'courses-1', path: '/courses/1', ready: h1('Biochemistry Courses') },
  { name: 'courses-2', path: '/courses/2', ready: h1('Computer Science and Mathematics Courses') },
  { name: 'payment-empty', path: '/payment', ready: (page) => page.getByRole('heading', { name: 'Your cart is empty' }) },
  {
    name: 'payment-items',
    path: '/payment',
    cart: CART,
    ready: (page) => page.getByRole('button', { name: /^Confirm Payment/ }),
  },
  { name: 'tutors', path: '/tutors', ready: (page) => page.getByRole('link', { name: 'View Profile' }).first() },
  { name: 'tutors-1', path: '/tutors/1', ready: h1('Rana Haddad') },
  { name: 'tutors-2', path: '/tutors/2', ready: h1('Karim Nassar') },
  { name: 'tutors-9', path: '/tutors/9', ready: h1('Tutor Not Found') },
  { name: 'docs', path: '/docs', ready: h1('Documentation') },
  { name: 'about', path: '/about', ready: h1('About Darsak') },
  { name: 'join-team', path: '/join-team', ready: h1('Authentication Required') },
  { name: 'unknown-route', path: '/no-such-page', ready: h1('Unexpected Application Error!') },
];

/** A full-page shot, the page brought into its final state first (reveals run, lazy images loaded). */
async function shoot(page: Page, name: string, width: number): Promise<void> {
  if (!screensWanted) return;
  await settleForScreenshot(page);
  await page.screenshot({ path: join(SCREENS_DIR, `${name}-${width}.png`), fullPage: true, animations: 'disabled' });
}

/** The viewport as it is (an overlay open). */
async function capture(page: Page, file: string): Promise<void> {
  if (screensWanted) await page.screenshot({ path: join(SCREENS_DIR, file), animations: 'disabled' });
}

// One test per screen and width: the parts are independent, and two half-length tests share the
// workers instead of one running past its timeout on a loaded machine (two axe passes of
// /courses/1 and two full-page shots took over 120 s at load 25).
for (const screen of SCREENS) {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`${screen.name} (${screen.path}) is accessible and captured at ${viewport.width} px`, async ({ page }) => {
      if (screen.cart) {
        const items = JSON.stringify(screen.cart);
        await page.addInitScript((value) => localStorage.setItem('cartItems', value), items);
      }
      await page.setViewportSize(viewport);
      await gotoPastLoader(page, screen.path);
      await expect(screen.ready(page)).toBeVisible();
      await expectAccessible(page);
      await shoot(page, screen.name, viewport.width);
    });
  }
}

test('overlays (menu, search results, cart, rating dialog) are accessible and captured', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await gotoHome(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tutors' })).toBeVisible();
  await expectAccessible(page);
  await capture(page, `menu-open-${PHONE.width}.png`);
  await page.keyboard.press('Escape');

  await page.getByRole('searchbox', { name: 'Course title or code' }).fill('bio');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Search Results' })).toBeVisible();
  await expectAccessible(page);
  await capture(page, `search-results-${PHONE.width}.png`);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Rate the platform' }).click();
  await expect(page.getByRole('dialog', { name: 'Rate Platform' })).toBeVisible();
  await expectAccessible(page);
  await capture(page, `rating-dialog-${PHONE.width}.png`);
  await page.keyboard.press('Escape');

  await gotoCourses(page, 1, 'Biochemistry Courses');
  await addToCart(page, 'Cell Biology');
  await addToCart(page, 'Principles of Genetics');
  const reviews = page.getByRole('article', { name: 'Cell Biology' }).getByRole('button', { name: 'Show Reviews' });
  await reviews.click();
  await cartToggle(page).click();
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
  await expectAccessible(page);
  await capture(page, `cart-open-${PHONE.width}.png`);
  await page.setViewportSize(DESKTOP);
  await capture(page, `cart-open-${DESKTOP.width}.png`);
  await page.keyboard.press('Escape');
  const carousel = page.getByRole('region', { name: 'Reviews of Cell Biology' });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByText('Lara Khoury')).toBeInViewport();
  await capture(page, `course-reviews-${DESKTOP.width}.png`);
});
