import { createVerifiedAccount, expect, expectAccessible, loginViaApi, newAccount, saveScreens, test } from './fixtures.ts';

test('the about page and footer show the configured business details and no placeholder', async ({ page }) => {
  await page.goto('/about');
  const contact = page.locator('.about-join__contact');
  await expect(contact.getByText('Bliss Street, Hamra, Beirut')).toBeVisible();
  // BUSINESS_HOURS in its former free-text form (e2e/global-setup.ts), read and worded in the page's language.
  await expect(contact.getByText('Monday to Friday, 9:00 AM to 5:00 PM (Beirut time)')).toBeVisible();
  await expect(page.getByText(/Placeholders|to be announced/)).toHaveCount(0);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Bliss Street, Hamra, Beirut')).toBeVisible();
  const email = contact.getByRole('link', { name: /@/ });
  expect((await email.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expectAccessible(page);
  await saveScreens(page, 'polish-about');
});

test('sign-up explains itself: rules before typing, the confirmation checked while typing', async ({ page }) => {
  await page.goto('/signup');
  await expect(page).toHaveTitle('Sign up · Darsak');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAccessibleDescription('At least 8 characters.');
  await password.fill('secret12');
  await page.getByLabel('Confirm password').fill('secret13');
  await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription('Passwords do not match.');
  await expectAccessible(page);
  await saveScreens(page, 'polish-signup-mismatch');
  await page.getByLabel('Confirm password').fill('secret12');
  await expect(page.getByText('Passwords match.')).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveTitle('Log in · Darsak');
});

test('profile: a blank name is refused beside the field; Delete Account is quiet', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, newAccount('profiler'));
  await loginViaApi(page, account);
  await page.goto('/profile');
  await expect(page).toHaveTitle('My Profile · Darsak');
  await page.getByRole('button', { name: 'Edit name' }).click();
  await page.getByLabel('Name').fill('  ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Name')).toHaveAccessibleDescription('Please enter your name.');
  const upload = page.getByRole('button', { name: 'Upload profile picture' });
  expect((await upload.boundingBox())!.width).toBeGreaterThanOrEqual(44);
  await expectAccessible(page);
  await saveScreens(page, 'polish-profile');
});

test('home: Top Courses show the one rating figure and 44 px course links', async ({ page }) => {
  await page.goto('/');
  const top = page.getByRole('region', { name: 'Top Courses' });
  const link = top.getByRole('link', { name: /^View course/ }).first();
  await expect(link).toBeVisible();
  expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expect(
    top
      .locator('.rating-summary')
      .first()
      .getByRole('img', { name: /Darsak's score/ }),
  ).toBeVisible();
  await top.scrollIntoViewIfNeeded();
  await saveScreens(page, 'polish-home', { fullPage: true });
});

test('the signed-in phone menu labels the round initial', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, newAccount('menu'));
  await loginViaApi(page, account);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/tutors');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const profile = page.getByRole('link', { name: /^Your profile/ });
  const label = await profile.evaluate((link) => getComputedStyle(link, '::after').content);
  expect(label).toBe('"Profile"');
  await saveScreens(page, 'polish-phone-menu', { fullPage: false });
});
