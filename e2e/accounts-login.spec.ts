import {
  createUnverifiedAccount,
  createVerifiedAccount,
  expect,
  expectAccessible,
  loginViaApi,
  newAccount,
  saveScreens,
  test,
} from './fixtures.ts';
import type { Page } from '@playwright/test';
import { fastLoaders, pauseClock } from './support/public.ts';

async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

const navLogin = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Login', exact: true });
const navRegister = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Register', exact: true });

test('a wrong password shows the server’s message and stays signed out', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, newAccount('wrong-password'));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expectAccessible(page);
  await saveScreens(page, 'accounts-login');

  await submitLogin(page, account.email, `${account.password}-not`);
  await expect(page.getByRole('alert').filter({ hasText: 'These credentials do not match our records.' })).toBeVisible();
  await expect(page).toHaveURL('/login');
  await expect(navLogin(page)).toBeVisible();
  await saveScreens(page, 'accounts-login-error');
});

test('a verified account is welcomed by name, taken home after 1.5 s and shown signed in', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, newAccount('login'));
  await fastLoaders(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  // The page's time stands still from here: the 1.5 s are the page's, moved on by the test.
  await pauseClock(page);
  await page.getByRole('button', { name: 'Log In' }).click();

  const welcome = page.getByRole('status').filter({ hasText: `Welcome back, ${account.name}!` });
  await expect(welcome).toBeVisible();
  // POST_LOGIN_REDIRECT_MS: the welcome stays for 1.5 s, then the page goes home.
  await page.clock.runFor(1_499);
  await expect(welcome).toBeVisible();
  expect(await page.evaluate(() => location.pathname)).toBe('/login');
  await page.clock.runFor(1);
  await page.waitForURL('/');
  await page.clock.resume();

  const profileLink = page.getByRole('link', { name: `Your profile, ${account.name}` });
  await expect(profileLink).toBeVisible();
  await expect(profileLink).toHaveText(account.name[0]!.toUpperCase());
  await expect(navLogin(page)).toHaveCount(0);
  await expect(navRegister(page)).toHaveCount(0);
});

test('an unverified account is told its e-mail is not verified and stays signed out', async ({ page, request }) => {
  const account = await createUnverifiedAccount(request, newAccount('unverified'));
  await page.goto('/login');
  await submitLogin(page, account.email, account.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Your email is not verified.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeVisible();
  await expect(page).toHaveURL('/login');
  await expect(navLogin(page)).toBeVisible();
  const me = await page.request.get('/api/user', { headers: { Accept: 'application/json' } });
  expect(me.status()).toBe(401);
});

test('logging out from the profile returns home signed out', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, newAccount('logout'));
  await loginViaApi(page, account);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: account.name })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('/');
  await expect(navLogin(page)).toBeVisible();
  await expect(navRegister(page)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Your profile/ })).toHaveCount(0);
  const me = await page.request.get('/api/user', { headers: { Accept: 'application/json' } });
  expect(me.status()).toBe(401);
});
