import { expect, test } from './fixtures.ts';

/**
 * A course shared from the French SPA carries the sharer's language (?lang=fr), and a crawler
 * fetching that link (no cookie, no Accept-Language, no JavaScript) reads a French preview.
 */
test('a link shared in French previews in French', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'fr'));
  await page.goto('/courses/2/24');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const share = page.locator('a[href^="https://wa.me/?text="]');
  // The page's language is the stored one, which only the app knows: the server's page (English)
  // gets the French link once the app has started.
  await expect(share).toHaveAttribute('href', /%20https?%3A%2F%2F.+%3Flang%3Dfr$/);
  const text = new URL((await share.getAttribute('href'))!).searchParams.get('text')!;
  const link = new URL(text.slice(text.lastIndexOf(' ') + 1));
  expect(link.pathname + link.search).toBe('/courses/2/24?lang=fr');

  const crawled = await request.get(link.pathname + link.search, { headers: { 'User-Agent': 'WhatsApp/2.23.20 A', Accept: 'text/html' } });
  const html = await crawled.text();
  expect(html).toContain('<meta property="og:locale" content="fr_FR">');
  expect(html).toMatch(/<meta property="og:description" content="[^"]*crédits, semestre/);
  expect(html).toMatch(/<html lang="fr" dir="ltr">/);
});
