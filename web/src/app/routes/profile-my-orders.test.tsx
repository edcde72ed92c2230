import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as ProfileRoute } from './profile';
import { mockApi, testUser, type MockHandler } from '@/lib/api-client.test-utils';
import { renderRoutes } from '@/lib/auth.test-utils';
import { queryClient } from '@/lib/query';

const order = (reference: string, status: string, total: string, created_at: string) => ({
  reference,
  status,
  items: [{ course_id: 1, code: 'B1100', title: 'Cell Biology', price: total }],
  total,
  currency: 'USD',
  created_at,
  expires_at: null,
});

function setup(ordersReply: MockHandler | MockHandler[]) {
  // My bookings (issue 19) shares the screen: no sessions, so its section adds no alert or retry button.
  const server = mockApi({ 'GET /api/user': { body: testUser }, 'GET /api/orders': ordersReply, 'GET /api/bookings': { body: [] } });
  renderRoutes([{ path: '/profile', Component: ProfileRoute }], ['/profile']);
  return server;
}

describe("profile: 'My orders'", () => {
  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('lists reference, date, total and status of each order, linking to its page', async () => {
    setup({
      body: [
        order('DRS-7KQ2MX', 'paid', '10.00', '2026-11-23T10:00:00.000Z'),
        order('DRS-H3PW9A', 'pending', '5.00', '2026-11-20T10:00:00.000Z'),
      ],
    });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('DRS-7KQ2MX');
    expect(rows[0]).toHaveTextContent('Nov 23, 2026');
    expect(rows[0]).toHaveTextContent('$10.00');
    expect(rows[0]).toHaveTextContent('Paid');
    expect(rows[1]).toHaveTextContent('Pending payment');
    expect(within(rows[1]!).getByRole('link', { name: 'View order DRS-H3PW9A' })).toHaveAttribute('href', '/orders/DRS-H3PW9A');
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
  });

  it('says when there are no orders', async () => {
    setup({ body: [] });
    expect(await screen.findByText(/^You have no orders yet\./)).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and retries on request', async () => {
    const server = setup([{ status: 403, body: { message: 'Forbidden' } }, { body: [] }]);
    const orders = await screen.findByRole('region', { name: 'My orders' });
    expect(await within(orders).findByRole('alert')).toHaveTextContent('We could not load your orders.');
    await userEvent.setup().click(within(orders).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^You have no orders yet\./)).toBeInTheDocument();
    expect(server.callsTo('GET /api/orders')).toHaveLength(2);
  });

  it('says offline that My bookings needs the network, not that it failed (issue 24)', async () => {
    // The service worker's answer to a read it keeps no copy of, offline (decision 083).
    const offline = { status: 503, body: { message: 'This needs the network.', code: 'network.offline' } };
    mockApi({ 'GET /api/user': { body: testUser }, 'GET /api/orders': { body: [] }, 'GET /api/bookings': offline });
    renderRoutes([{ path: '/profile', Component: ProfileRoute }], ['/profile']);
    const bookings = await screen.findByRole('region', { name: 'My bookings' });
    // Two retries (1 s, 2 s) come first: the network may be back.
    const alert = await within(bookings).findByRole('alert', {}, { timeout: 6_000 });
    expect(alert).toHaveTextContent('You are offline. Your bookings show here again once you are back online.');
    expect(alert).not.toHaveTextContent('We could not load your bookings.');
  }, 10_000);
});
