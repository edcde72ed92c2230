import { expect, test } from './fixtures.ts';

test('the server serves the SPA on every route', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('#root')).not.toBeEmpty();
});
