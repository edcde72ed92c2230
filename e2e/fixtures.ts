import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { caughtEmails, type CaughtEmail } from './mail-catcher.ts';

export { expect };

export type Account = { name: string; email: string; password: string };

const mailDir = () => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through playwright.config.ts');
  return dir;
};

/** Waits for the next e-mail to `to` received after `since` (ms). */
export async function readEmail(to: string, since = 0, timeoutMs = 20_000): Promise<CaughtEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = caughtEmails(mailDir(), to).filter((m) => m.receivedAt >= since);
    if (found.length) return found[found.length - 1]!;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export const newAccount = (prefix = 'student'): Account => {
  const id = randomBytes(4).toString('hex');
  return { name: `Test ${prefix} ${id}`, email: `${prefix}-${id}@example.com`, password: `pass-${id}-word` };
};

/** Registers through the API like the SPA would and opens the verification link from the e-mail. */
export async function createVerifiedAccount(request: APIRequestContext, account = newAccount()): Promise<Account> {
  await request.get('/sanctum/csrf-cookie');
  const xsrf = async () =>
    decodeURIComponent((await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const since = Date.now();
  const registered = await request.post('/register', {
    data: { ...account, password_confirmation: account.password },
    headers: { 'X-XSRF-TOKEN': await xsrf(), Accept: 'application/json' },
  });
  expect(registered.status(), await registered.text()).toBe(204);
  const mail = await readEmail(account.email, since);
  const link = /https?:\/\/\S+\/email\/verify\/[^\s"<>]+/.exec(mail.text)?.[0];
  expect(link, 'verification link in the e-mail').toBeTruthy();
  const verified = await request.get(new URL(link!).pathname + new URL(link!).search, { maxRedirects: 0 });
  expect(verified.status()).toBe(302);
  return account;
}

/** Signs in through the login screen. */
export async function login(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: /log ?in|sign ?in/i }).click();
  await expect(page.getByText(`Welcome back, ${account.name}!`)).toBeVisible();
  await page.waitForURL('/');
}

/** axe-core: no serious or critical violation on the current page. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Every test fails on a console.error or an uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // Chromium logs every 4xx answer; the ones the UI handles by design are not errors
        // (401 = signed out, 422 = validation, 403/419/429 = refused and shown to the user).
        if (/^Failed to load resource: the server responded with a status of (401|403|419|422|429)/.test(message.text())) return;
        errors.push(`${message.text()} ${message.location().url}`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});
