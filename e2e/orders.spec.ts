import { expect, expectAccessible, createVerifiedAccount, loginViaApi, saveScreens, test } from './fixtures.ts';
import { addToCart, chatTabOpenedBy, gotoCourses, interceptChatLinks, storedCart } from './support/public.ts';

/** issue 7: every chat payment becomes an order the buyer can follow and the business can reconcile. */

const REFERENCE = /Order reference: (DRS-[23456789A-HJKMNP-Z]{6})/;

test('cart -> Confirm Payment -> chat with the reference -> home notice -> order page -> My orders', async ({ page, context }) => {
  const account = await createVerifiedAccount(context.request);
  await loginViaApi(page, account);
  await interceptChatLinks(context);

  await gotoCourses(page, 2, 'Computer Science and Mathematics Courses');
  await addToCart(page, 'Data Structures');
  await addToCart(page, 'Linear Algebra');
  await page.goto('/payment');
  await expect(page.getByRole('region', { name: 'How to pay' })).toBeVisible();
  await saveScreens(page, 'payment-with-order');
  await expectAccessible(page);

  const chat = await chatTabOpenedBy(context, () => page.getByRole('button', { name: /^Confirm Payment/ }).click());
  const text = chat.searchParams.get('text') ?? '';
  expect(text).toContain('Data Structures');
  expect(text).toContain('Linear Algebra');
  expect(text).toContain('Total: $10.00');
  const reference = REFERENCE.exec(text)?.[1];
  expect(reference, `reference in: ${text}`).toBeTruthy();

  await page.waitForURL('/');
  const notice = page.getByRole('region', { name: `Order ${reference} created` });
  await expect(notice).toBeVisible();
  expect(await storedCart(page)).toEqual([]);
  await saveScreens(page, 'home-order-notice', { fullPage: false });
  await expectAccessible(page);

  await notice.getByRole('link', { name: 'View your order' }).click();
  await page.waitForURL(`/orders/${reference}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  await expect(page.getByText('Pending payment')).toBeVisible();
  const methods = page.getByRole('region', { name: 'How to pay' }).getByRole('listitem');
  await expect(methods).toHaveCount(4);
  for (const method of await methods.all()) await expect(method).toContainText(`Quote the reference ${reference}`);
  const again = page.getByRole('link', { name: /Send the order on WhatsApp/ });
  expect(new URL((await again.getAttribute('href'))!).searchParams.get('text')).toContain(`Order reference: ${reference}`);
  await saveScreens(page, 'order-pending');
  await expectAccessible(page);

  await page.goto('/profile');
  const row = page.getByRole('table').getByRole('row').filter({ hasText: reference! });
  await expect(row).toContainText('$10.00');
  await expect(row).toContainText('Pending payment');
  await saveScreens(page, 'profile-my-orders');
  await expectAccessible(page);
});

test('an unknown reference shows Order Not Found', async ({ page }) => {
  await page.goto('/orders/DRS-ZZZZZZ');
  await expect(page.getByRole('heading', { level: 1, name: 'Order Not Found' })).toBeVisible();
  await saveScreens(page, 'order-not-found');
  await expectAccessible(page);
});

test('a failed order keeps the cart and says so', async ({ page, context }) => {
  await interceptChatLinks(context);
  await gotoCourses(page, 2, 'Computer Science and Mathematics Courses');
  await addToCart(page, 'Data Structures');
  await page.goto('/payment');
  // The server refuses the order (as it does for a course it does not sell).
  await page.route('**/api/orders', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'The selected course ids.0 is invalid.', errors: { 'course_ids.0': ['The selected course ids.0 is invalid.'] } }),
    }),
  );
  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: /^Confirm Payment/ }).click()]);
  await expect(page.getByRole('alert')).toContainText('We could not create your order');
  await expect.poll(() => tab.isClosed()).toBe(true);
  expect(await storedCart(page)).toHaveLength(1);
  await expect(page).toHaveURL('/payment');
  await saveScreens(page, 'payment-order-failed');
});
