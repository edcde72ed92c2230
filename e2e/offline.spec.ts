import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, expect, test as base, type Page } from '@playwright/test';
import { createVerifiedAccount, loginViaApi, saveScreens } from './fixtures.ts';
import { addToCart, gotoPastLoader, pastLoader, storedCart } from './support/public.ts';

/**
 * Issue 24 (decision 083): the installable app. Service workers are allowed here only (the
 * config blocks them for every other spec). Offline answers log 'Failed to load resource' by
 * design, so this spec fails on uncaught page errors, not on the console.
 */
const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});
test.use({ serviceWorkers: 'allow' });
// One at a time: the update test rewrites the built sw.js that the others install.
test.describe.configure({ mode: 'serial' });

/** Waits until the service worker is active and controls the page (its install fetched the public pages ahead). */
async function serviceWorkerControls(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active && navigator.serviceWorker.controller)),
      {
        timeout: 60_000,
      },
    )
    .toBe(true);
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

test('installable: manifest in the page language with maskable icons, /sw.js revalidated with its scope, Chromium finds no installability error', async ({
  page,
  request,
  browserName,
  baseURL,
}) => {
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(sw.headers()['service-worker-allowed']).toBe('/');
  expect(sw.headers()['content-type']).toMatch(/javascript/);
  // The page's CSP lets the worker and the manifest load (default-src 'self' covers both).
  const home = await request.get('/');
  const csp = home.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).not.toMatch(/worker-src|manifest-src/);

  for (const [lang, description] of [
    ['en', /Courses and tutors/],
    ['fr', /Des cours et des tuteurs/],
    ['ar', /مقررات ومدرّسون/],
  ] as const) {
    const html = await (await request.get(`/docs?lang=${lang}`)).text();
    expect(html).toContain(`<link rel="manifest" href="/manifest-${lang}.webmanifest"`);
    const manifest = (await (await request.get(`/manifest-${lang}.webmanifest`)).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'Darsak',
      short_name: 'Darsak',
      start_url: '/',
      display: 'standalone',
      lang,
      theme_color: '#1d4ed8',
      background_color: '#f8fafc',
    });
    expect(manifest.description).toMatch(description);
    const icons = manifest.icons as Array<{ src: string; sizes: string; purpose: string }>;
    for (const size of ['192x192', '512x512']) {
      for (const purpose of ['any', 'maskable']) {
        const icon = icons.find((i) => i.sizes === size && i.purpose === purpose);
        expect(icon, `${purpose} ${size}`).toBeTruthy();
        const png = await request.get(icon!.src);
        expect(png.headers()['content-type']).toBe('image/png');
        const body = await png.body();
        // PNG's IHDR: width and height at bytes 16 and 20.
        expect([body.readUInt32BE(16), body.readUInt32BE(20)].join('x')).toBe(size);
      }
    }
  }

  // Chromium never offers to install from an incognito window (Playwright's contexts are): a
  // persistent profile, as a student's browser has.
  const profile = mkdtempSync(join(tmpdir(), 'darsak-pwa-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: browserName === 'chromium' ? (test.info().project.use.launchOptions?.executablePath ?? undefined) : undefined,
    args: ['--no-sandbox', '--disable-gpu'],
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const installed = browser.pages()[0] ?? (await browser.newPage());
    await gotoPastLoader(installed, '/');
    await serviceWorkerControls(installed);
    const cdp = await browser.newCDPSession(installed);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(url).toMatch(/\/manifest-en\.webmanifest$/);
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
  // The same page in the test's own context: the worker controls it too.
  await gotoPastLoader(page, '/');
  await serviceWorkerControls(page);
});

test('after one visit: catalogue, cart, My orders and an order page open offline; a write offline keeps its input; logout clears the private cache', async ({
  page,
  context,
}) => {
  const account = await createVerifiedAccount(context.request);
  await loginViaApi(page, account);
  // An order placed earlier (through the API as the SPA does).
  const token = decodeURIComponent((await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value);
  const placed = await context.request.post('/api/orders', {
    data: { course_ids: [1] },
    headers: { 'X-XSRF-TOKEN': token, Accept: 'application/json' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { reference } = (await placed.json()) as { reference: string };

  // One visit online: the home page, My orders and the order page.
  await gotoPastLoader(page, '/');
  await serviceWorkerControls(page);
  await gotoPastLoader(page, '/profile');
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: reference })).toContainText('Pending payment');
  await gotoPastLoader(page, `/orders/${reference}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  const privateCaches = (await cacheNames(page)).filter((name) => name.startsWith('darsak-user-'));
  expect(privateCaches).toHaveLength(1);
  expect(privateCaches[0]).toMatch(/^darsak-user-u\d+$/);

  await context.setOffline(true);

  // The catalogue, never opened online, from the precache and the pages and public reads fetched
  // ahead: a category opens in the home page's shell, whose lean catalogue sends it to GET
  // /api/catalogue (decision 074), and /tutors reads GET /api/tutors in the page's language.
  await gotoPastLoader(page, '/coursecat');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Courses' })).toBeVisible();
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('You are offline.');
  await gotoPastLoader(page, '/courses/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await addToCart(page, 'Cell Biology');
  await gotoPastLoader(page, '/tutors');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Tutors' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Profile' }).first()).toBeVisible();
  await gotoPastLoader(page, '/docs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await gotoPastLoader(page, '/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The cart works; Confirm Payment says it needs the network and keeps the cart.
  await gotoPastLoader(page, '/payment');
  await expect(page.getByText('Cell Biology').first()).toBeVisible();
  await page.getByRole('button', { name: /^Confirm Payment/ }).click();
  await expect(page.getByText(/This needs the network\. You are offline: what you entered is kept/)).toBeVisible();
  expect(await storedCart(page)).toHaveLength(1);
  await saveScreens(page, 'offline-payment', { fullPage: false });

  // My orders and the order page, as last seen, with the time of that data.
  await gotoPastLoader(page, '/profile');
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: reference })).toContainText('Pending payment');
  await gotoPastLoader(page, `/orders/${reference}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  await expect(page.getByText('Pending payment')).toBeVisible();
  await expect(page.getByRole('region', { name: 'How to pay' })).toBeVisible();
  await expect(banner).toContainText(/Data last updated at .*\d/);
  await saveScreens(page, 'offline-order', { fullPage: false });

  // A profile edit offline: the message, and the typed name still in its field.
  await gotoPastLoader(page, '/profile');
  await page.getByRole('button', { name: 'Edit name' }).click();
  const nameField = page.getByLabel('Name', { exact: true });
  await nameField.fill('Offline Name');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText('This needs the network');
  await page.keyboard.press('Escape');
  await expect(nameField).toHaveValue('Offline Name');

  // Back online: the banner goes.
  await context.setOffline(false);
  await expect(banner).toBeHidden();

  // Logout deletes the private cache.
  await gotoPastLoader(page, '/profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('/');
  await expect.poll(async () => (await cacheNames(page)).filter((name) => name.startsWith('darsak-user-'))).toEqual([]);
  // Offline again, the orders are not there for whoever uses the browser next.
  await context.setOffline(true);
  await page.goto(`/orders/${reference}`);
  await pastLoader(page);
  await expect(page.getByText('Pending payment')).toBeHidden();
  await context.setOffline(false);
});

test('a new build: the update prompt appears, Refresh moves the page to it', async ({ page }) => {
  const dist = join(process.cwd(), 'web/dist');
  const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => join(dist, name));
  const saved = files.map((file) => readFileSync(file));
  try {
    await gotoPastLoader(page, '/');
    await serviceWorkerControls(page);
    await expect(page.getByTestId('update-prompt')).toBeHidden();
    const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

    // The next build's worker (any byte differs: a new precache list does the same).
    const next = Buffer.concat([saved[0]!, Buffer.from(`\n// next build ${Date.now()}\n`)]);
    writeFileSync(files[0]!, next);
    writeFileSync(files[1]!, brotliCompressSync(next));
    writeFileSync(files[2]!, gzipSync(next));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toBeVisible({ timeout: 60_000 });
    await expect(prompt).toContainText('New version available');
    await saveScreens(page, 'update-prompt', { fullPage: false });
    // The waiting worker does not take over by itself.
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Refresh' }).click()]);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const r = await navigator.serviceWorker.getRegistration();
          return Boolean(r?.active && !r.waiting && navigator.serviceWorker.controller);
        }),
      )
      .toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(first);
    await expect(page.getByTestId('update-prompt')).toBeHidden();
  } finally {
    files.forEach((file, index) => writeFileSync(file, saved[index]!));
  }
});
