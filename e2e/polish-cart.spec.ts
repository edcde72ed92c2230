import { expect, expectAccessible, saveScreens, test } from './fixtures.ts';

/** Issue 8: on /courses/{id} the cart control with its count stays in reach at every scroll position. */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`keeps the cart and its count in reach after adding the last course (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/courses/1');
    // One cart button, in the toolbar at first.
    const cart = page.getByRole('button', { name: /^Cart \d+ items?$/ });
    await expect(cart).toBeInViewport();
    await expect(cart).not.toHaveClass(/cart-toggle--floating/);

    // The last course of the list, far below the toolbar.
    const last = page.getByRole('article').last();
    await last.scrollIntoViewIfNeeded();
    await expect(page.locator('.catalog-toolbar')).not.toBeInViewport();
    await last.getByRole('button', { name: 'Add to Cart' }).click();

    // The same button floats in reach, with the new count.
    const floating = cart;
    await expect(floating).toHaveClass(/cart-toggle--floating/);
    await expect(floating).toBeInViewport();
    await expect(floating).toHaveAccessibleName('Cart 1 item');
    // A compact button in the corner, fully on screen, not a bar across the page.
    const box = (await floating.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.width).toBeLessThan(200);
    if (viewport.width === 390) await saveScreens(page, 'polish-cart-floating', { fullPage: false });
    await expectAccessible(page);

    await floating.click();
    const panel = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(panel.getByRole('listitem')).toHaveCount(1);
    await panel.getByRole('button', { name: 'Close cart' }).click();
    await expect(floating).toBeFocused();

    // Back at the top it sits in the toolbar again.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(cart).not.toHaveClass(/cart-toggle--floating/);
    await expect(cart).toBeInViewport();
  });
}
