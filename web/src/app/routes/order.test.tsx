import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { business } from '@/config/business';
import { mockApi } from '@/lib/api-client.test-utils';
import { queryClient } from '@/lib/query';
import { Component as OrderRoute } from './order';

const ORDER = {
  reference: 'DRS-7KQ2MX',
  status: 'pending',
  items: [
    { course_id: 1, code: 'B1100', title: 'Cell Biology', price: '5.00' },
    { course_id: 24, code: 'I1200', title: 'Data Structures', price: '5.00' },
  ],
  total: '10.00',
  currency: 'USD',
  created_at: '2026-11-23T10:00:00.000Z',
  expires_at: '2026-11-30T10:00:00.000Z',
};

function renderOrder(reference = ORDER.reference) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home page</h1> },
      { path: '/orders/:reference', Component: OrderRoute },
    ],
    { initialEntries: [`/orders/${reference}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('/orders/:reference', () => {
  afterEach(() => {
    vi.useRealTimers();
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('shows the items, total, status, the chat button with the reference and how to pay with each method', async () => {
    const api = mockApi({ 'GET /api/orders/DRS-7KQ2MX': { body: ORDER } });
    renderOrder();

    expect(screen.getByRole('status')).toHaveTextContent('Loading your order');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order DRS-7KQ2MX' })).toBeInTheDocument();
    expect(screen.getByText('Pending payment')).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Courses' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(2);
    expect(items).toHaveTextContent('Cell Biology');
    expect(items).toHaveTextContent('$10.00');

    const chat = screen.getByRole('link', { name: /Send the order on WhatsApp/ });
    expect(chat).toHaveAttribute('target', '_blank');
    const text = new URL(chat.getAttribute('href')!).searchParams.get('text');
    expect(text).toContain('Total: $10.00');
    expect(text).toContain('Order reference: DRS-7KQ2MX');

    const howToPay = screen.getByRole('region', { name: 'How to pay' });
    const methods = within(howToPay).getAllByRole('listitem');
    expect(methods).toHaveLength(business.paymentMethods.length);
    for (const method of methods) expect(method).toHaveTextContent('DRS-7KQ2MX');
    expect(howToPay).not.toHaveTextContent('{reference}');
    expect(api.callsTo('GET /api/orders/DRS-7KQ2MX')).toHaveLength(1);
  });

  it("uses the order's own payment methods, the reference filled in by the server", async () => {
    mockApi({
      'GET /api/orders/DRS-7KQ2MX': {
        body: {
          ...ORDER,
          paid_at: null,
          payment_methods: [
            { id: 'whish', name: 'Whish Money', instructions: 'Write DRS-7KQ2MX in the note.', account: '+961 3 000 000' },
            { id: 'cash', name: 'Cash', instructions: 'Pay at the office.' },
          ],
        },
      },
    });
    renderOrder();
    const howToPay = await screen.findByRole('region', { name: 'How to pay' });
    const [whish, cash] = within(howToPay).getAllByRole('listitem');
    expect(whish).toHaveTextContent('Write DRS-7KQ2MX in the note.');
    expect(whish).toHaveTextContent('Send to: +961 3 000 000');
    expect(whish).not.toHaveTextContent('Quote the reference');
    // A method whose text does not name the reference gets it said for it.
    expect(cash).toHaveTextContent('Quote the reference DRS-7KQ2MX');
  });

  it('a paid order shows Paid and no payment instructions', async () => {
    mockApi({
      'GET /api/orders/DRS-7KQ2MX': { body: { ...ORDER, status: 'paid', paid_at: '2026-11-24T08:00:00.000Z' } },
    });
    renderOrder();
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How to pay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it('answers a 404 with a clear not-found state and a way home, without retrying', async () => {
    const api = mockApi({ 'GET /api/orders/DRS-AAAAAA': { status: 404, body: { message: 'Not Found.' } } });
    renderOrder('DRS-AAAAAA');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/no order with the reference DRS-AAAAAA/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(api.callsTo('GET /api/orders/DRS-AAAAAA')).toHaveLength(1);
  });

  it('a failed load is tried three times, then says so and can be retried', async () => {
    // The retries' back-off on a fake clock: the test moves it on instead of sleeping 3 s.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ 'GET /api/orders/DRS-7KQ2MX': [{ network: true }, { network: true }, { network: true }, { body: ORDER }] });
    renderOrder();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not load this order');
    expect(api.callsTo('GET /api/orders/DRS-7KQ2MX')).toHaveLength(3);
    vi.useRealTimers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order DRS-7KQ2MX' })).toBeInTheDocument();
  });
});
