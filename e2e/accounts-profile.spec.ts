import { makePng } from './fixtures/files.ts';
import { createVerifiedAccount, expect, expectAccessible, login, loginViaApi, newAccount, saveScreens, test } from './fixtures.ts';

test('signed out, the profile asks to log in with Login, Register and Back to Home', async ({ page }) => {
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'You Should Be Logged In To View This Page :)' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(card.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/signup');
  await expect(card.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expectAccessible(page);
  await saveScreens(page, 'accounts-profile-signed-out');
  await card.getByRole('link', { name: 'Register' }).click();
  await page.waitForURL('/signup');
});

test('the name is edited inline: Cancel keeps it, Save shows the new one, which survives a reload', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, newAccount('rename'));
  await loginViaApi(page, account);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: account.name })).toBeVisible();
  await expect(page.getByText(account.email, { exact: true })).toBeVisible();
  await expect(page.getByText('Joined')).toBeVisible();
  await expectAccessible(page);
  await saveScreens(page, 'accounts-profile');

  const editName = page.getByRole('button', { name: 'Edit name' });
  await editName.click();
  const nameInput = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(nameInput).toHaveValue(account.name);
  await expect(nameInput).toBeFocused();
  await nameInput.fill('Someone Else');
  await saveScreens(page, 'accounts-profile-edit-name');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(nameInput).toBeHidden();
  await expect(page.getByRole('heading', { name: account.name })).toBeVisible();
  await expect(editName).toBeFocused();

  const newName = `Zaina ${account.name}`;
  await editName.click();
  await nameInput.fill(newName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: newName })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your name has been updated.' })).toBeVisible();
  // The navigation's round link follows the new first letter.
  await expect(page.getByRole('link', { name: `Your profile, ${newName}` })).toHaveText('Z');

  await page.reload();
  await expect(page.getByRole('heading', { name: newName })).toBeVisible();
  await expect(page.getByRole('link', { name: `Your profile, ${newName}` })).toHaveText('Z');
});

test('the password change refuses a mismatch inline, then the new password logs in', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, newAccount('password'));
  await loginViaApi(page, account);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const form = page.getByRole('form', { name: 'Change Password' });
  await expect(form).toBeVisible();
  const newPassword = `${account.password}-changed`;
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password').fill(`${newPassword}-typo`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toHaveText('Passwords do not match.');
  await expect(form.getByLabel('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await saveScreens(page, 'accounts-profile-edit-password');

  await form.getByLabel('Confirm new password').fill(newPassword);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been updated.' })).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByRole('button', { name: 'Change Password' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await login(page, { ...account, password: newPassword });
  await expect(page.getByRole('link', { name: `Your profile, ${account.name}` })).toBeVisible();
});

test('a picture is uploaded with the plus button and removed with the minus button', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, newAccount('picture'));
  await loginViaApi(page, account);
  await page.goto('/profile');
  const upload = page.getByRole('button', { name: 'Upload profile picture' });
  const remove = page.getByRole('button', { name: 'Remove profile picture' });
  // Without a picture the card shows the name's first letter.
  const initial = page.getByRole('main').getByText(account.name[0]!.toUpperCase(), { exact: true });
  await expect(initial).toHaveText(account.name[0]!.toUpperCase());
  await expect(remove).toHaveCount(0);

  const chooser = page.waitForEvent('filechooser');
  await upload.click();
  await (await chooser).setFiles(await makePng());
  const picture = page.getByRole('img', { name: `Profile picture of ${account.name}` });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', /\/media\/avatars\/[0-9a-f-]{36}\.webp$/);
  // The served picture really loads (re-encoded by the server, 64 px square as sent).
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(remove).toBeVisible();
  await expect(upload).toHaveCount(0);
  await expect(initial).toHaveCount(0);
  await saveScreens(page, 'accounts-profile-picture');

  await page.reload();
  await expect(picture).toBeVisible();
  await remove.click();
  await expect(picture).toHaveCount(0);
  await expect(initial).toHaveText(account.name[0]!.toUpperCase());
  await expect(upload).toBeVisible();
  await expect(remove).toHaveCount(0);
});
