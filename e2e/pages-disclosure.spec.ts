import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The FAQ's disclosure widgets (the app's only <details>): the marker sits at the inline start of
 * each question, before its text, in English (left) and in Arabic (right), and turns down when open.
 */

type Geometry = { marker: string; summary: { left: number; right: number }; text: { left: number; right: number }; transform: string };

/** The first question's box, the box of its text, and its marker's computed style. */
const firstQuestion = (page: Page) =>
  page
    .locator('.faq__item summary')
    .first()
    .evaluate((summary): Geometry => {
      const range = document.createRange();
      range.selectNodeContents(summary);
      const text = range.getBoundingClientRect();
      const box = summary.getBoundingClientRect();
      const style = getComputedStyle(summary);
      const marker = getComputedStyle(summary, '::before');
      return {
        marker: `${style.listStyleType}|${marker.content}|${marker.borderInlineStartWidth}`,
        summary: { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) },
        text: { left: text.left, right: text.right },
        transform: marker.transform,
      };
    });

for (const [locale, dir] of [
  ['en', 'ltr'],
  ['ar', 'rtl'],
] as const) {
  test(`FAQ in ${locale}: each question's marker comes before its text, at the ${dir === 'rtl' ? 'right' : 'left'}`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    const summary = page.locator('.faq__item summary').first();
    await expect(summary).toBeVisible();

    const closed = await firstQuestion(page);
    // No built-in marker (engines place it differently in RTL); ours is a drawn triangle.
    expect(closed.marker).toMatch(/^none\|""\|[1-9]/);
    // The text starts a marker's width and a gap after the summary's inline start edge.
    const startGap = dir === 'rtl' ? closed.summary.right - closed.text.right : closed.text.left - closed.summary.left;
    expect(startGap).toBeGreaterThan(8);
    expect(startGap).toBeLessThan(30);

    await summary.click();
    await expect(page.locator('.faq__item').first()).toHaveAttribute('open', '');
    const open = await firstQuestion(page);
    expect(open.transform).not.toBe(closed.transform); // turned to point down
  });
}
