import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DESKTOP, expectScrollLocked, gotoHome, pageLoader, PHONE } from './support/public.ts';

/** SPEC section 2 (Home), 3 (plans, testimonials), 4 (search overlay), 5 (rating), 9 (constants). */

test('home shows the loader first, then the header with Get Started and Learn More', async ({ page }) => {
  await page.goto('/', { waitUntil: 'commit' }); // the loader from the first response on
  await expect(pageLoader(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Learn smarter with Darsak' })).toBeVisible();
  await expect(pageLoader(page)).toBeHidden();
  await expect(page.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');
  await expect(page.getByRole('heading', { name: 'What We Offer' })).toBeVisible();
  for (const card of ['Academic Advisor', 'Digital Laboratory', 'Reach Your Goal']) {
    await expect(page.getByRole('heading', { name: card })).toBeVisible();
  }

  await page.getByRole('link', { name: 'Get Started' }).click();
  await page.waitForURL('/coursecat');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Courses' })).toBeVisible();
});

test.describe('course search', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHome(page);
    await expect(page.getByRole('heading', { name: 'Find Your Course, Apply Now!!' })).toBeVisible();
    await expect(page.getByText('Search for courses by title or code.')).toBeVisible();
  });

  test('a title matched in any case opens Search Results, locks scroll, clears the box; close unlocks', async ({ page }) => {
    const box = page.getByRole('searchbox', { name: 'Course title or code' });
    await box.fill('cELL bIOLOGY');
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    const results = page.getByRole('dialog', { name: 'Search Results' });
    await expect(results).toBeVisible();
    await expect(results.getByText('Cell Biology', { exact: true })).toBeVisible();
    await expect(results.getByText('1 course matches “cELL bIOLOGY”.')).toBeVisible();
    await expect(box).toHaveValue('');
    await expectScrollLocked(page, true);

    await results.getByRole('button', { name: 'Close search results' }).click();
    await expect(results).toBeHidden();
    await expectScrollLocked(page, false);
  });

  test('a code matched in any case lists the course, and its link opens the course on its category page', async ({ page }) => {
    const box = page.getByRole('searchbox', { name: 'Course title or code' });
    await box.fill('i1101');
    await box.press('Enter');
    const results = page.getByRole('dialog', { name: 'Search Results' });
    await expect(results.getByText('Algorithms and Programming in C', { exact: true })).toBeVisible();
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(box).toHaveValue('');

    // A code shared by both categories lists both courses.
    await page.keyboard.press('Escape');
    await expect(results).toBeHidden();
    await box.fill('M1100');
    await box.press('Enter');
    await expect(results.getByText('Mathematics for Life Sciences', { exact: true })).toBeVisible();
    await expect(results.getByText('Analysis I: Real Functions', { exact: true })).toBeVisible();

    // The name reads 'View course : {title}' (a visually hidden suffix), hence the loose space.
    await results.getByRole('link', { name: /^View course ?: Analysis I: Real Functions$/ }).click();
    await page.waitForURL('/courses/2#course-14');
    await expect(page.getByRole('heading', { level: 1, name: 'Computer Science and Mathematics Courses' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Analysis I: Real Functions' })).toBeInViewport();
    await expectScrollLocked(page, false);
  });

  test('a query without a match says No results found and a blank query is ignored', async ({ page }) => {
    const box = page.getByRole('searchbox', { name: 'Course title or code' });
    const status = page.getByRole('status').filter({ hasText: 'No results found' });

    await box.fill('quantum basket weaving');
    await box.press('Enter');
    await expect(status).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(box).toHaveValue('quantum basket weaving');

    // Typing again clears the hint; a blank or whitespace query neither searches nor hints.
    await box.fill('   ');
    await expect(status).toHaveCount(0);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('No results found')).toBeHidden();
    await expect(box).toHaveValue('   ');
    await expectScrollLocked(page, false);
  });
});

const topCourseTitles = (page: Page) => page.getByRole('region', { name: 'Top Courses' }).getByRole('heading', { level: 3 });

test('at 1280 px: 4 Top Courses, plans at 19.99, 49.99 and 99.99, testimonials, and Rate the platform asks a visitor to log in', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await gotoHome(page);
  await expect(topCourseTitles(page)).toHaveCount(4);
  // Only courses rated above 4.7 (SPEC section 9).
  const ratedAbove47 = [
    'Cell Biology',
    'General Chemistry: Atomic Structure',
    'Principles of Genetics',
    'Structural Biochemistry',
    'Analysis I: Real Functions',
    'Introduction to Computer Science',
    'Algorithms and Programming in C',
    'Data Structures',
  ];
  for (const title of await topCourseTitles(page).allTextContents()) expect(ratedAbove47).toContain(title);

  const plans = page.getByRole('region', { name: 'Plans for Every Student' });
  for (const [name, type, price] of [
    ['Basic Plan', 'Starter', '$19.99'],
    ['Standard Plan', 'Most Popular', '$49.99'],
    ['Premium Plan', 'Best Value', '$99.99'],
  ] as const) {
    const plan = plans.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(plan.getByText(price, { exact: true })).toBeVisible();
    await expect(plan.getByText(type, { exact: true })).toBeVisible();
    await expect(plan.getByText('/ semester')).toBeVisible();
    await expect(plan.getByRole('link', { name: new RegExp(`^Choose ${name}`) })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  }

  const testimonials = page.getByRole('region', { name: 'What Our Students Say' });
  await expect(testimonials.getByRole('figure')).toHaveCount(6);
  await expect(testimonials.getByText('Rayan Abou Jaoude')).toBeVisible();
  await expect(testimonials.getByRole('img', { name: /^Rated [1-5] out of 5$/ })).toHaveCount(6);

  // The about section's 'Rate the platform' opens the shared rating dialog.
  const rate = page.getByRole('button', { name: 'Rate the platform' });
  await rate.click();
  const dialog = page.getByRole('dialog', { name: 'Rate Platform' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Darsak', { exact: true })).toBeVisible();
  // No stars yet: Submit Rating stays disabled. Signed out the stars work; submitting asks for a login.
  await expect(dialog.getByRole('button', { name: 'Submit Rating' })).toHaveAttribute('aria-disabled', 'true');
  await dialog.getByRole('radio', { name: /^Excellent/ }).check({ force: true });
  await dialog.getByRole('button', { name: 'Submit Rating' }).click();
  await expect(dialog.getByText('Please log in to submit a rating')).toBeVisible();
  await expectScrollLocked(page, true);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(rate).toBeFocused();
  await expectScrollLocked(page, false);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('Top Courses shows 2 courses', async ({ page }) => {
    await gotoHome(page);
    await expect(topCourseTitles(page)).toHaveCount(2);
  });
});
