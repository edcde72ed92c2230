import { createVerifiedAccount, expect, expectAccessible, loginViaApi, newAccount, saveScreens, test } from './fixtures.ts';

/** A course of category 2 that no other spec rates. */
const COURSE = { id: 20, anchor: 'course-20' };

test('a signed-out visitor rates, logs in and comes back to the same dialog with the draft, then submits', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, newAccount('drafter'));
  await page.goto(`/courses/2`);
  const card = page.locator(`#${COURSE.anchor}`);
  const title = (await card.getByRole('heading', { level: 2 }).textContent())!;
  await card.getByRole('button', { name: 'Rate Course' }).click();

  const dialog = page.getByRole('dialog', { name: 'Rate Course' });
  await dialog.getByRole('radio', { name: 'Very Good (4 of 5 stars)' }).check({ force: true });
  await dialog.getByLabel('Feedback (optional)').fill('Good pace, clear slides.');
  await dialog.getByRole('button', { name: 'Submit Rating' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Please log in to submit a rating');
  await expectAccessible(page);
  await saveScreens(page, 'polish-rating-signed-out', { fullPage: false });

  await dialog.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/courses/2#${COURSE.anchor}`)}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText(`Welcome back, ${account.name}!`)).toBeVisible();

  // Back on the course list, the same dialog opens by itself with the draft.
  await page.waitForURL(`/courses/2#${COURSE.anchor}`);
  const again = page.getByRole('dialog', { name: 'Rate Course' });
  await expect(again.getByText(title, { exact: true })).toBeVisible();
  await expect(again.getByRole('radio', { name: 'Very Good (4 of 5 stars)' })).toBeChecked();
  await expect(again.getByLabel('Feedback (optional)')).toHaveValue('Good pace, clear slides.');
  await expect(again.getByText('Your rating is as you left it.', { exact: false })).toBeVisible();
  await again.getByRole('button', { name: 'Submit Rating' }).click();
  await expect(again).toBeHidden();
  await expect(page.getByText('Thanks for your rating')).toBeVisible();
  await expect(card.getByText(/\(\d+ ratings?\)/)).toBeVisible();

  // Reopening shows the student's own rating to edit, and says so.
  await card.getByRole('button', { name: 'Rate Course' }).click();
  const edit = page.getByRole('dialog', { name: 'Rate Course' });
  await expect(edit.getByText(/^You rated this on /)).toBeVisible();
  await expect(edit.getByRole('radio', { name: 'Very Good (4 of 5 stars)' })).toBeChecked();
  await expect(edit.getByLabel('Feedback (optional)')).toHaveValue('Good pace, clear slides.');
  await saveScreens(page, 'polish-rating-edit', { fullPage: false });
  await edit.getByRole('button', { name: 'Close' }).click();
  await expect(edit).toBeHidden();
});

test('the login form ignores a ?next= that leaves the app', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, newAccount('nexter'));
  await page.goto(`/login?next=${encodeURIComponent('//evil.example/steal')}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('/');
});

test('course cards show one rating figure with what it is based on', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, newAccount('figure'));
  await loginViaApi(page, account);
  await page.goto('/courses/1');
  const card = page.getByRole('article').first();
  const figure = card.locator('.rating-summary');
  await expect(figure).toHaveCount(1);
  await expect(figure.getByRole('img', { name: /^Rated \d\.\d out of 5: Darsak's score/ })).toBeVisible();
  await expect(figure.getByText(/^Based on Darsak's score|^Darsak's score; no student ratings yet$/)).toBeVisible();
  await saveScreens(page, 'polish-course-card', { fullPage: false });
});
