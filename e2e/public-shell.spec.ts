import { expect, test } from './fixtures.ts';
import { expectScrollLocked, gotoHome, PHONE } from './support/public.ts';

/** SPEC section 2 (navigation bar, footer) and section 8 (unknown route). */

test('signed out, the navigation bar offers Login and Register, which open their screens', async ({ page }) => {
  await page.goto('/about');
  const banner = page.getByRole('banner').first();
  await expect(banner.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Register', exact: true })).toBeVisible();
  await expect(banner.getByRole('link', { name: /your profile/i })).toHaveCount(0);

  await banner.getByRole('link', { name: 'Login', exact: true }).click();
  await page.waitForURL('/login');
  await expect(page.getByLabel('Email')).toBeVisible();

  await page.getByRole('banner').first().getByRole('link', { name: 'Register', exact: true }).click();
  await page.waitForURL('/signup');
  await expect(page.getByLabel('Full name')).toBeVisible();
});

test('the main navigation links reach every section of the site', async ({ page }) => {
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, path, heading] of [
    ['Courses', '/coursecat', 'Our Courses'],
    ['Docs', '/docs', 'Documentation'],
    ['About', '/about', 'About Darsak'],
  ] as const) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await page.waitForURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveClass(/is-current/);
  }
  await expect(nav.getByRole('link', { name: 'Tutors', exact: true })).toHaveAttribute('href', '/tutors');
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Darsak, home' })).toHaveAttribute('href', '/');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('the hamburger menu opens, locks page scroll, and Escape closes it and returns focus', async ({ page }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Tutors' })).toBeHidden();
    await expectScrollLocked(page, false);

    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Tutors' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register', exact: true })).toBeVisible();
    await expectScrollLocked(page, true);

    await nav.getByRole('link', { name: 'Tutors' }).focus();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Tutors' })).toBeHidden();
    await expectScrollLocked(page, false);
  });

  test('choosing a link in the hamburger menu navigates and closes the menu', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs' }).click();
    await page.waitForURL('/docs');
    await expect(page.getByRole('heading', { level: 1, name: 'Documentation' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expectScrollLocked(page, false);
  });
});

test('the footer links to plans, testimonials, contact, FAQ, support and the privacy policy, each a real page', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo').last();
  for (const [label, path] of [
    ['Plans', '/plans'],
    ['Testimonials', '/testimonials'],
    ['Contact', '/contact'],
    ['FAQ', '/faq'],
    ['Support', '/support'],
    ['Privacy Policy', '/privacy-policy'],
    ['Courses', '/coursecat'],
    ['Tutors', '/tutors'],
    ['About', '/about'],
    ['Docs', '/docs'],
  ] as const) {
    await expect(footer.getByRole('link', { name: label, exact: true }), label).toHaveAttribute('href', path);
  }
  // The social links leave the site in a new tab.
  for (const name of [/Facebook/, /Instagram/, /LinkedIn/]) {
    const link = footer.getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }

  await expect(footer.getByRole('link', { name: 'Blog', exact: true })).toHaveCount(0);

  // Each is its own page now (issue 10), not the unknown-route page.
  await footer.getByRole('link', { name: 'FAQ', exact: true }).click();
  await page.waitForURL('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
});

test('an unknown route shows Unexpected Application Error! and Back to Home works', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('404 Not Found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await page.waitForURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Learn smarter with Darsak' })).toBeVisible();
});

test('the skip link is the first Tab stop and moves focus to the main content', async ({ page }) => {
  await gotoHome(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  // The next Tab continues inside the content, past the navigation bar.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeFocused();
});
