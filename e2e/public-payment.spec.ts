import { expect, test } from './fixtures.ts';
import { addToCart, cartToggle, chatTabOpenedBy, gotoCourses, interceptChatLinks, storedCart, whatsappNumber } from './support/public.ts';

/** SPEC section 2 (Payment), 4 (cart emptied on confirming), 7 (external chat link). */

test('cart to chat: Payment Summary lists the courses, Confirm Payment opens the prefilled chat, empties the cart and goes home', async ({
  page,
  context,
}) => {
  await interceptChatLinks(context);
  await gotoCourses(page, 2, 'Computer Science and Mathematics Courses');
  await addToCart(page, 'Data Structures');
  await addToCart(page, 'Linear Algebra');
  await cartToggle(page).click();
  await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('link', { name: 'Buy Cart' }).click();

  await page.waitForURL('/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Summary' })).toBeVisible();
  const order = page.getByRole('region', { name: 'Order details' });
  const lines = order.getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: 'Data Structures' }).getByText('$5', { exact: true })).toBeVisible();
  await expect(lines.filter({ hasText: 'Linear Algebra' }).getByText('$5', { exact: true })).toBeVisible();
  await expect(order.getByText('$10.00')).toBeVisible();
  await expect(page.getByText('Thank you for choosing Darsak!')).toBeVisible();

  const number = await whatsappNumber(page);
  const chat = await chatTabOpenedBy(context, () => page.getByRole('button', { name: /^Confirm Payment/ }).click());
  expect(chat.origin).toBe('https://wa.me');
  expect(chat.pathname).toBe(`/${number}`);
  const text = chat.searchParams.get('text') ?? '';
  expect(text).toContain('Data Structures');
  expect(text).toContain('Linear Algebra');
  expect(text).toContain('Total: $10.00');

  await page.waitForURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Learn smarter with Darsak' })).toBeVisible();
  expect(await storedCart(page)).toEqual([]);

  await page.goto('/payment');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Confirm Payment/ })).toHaveCount(0);
});

test('/payment with an empty cart says Your cart is empty and links to the courses', async ({ page }) => {
  await page.goto('/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Summary' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Confirm Payment/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Browse courses' }).click();
  await page.waitForURL('/coursecat');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Courses' })).toBeVisible();
});
