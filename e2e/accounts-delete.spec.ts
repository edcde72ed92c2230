import { createVerifiedAccount, expect, expectAccessible, loginViaApi, newAccount, saveScreens, test } from './fixtures.ts';

test('deleting the account asks first, then signs out, goes home, and the account can no longer log in', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, newAccount('delete'));
  await loginViaApi(page, account);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: account.name })).toBeVisible();

  // Cancel first: nothing happens.
  const deleteButton = page.getByRole('button', { name: 'Delete Account' });
  await deleteButton.click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete your account?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await saveScreens(page, 'accounts-delete-confirm', { fullPage: false });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { name: account.name })).toBeVisible();

  await deleteButton.click();
  await confirm.getByRole('button', { name: 'Delete Account' }).click();
  await page.waitForURL('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Register', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Your profile/ })).toHaveCount(0);

  await banner.getByRole('link', { name: 'Login', exact: true }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'These credentials do not match our records.' })).toBeVisible();
  await expect(page).toHaveURL('/login');
});
