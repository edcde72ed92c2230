import { createVerifiedAccount, expect, expectAccessible, loginViaApi, newAccount, saveScreens, test } from './fixtures.ts';

/** A course of category 1 that no other spec rates: its summary is ours to check. */
const COURSE = { id: 8, title: 'Principles of Genetics' };

type Summary = { subject_id: string; average: number; count: number };

test('a signed-in student rates a course 4 stars with feedback and the card shows the new average and count', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, newAccount('rater'));
  const summaryOf = async () => {
    const answer = await request.get(`/api/ratings/summary?type=course&subject_id=${COURSE.id}`);
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as Summary[]).find((s) => s.subject_id === String(COURSE.id));
  };
  const before = (await summaryOf())?.count ?? 0;

  await loginViaApi(page, account);
  await page.goto('/courses/1');
  const card = page.getByRole('article', { name: COURSE.title });
  await card.getByRole('button', { name: 'Rate Course' }).click();

  const dialog = page.getByRole('dialog', { name: 'Rate Course' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(COURSE.title, { exact: true })).toBeVisible();
  await expect(dialog.getByText('No rating yet')).toBeVisible();
  const stars = dialog.getByRole('radiogroup', { name: 'Your rating' });
  const labels = ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent'];
  for (const [index, label] of labels.entries()) {
    await expect(stars.getByRole('radio', { name: `${label} (${index + 1} of 5 stars)` })).not.toBeChecked();
  }

  // Submitting without stars is refused.
  const submit = dialog.getByRole('button', { name: 'Submit Rating' });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  // aria-disabled keeps it focusable and pressable (Playwright's click would refuse it).
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Please select a rating');
  await expect(dialog).toBeVisible();

  // Keyboard: into the group, then the arrow keys move and select (Poor → Very Good).
  await stars.getByRole('radio', { name: 'Poor (1 of 5 stars)' }).focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByText('Poor', { exact: true })).toBeVisible();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: 'Very Good (4 of 5 stars)' })).toBeChecked();
  await expect(dialog.getByText('Very Good', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('');

  const feedback = dialog.getByLabel('Feedback (optional)');
  await feedback.fill('Clear lectures on Mendel and linkage.');
  await expect(dialog.getByText('37/500')).toBeVisible();
  await expect(feedback).toHaveAccessibleDescription('37 of 500 characters used');
  await expectAccessible(page);
  await saveScreens(page, 'accounts-rating-dialog', { fullPage: false });

  // Hold the call until 'Submitting...' has been seen.
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route('**/api/ratings', async (route) => {
    await held;
    await route.continue();
  });
  await submit.click();
  await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await expect(feedback).toBeDisabled();
  release();
  await expect(dialog).toBeHidden();

  await expect(page.getByText('Thanks for your rating')).toBeVisible();

  const after = await summaryOf();
  expect(after?.count).toBe(before + 1);
  if (before === 0) expect(after?.average).toBe(4);
  // One figure on the card (decision 024): the catalogue's score with the students' ratings.
  const count = after!.count;
  await expect(card.getByText(count === 1 ? '(1 rating)' : `(${count} ratings)`)).toBeVisible();
  await expect(
    card.getByText(count === 1 ? "Based on Darsak's score and 1 student rating" : `Based on Darsak's score and ${count} student ratings`),
  ).toBeVisible();
});
