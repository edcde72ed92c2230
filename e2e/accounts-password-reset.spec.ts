import { createVerifiedAccount, expect, expectAccessible, newAccount, readEmail, saveScreens, test, type Account } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { fastLoaders, pauseClock } from './support/public.ts';

/** The reset-code alphabet (no 0/O, 1/I). */
const CODE = /^\s*([ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6})\s*$/m;

/**
 * /forgot-password → 'Send Reset Link' → /verify-code; resolves to the e-mailed code. The page's
 * clock is installed before the page opens and stands still from the click (the countdown starts
 * then and reads 10:00 until the test moves the page's time on); `page.clock.resume()` lets it flow.
 */
async function requestCode(page: Page, account: Account): Promise<string> {
  await fastLoaders(page);
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(account.email);
  const since = Date.now();
  await pauseClock(page);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.waitForURL('/verify-code');
  const mail = await readEmail(account.email, since);
  expect(mail.subject).toBe('Your Darsak password reset code');
  const code = CODE.exec(mail.text)?.[1];
  expect(code, `a 6-character code in:\n${mail.text}`).toBeTruthy();
  return code!;
}

/** Another code of the same alphabet: the last character moved one place along. */
const wrongCodeFor = (code: string) => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const last = code[5]!;
  return code.slice(0, 5) + alphabet[(alphabet.indexOf(last) + 1) % alphabet.length];
};

test('a forgotten password is reset with the e-mailed code, and only the new password logs in', async ({ page, request }) => {
  // A long flow (three axe passes, six full-page shots, two e-mails): at load 25 on two cores it
  // ran past 120 s (the timeout then; now 180 s for every test, three times that here).
  test.slow();
  const account = await createVerifiedAccount(request, newAccount('reset'));
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expectAccessible(page);
  await saveScreens(page, 'accounts-forgot-password');

  const code = await requestCode(page, account);
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await expect(page.getByText(`We sent a 6-character code to ${account.email}.`)).toBeVisible();
  // The countdown starts at 10:00 and ticks every second of the page's time.
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText('10:00');
  const [expiry, now] = await page.evaluate(() => [Number(localStorage.getItem('code_expiry_time')), Date.now()]);
  expect(expiry - now).toBe(600_000);
  await page.clock.runFor(1_000);
  await expect(timer).toHaveText('09:59');
  await page.clock.runFor(59_000);
  await expect(timer).toHaveText('09:00');
  await page.clock.resume();
  await expectAccessible(page);
  await saveScreens(page, 'accounts-verify-code');

  const codeInput = page.getByLabel('Verification code');
  await expect(codeInput).toHaveAttribute('maxlength', '6');
  await codeInput.fill(wrongCodeFor(code).toLowerCase());
  await expect(codeInput).toHaveValue(wrongCodeFor(code)); // upper-cased as typed
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The code is invalid.' })).toBeVisible();
  await expect(page).toHaveURL('/verify-code');

  await codeInput.fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await page.waitForURL('/reset-password');
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText(`Set a new password for ${account.email}.`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Code verified!' })).toBeVisible();
  await expectAccessible(page);
  await saveScreens(page, 'accounts-reset-password');

  const newPassword = `${account.password}-renewed`;
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await pauseClock(page);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  const success = page.getByRole('status').filter({ hasText: 'Password reset successful! You can now log in.' });
  await expect(success).toBeVisible();
  // POST_RESET_REDIRECT_MS: the page's 1.5 s, then /login.
  await page.clock.runFor(1_499);
  await expect(success).toBeVisible();
  expect(await page.evaluate(() => location.pathname)).toBe('/reset-password');
  await page.clock.runFor(1);
  await page.waitForURL('/login');
  await page.clock.resume();
  expect(await page.evaluate(() => localStorage.getItem('code_expiry_time'))).toBeNull();

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'These credentials do not match our records.' })).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Welcome back, ${account.name}!` })).toBeVisible();
  await page.waitForURL('/');
  await expect(page.getByRole('link', { name: `Your profile, ${account.name}` })).toBeVisible();
});

test('opening /verify-code or /reset-password directly redirects to /login', async ({ page }) => {
  await page.goto('/verify-code');
  await page.waitForURL('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.goto('/reset-password');
  await page.waitForURL('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('an expired code shows Expired and disables the code input and the button', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, newAccount('expired'));
  await requestCode(page, account);
  await expect(page.getByRole('timer')).toHaveText('10:00');
  await page.clock.resume();

  // Ten minutes later: the stored expiry is in the past when the user comes back to the
  // page (a reload keeps the flow's state: e-mail and verified flag live in the history entry).
  await page.evaluate(() => localStorage.setItem('code_expiry_time', String(Date.now() - 1_000)));
  await page.reload();
  await expect(page).toHaveURL('/verify-code');
  await expect(page.getByRole('timer')).toHaveText('Expired');
  await expect(page.getByRole('alert')).toContainText('The code has expired. Please request a new one.');
  await expect(page.getByLabel('Verification code')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Verify Code' })).toBeDisabled();
  await expectAccessible(page);
  await saveScreens(page, 'accounts-verify-code-expired');

  await page.getByRole('link', { name: 'Request a new code' }).click();
  await page.waitForURL('/forgot-password');
});
