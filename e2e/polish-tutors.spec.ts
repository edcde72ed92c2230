import { expect, expectAccessible, saveScreens, test } from './fixtures.ts';

test('every tutor that /tutors lists has a profile, and an unknown id shows Tutor Not Found', async ({ page }) => {
  await page.goto('/tutors');
  const links = page.getByRole('link', { name: 'View Profile' });
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((list) => list.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThanOrEqual(6);
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Tutor Not Found');
    await expect(page.getByText('Hourly rate')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Tutor rating' }).getByText(/\d+ reviews?/)).toBeVisible();
  }
  await page.goto('/tutors/9999');
  await expect(page.getByRole('heading', { level: 1, name: 'Tutor Not Found' })).toBeVisible();
});

test('on a phone the price, message, booking and rating stay in reach on a tutor profile', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/tutors/1');
  const bar = page.getByRole('complementary', { name: /^Contact / });
  await expect(bar).toBeInViewport();
  await expect(bar.getByRole('button', { name: /Book Session/ })).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight / 2, behavior: 'instant' }));
  await expect(bar).toBeInViewport();
  // Dated reviews in the slider.
  await expect(page.locator('.review-slider time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  await expectAccessible(page);
  await bar.getByRole('button', { name: 'Rate Tutor' }).click();
  await expect(page.getByRole('dialog', { name: 'Rate Tutor' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(bar).toBeHidden(); // the contact card sits beside the profile there
  await saveScreens(page, 'polish-tutor-profile');
});
