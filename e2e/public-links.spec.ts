import { expect, expectAccessible, readEmail, test } from './fixtures.ts';
import { appStarted, gotoPastLoader } from './support/public.ts';

/**
 * Issue 10: no link in the app leads to the error page. Starting from every route, follow every
 * internal link (breadth first, each path once) and check that none shows the error page.
 */
const START = [
  '/',
  '/coursecat',
  '/courses/1',
  '/courses/2/24',
  '/courses/1/9999',
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
    // Past any loader (its minimum jumped over): the screen's own h1 (every screen has one, the error page too).
    await gotoPastLoader(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
    if ((await page.getByRole('heading', { name: ERROR_HEADING }).count()) > 0) broken.push(path);
    const hrefs = await page.locator('a[href]').evaluateAll((links) =>
      links
        .map((a) => new URL((a as HTMLAnchorElement).href))
        .filter((u) => u.origin === location.origin)
        .map((u) => u.pathname),
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
  await appStarted(page);
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

test('a course card links to its page, which has Add to Cart, Rate Course, reviews and Share', async ({ page }) => {
  await page.goto('/courses/2');
  await page.getByRole('link', { name: 'Data Structures', exact: true }).click();
  await page.waitForURL('/courses/2/24');
  await expect(page.getByRole('heading', { level: 1, name: 'Data Structures' })).toBeVisible();
  await expect(page).toHaveTitle('Data Structures · Darsak');
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rate Course' })).toBeVisible();
  await page.getByRole('button', { name: 'Show Reviews' }).click();
  // Desktop Chromium has no share sheet: the WhatsApp link carries the text and the page URL.
  const share = page.getByRole('link', { name: /Share on WhatsApp/ });
  const href = new URL((await share.getAttribute('href'))!);
  expect(href.origin + href.pathname).toBe('https://wa.me/');
  expect(href.searchParams.get('text')).toMatch(/^Data Structures \(I1200\) on Darsak: \$5 http:\/\/[^ ]+\/courses\/2\/24$/);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: /In cart/i })).toBeVisible();
  await expectAccessible(page);
});

test('with the Web Share API, Share opens the share sheet with the course', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { shared: unknown[] }).shared = [];
    Object.defineProperty(navigator, 'share', {
      value: (data: unknown) => {
        (window as unknown as { shared: unknown[] }).shared.push(data);
        return Promise.resolve();
      },
    });
  });
  await page.goto('/courses/2/24');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const shared = await page.evaluate(() => (window as unknown as { shared: { url: string; title: string }[] }).shared);
  expect(shared).toHaveLength(1);
  expect(shared[0]!.title).toBe('Data Structures');
  expect(new URL(shared[0]!.url).pathname).toBe('/courses/2/24');
});

test('an unknown course shows a not-found state with a way back', async ({ page }) => {
  await page.goto('/courses/1/9999');
  await expect(page.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the courses' }).click();
  await page.waitForURL('/courses/1');
});
