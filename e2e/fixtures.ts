import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
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

/** The XSRF-TOKEN cookie of a request context, decoded, as the SPA sends it in X-XSRF-TOKEN. */
async function xsrfToken(request: APIRequestContext): Promise<string> {
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  return decodeURIComponent(cookie?.value ?? '');
}

/** Registers through the API like the SPA would (the e-mail is NOT verified); returns when the mail is sent. */
export async function registerAccount(
  request: APIRequestContext,
  account = newAccount(),
): Promise<{ account: Account; mail: CaughtEmail }> {
  await request.get('/sanctum/csrf-cookie');
  const since = Date.now();
  const registered = await request.post('/register', {
    data: { ...account, password_confirmation: account.password },
    headers: { 'X-XSRF-TOKEN': await xsrfToken(request), Accept: 'application/json' },
  });
  expect(registered.status(), await registered.text()).toBe(204);
  return { account, mail: await readEmail(account.email, since) };
}

/** The signed verification link of a verification e-mail. */
export function verificationLink(mail: CaughtEmail): string {
  const link = /https?:\/\/\S+\/email\/verify\/[^\s"<>]+/.exec(mail.text)?.[0];
  expect(link, 'verification link in the e-mail').toBeTruthy();
  return link!;
}

/** A registered account whose e-mail was never verified (login answers 'Your email is not verified.'). */
export async function createUnverifiedAccount(request: APIRequestContext, account = newAccount()): Promise<Account> {
  return (await registerAccount(request, account)).account;
}

/** Registers through the API like the SPA would and opens the verification link from the e-mail. */
export async function createVerifiedAccount(request: APIRequestContext, account = newAccount()): Promise<Account> {
  const { mail } = await registerAccount(request, account);
  const link = new URL(verificationLink(mail));
  const verified = await request.get(link.pathname + link.search, { maxRedirects: 0 });
  expect(verified.status()).toBe(302);
  return account;
}

/**
 * Signs the page's browser context in through the API (POST /login with the CSRF header, then a
 * fresh CSRF cookie like the SPA), for tests where the login screen is not what is tested.
 * Navigate afterwards: an already loaded SPA does not know about the new session.
 */
export async function loginViaApi(page: Page, account: Account): Promise<void> {
  const request = page.context().request;
  await request.get('/sanctum/csrf-cookie');
  const answer = await request.post('/login', {
    data: { email: account.email, password: account.password },
    headers: { 'X-XSRF-TOKEN': await xsrfToken(request), Accept: 'application/json' },
  });
  expect(answer.status(), await answer.text()).toBe(204);
  await request.get('/sanctum/csrf-cookie');
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
  // Judge the screen as it settles, not mid-transition: a section fading in (the about page's
  // reveals) has text at partial opacity, which axe reads as too little contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode: axe runs once in the page itself. The default (runPartial in the page, then
  // finishRun in a second blank page, injecting axe into both) is for cross-origin frames, which no
  // screen has; it took twice as long (measured on /courses/1 at load 14-20: 22-28 s against
  // 12-16 s, the same 49 passes and 0 violations), and the browser tests call this ~150 times.
  // Only violations are read: axe keeps one node, not every node, of what passed or was
  // inapplicable (every rule still runs on every node).
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * Screenshots are for people to look at, not assertions: a run on a workstation saves them (as
 * before), CI (CI set) only with SAVE_SCREENS=1. Playwright's own screenshot of a failing test
 * (playwright.config.ts `screenshot: 'only-on-failure'`) is kept either way.
 */
export const screensWanted = !process.env.CI || process.env.SAVE_SCREENS === '1';

/** The widths every screen is looked at: a phone and a laptop. */
export const SCREEN_WIDTHS = [390, 1280] as const;

/** test-results/screens beside playwright.config.ts (kept even when --output points elsewhere). */
const screensDir = () => join(dirname(test.info().config.configFile ?? process.cwd()), 'test-results', 'screens');

/**
 * Screenshots of the current screen at 390 and 1280 px wide into
 * test-results/screens/<name>-<width>.png; the viewport is restored afterwards. Dialogs are
 * taken as the viewport shows them (fullPage: false), pages whole. Nothing when screenshots are
 * not wanted (`screensWanted`).
 */
export async function saveScreens(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!screensWanted) return;
  const original = page.viewportSize();
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    // A whole-page shot taken while scrolled paints the sticky bar (and the off-screen skip
    // link above it) in the middle of the page: start from the top.
    if (fullPage) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    // Let media-query listeners re-render and layout settle: two animation frames.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.screenshot({
      path: join(screensDir(), `${name}-${width}.png`),
      fullPage,
      animations: 'disabled',
      caret: 'hide',
    });
  }
  if (original) {
    await page.setViewportSize(original);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }
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
        // An unknown order reference answers 404 and shows 'Order Not Found' (issue 7).
        if (/status of 404/.test(message.text()) && /\/api\/orders\//.test(message.location().url)) return;
        // A 404 the UI answers by design: an unknown tutor ('Tutor Not Found').
        if (/status of 404/.test(message.text()) && /\/api\/tutors\/[^/]+$/.test(message.location().url)) return;
        errors.push(`${message.text()} ${message.location().url}`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});
