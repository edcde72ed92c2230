import { STORAGE_KEYS } from '@darsak/common';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { business } from '@/config/business';
import { CartProvider } from '@/features/cart/cart-context';
import { Component as PaymentRoute } from './payment';

const CART = [
  { id: 1, code: 'B1100', title: 'Cell Biology', price: '5' },
  { id: 24, code: 'I1200', title: 'Data Structures', price: '5' },
];

function renderPayment() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home page</h1> },
      { path: '/payment', Component: PaymentRoute },
    ],
    { initialEntries: ['/payment'] },
  );
  render(
    <CartProvider>
      <RouterProvider router={router} />
    </CartProvider>,
  );
  return router;
}

describe('/payment', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the cart is empty when it is', () => {
    renderPayment();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Summary' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirm Payment/ })).not.toBeInTheDocument();
    expect(screen.getByText('Thank you for choosing Darsak!')).toBeInTheDocument();
  });

  it('lists each course with its $price and the total', () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(CART));
    renderPayment();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Cell Biology');
    expect(items[0]).toHaveTextContent('$5');
    expect(items[1]).toHaveTextContent('Data Structures');
    expect(screen.getByText('$10.00')).toBeInTheDocument();
  });

  it('confirming opens the chat with the titles and total, empties the cart and goes home', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(CART));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    const router = renderPayment();

    await user.click(screen.getByRole('button', { name: /Confirm Payment/ }));

    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0]!;
    expect(target).toBe('_blank');
    expect(features).toContain('noopener');
    const link = new URL(String(url));
    expect(link.origin + link.pathname).toBe(`https://wa.me/${business.whatsappNumber}`);
    const message = link.searchParams.get('text') ?? '';
    expect(message).toContain('Cell Biology');
    expect(message).toContain('Data Structures');
    expect(message).toContain('Total: $10.00');

    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart)!)).toEqual([]);
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });
});
