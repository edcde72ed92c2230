import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, expectAccessible, createVerifiedAccount, loginViaApi, newAccount, saveScreens, test } from './fixtures.ts';

/** issue 20: the money desk, from an order's detail screen to the reports. */

function grantAdmin(email: string): void {
  execFileSync(process.execPath, ['server/src/cli/admin.ts', 'grant', email], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, NODE_ENV: 'development', REDIS_URL: '' },
    stdio: 'pipe',
  });
}

async function xsrfToken(request: APIRequestContext): Promise<string> {
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  return decodeURIComponent(cookie?.value ?? '');
}

async function adminPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: { width, height: 900 } });
  const account = await createVerifiedAccount(context.request, newAccount('cashier'));
  grantAdmin(account.email);
  const page = await context.newPage();
  await loginViaApi(page, account);
  return page;
}

test('an admin takes a payment in lira, then the rest in dollars; the order is paid with a receipt; the reports add it up', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  for (const width of [1280, 390]) {
    const admin = await adminPage(browser, width);
    const request = admin.context().request;
    const placed = await request.post('/api/orders', {
      data: { course_ids: [1, 2] },
      headers: { 'X-XSRF-TOKEN': await xsrfToken(request), Accept: 'application/json' },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { reference, total } = (await placed.json()) as { reference: string; total: string };
    const rate = await request.post('/api/admin/lbp-rate', {
      data: { rate: 89500 },
      headers: { 'X-XSRF-TOKEN': await xsrfToken(request), Accept: 'application/json' },
    });
    expect(rate.status()).toBe(201);

    await admin.goto('/admin/orders');
    await admin.getByRole('link', { name: reference, exact: true }).click();
    await expect(admin.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
    await expect(admin.getByText('LBP (indicative)')).toBeVisible();

    const form = admin.getByRole('form', { name: 'Record a payment' });
    await form.getByLabel('Currency').selectOption('LBP');
    await form.getByLabel('Amount').fill(String(Math.round((Number(total) / 2) * 89500)));
    await form.getByLabel('Rate (LBP per USD)').fill('89500');
    await form.getByLabel('Method').selectOption('omt');
    await form.getByLabel('Transfer or receipt no.').fill('OMT 5512');
    await form.getByRole('button', { name: 'Record the payment' }).click();
    await expect(admin.getByText('Payment recorded.')).toBeVisible();
    await expect(admin.getByRole('table').first()).toContainText('OMT 5512');
    await saveScreens(admin, `admin-order-partly-paid-${width}`);
    await expectAccessible(admin);

    await form.getByLabel('Currency').selectOption('USD');
    await form.getByRole('button', { name: 'Record the payment' }).click();
    await expect(admin.getByText('Receipt', { exact: true })).toBeVisible();
    await expect(admin.getByRole('link', { name: 'Download the receipt (PDF)' })).toBeVisible();
    await expect(admin.getByRole('form', { name: 'Record a refund' })).toBeVisible();
    await saveScreens(admin, `admin-order-paid-${width}`);

    await admin.goto('/admin/reports');
    await expect(admin.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(admin.locator('.money-chart canvas')).toBeVisible();
    await expect(admin.getByRole('link', { name: 'Export payments (CSV)' })).toBeVisible();
    await expect(admin.getByText(/Today’s rate: 89,500 LBP per USD/)).toBeVisible();
    await saveScreens(admin, `admin-reports-${width}`);
    await expectAccessible(admin);

    await admin.goto(`/admin/audit?target=${reference}`);
    await expect(admin.getByRole('table')).toContainText(`recorded a payment of`);
    await expect(admin.getByRole('table')).toContainText(`${reference} is paid in full`);
    await saveScreens(admin, `admin-audit-sentences-${width}`);

    await admin.evaluate(() => localStorage.setItem('locale', 'ar'));
    await admin.goto(`/admin/orders/${reference}`);
    await expect(admin.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(admin.getByRole('heading', { level: 1, name: `الطلب ${reference}` })).toBeVisible();
    await saveScreens(admin, `admin-order-ar-${width}`);
    const { scroll, view } = await admin.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      view: document.documentElement.clientWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(view);
    await admin.context().close();
  }
});

test('a plan on /plans is ordered like a course and its order page opens', async ({ page, context }) => {
  const account = await createVerifiedAccount(context.request);
  await loginViaApi(page, account);
  await page.goto('/plans');
  await page.getByRole('button', { name: 'Order the Standard Plan' }).click();
  await page.waitForURL(/\/orders\/DRS-/);
  // The order page, once it has replaced /plans (whose cards name the plan too).
  const reference = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  await expect(page.getByRole('main').getByText('Standard Plan')).toBeVisible();
  await expect(page.getByText('$49.99').first()).toBeVisible();
  await saveScreens(page, 'order-plan');
  await expectAccessible(page);
});
