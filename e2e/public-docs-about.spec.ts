import { expect, test } from './fixtures.ts';
import { appStarted, pageLoader } from './support/public.ts';

/** SPEC section 2 (Docs, About, Join team) and 9 (docs version 2.1.0). */

const DOC_SECTIONS = ['Getting Started', 'Platform Features', 'For Tutors', 'Payments & Billing', 'FAQ', 'Support'];

test('/docs: the search filters the sections, shows No results found, and clearing restores everything', async ({ page }) => {
  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'Documentation' })).toBeVisible();
  const sectionTitles = page.locator('main section[id]').getByRole('heading', { level: 2 });
  await expect(sectionTitles).toHaveText(DOC_SECTIONS);

  const search = page.getByRole('searchbox', { name: 'Search the documentation' });
  await search.fill('semester plans');
  await expect(sectionTitles).toHaveText(['Payments & Billing']);
  await expect(page.getByRole('heading', { level: 3, name: 'Semester plans' })).toBeVisible();
  await expect(page.getByText('1 matching topic')).toBeVisible();
  // The sidebar follows the search.
  const sidebar = page.getByRole('navigation', { name: 'Documentation sections' });
  await expect(sidebar.getByRole('link')).toHaveCount(1);

  await search.fill('zebra crossing');
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
  await expect(sectionTitles).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();
  await expect(sectionTitles).toHaveText(DOC_SECTIONS);
  await expect(page.getByRole('heading', { name: 'No results found' })).toHaveCount(0);
});

test('/docs shows version 2.1.0, Live Chat and Email Support, and quick links to sign-up, tutors and contact', async ({ page }) => {
  await page.goto('/docs');
  await expect(page.getByText('Version 2.1.0')).toBeVisible();
  await expect(page.getByText(/^Last updated: /)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Live Chat/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  await expect(page.getByRole('link', { name: 'Email Support' })).toHaveAttribute('href', /^mailto:/);

  const quickLinks = page.getByRole('region', { name: 'Quick links' });
  await expect(quickLinks.getByRole('link', { name: /Create an account/ })).toHaveAttribute('href', '/signup');
  await expect(quickLinks.getByRole('link', { name: /Find a tutor/ })).toHaveAttribute('href', '/tutors');
  await expect(quickLinks.getByRole('link', { name: /Contact us/ })).toHaveAttribute('href', '/contact');

  await quickLinks.getByRole('link', { name: /Find a tutor/ }).click();
  await page.waitForURL('/tutors');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Tutors' })).toBeVisible();
  await page.goBack();
  await page
    .getByRole('region', { name: 'Quick links' })
    .getByRole('link', { name: /Create an account/ })
    .click();
  await page.waitForURL('/signup');
});

test('/docs sidebar: choosing a section scrolls to it and marks it current', async ({ page }) => {
  await page.goto('/docs');
  const sidebar = page.getByRole('navigation', { name: 'Documentation sections' });
  await sidebar.getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'FAQ', exact: true })).toBeInViewport();
  await expect(sidebar.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', /.+/);
});

test('/docs sidebar follows an instant jump to the end and back to the top', async ({ page }) => {
  await page.goto('/docs');
  const current = page.getByRole('navigation', { name: 'Documentation sections' }).locator('[aria-current="true"]');
  await expect(current).toHaveText('Getting Started');
  // Instant jumps (no smooth scrolling, as with reduced motion) skip the sections in between.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expect(current).toHaveText('Support');
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(current).toHaveText('Getting Started');
});

test('/about: the section anchors scroll to their sections and Join Our Team opens /join-team', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Darsak' })).toBeVisible();
  await appStarted(page);
  const nav = page.getByRole('navigation', { name: 'About page sections' });
  for (const [label, heading] of [
    ['Meet the Team', 'Meet the Team'],
    ['Our Vision', 'Our Vision'],
    ['Join our Team', 'Join our Team'],
    ['About Us', 'About Us'],
    ['Our Mission', 'Our Mission'],
  ] as const) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    const title = page.getByRole('heading', { level: 2, name: heading, exact: true });
    await expect(title, label).toBeInViewport();
    // The section fades in once it is on screen.
    await expect(title).toBeVisible();
  }
  // The anchors scroll in place: the address stays /about.
  await expect(page).toHaveURL('/about');

  await page.getByRole('link', { name: 'Join Our Team', exact: true }).click();
  await page.waitForURL('/join-team');
  await expect(pageLoader(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?next=%2Fjoin-team');
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup?next=%2Fjoin-team');
});
