import { expect, expectAccessible, readEmail, test } from './fixtures.ts';

/**
 * Issue 10: no link in the app leads to the error page. Starting from every route, follow every
 * internal link (breadth first, each path once) and check that none shows the error page.
 */
const START = [
  '/',
  '/coursecat',
  '/courses/1',
  '/tutors',
  '/docs',
  '/about',
  '/join-team',
  '/login',
  '/signup',
  '/forgot-password',
  '/payment',
  '/plans',
  '/testimonials',
  '/faq',
  '/support',
  '/contact',
  '/privacy-policy',
];
const ERROR_HEADING = 'Unexpected Application Error!';

test('every internal link from every route reaches a real page', async ({ page }) => {
  test.setTimeout(240_000);
  const seen = new Set<string>(START);
  const queue = [...START];
  const broken: string[] = [];
  while (queue.length) {
    const path = queue.shift()!;
    await page.goto(path);
    // Past any loader: the screen's own h1 (every screen has one, the error page too).
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0, { timeout: 15_000 });
    if ((await page.getByRole('heading', { name: ERROR_HEADING }).count()) > 0) broken.push(path);
    const hrefs = await page.locator('a[href]').evaluateAll((links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href)).filter((u) => u.origin === location.origin).map((u) => u.pathname),
    );
    for (const href of hrefs) {
      if (seen.has(href) || href.startsWith('/media/') || /\.[a-z0-9]+$/i.test(href)) continue;
      seen.add(href);
      queue.push(href);
    }
  }
  expect(broken, 'links that end on the error page').toEqual([]);
  // The crawl really went beyond the start list (course pages, tutors, categories).
  expect(seen.size).toBeGreaterThan(START.length + 5);
});

for (const [path, heading] of [
  ['/plans', 'Plans'],
  ['/testimonials', 'Testimonials'],
  ['/faq', 'Frequently asked questions'],
  ['/support', 'Support'],
  ['/contact', 'Contact us'],
  ['/privacy-policy', 'Privacy policy'],
] as const) {
  test(`${path} is its own accessible page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} · Darsak`);
    await expectAccessible(page);
  });
}

test('the contact form sends a message that reaches the provider’s inbox', async ({ page }) => {
  const since = Date.now();
  const sender = `maya-${since}@example.com`;
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByLabel('Your name')).toBeFocused();
  await page.getByLabel('Your name').fill('Maya Haddad');
  await page.getByLabel('Your e-mail').fill(sender);
  await page.getByLabel('Subject').fill('Paying by OMT');
  await page.getByLabel('Message').fill('Can I pay the Standard Plan by OMT in two parts?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
  const mail = await readEmail('info@darsak.app', since);
  expect(mail.subject).toBe('Contact form: Paying by OMT');
  expect(mail.text).toContain(sender);
});
