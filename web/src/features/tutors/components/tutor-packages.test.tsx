import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, setXsrfCookie, testUser } from '@/lib/api-client.test-utils';
import { renderRoutes } from '@/lib/auth.test-utils';
import { TutorPackages } from './tutor-packages';

const TUTOR = {
  id: 1,
  name: 'Rana Haddad',
  packages: [
    { id: 3, hours: 5, price: '65.00', price_per_hour: '13.00' },
    { id: 4, hours: 10, price: '120.00', price_per_hour: '12.00' },
  ],
};

function renderPackages(tutor: Parameters<typeof TutorPackages>[0]['tutor'] = TUTOR) {
  return renderRoutes(
    [
      { path: '/tutors/:id', element: <TutorPackages tutor={tutor} /> },
      { path: '/orders/:reference', element: <h1>Order page</h1> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    ['/tutors/1'],
  );
}

describe('TutorPackages (decision 086)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setXsrfCookie(undefined);
  });

  it('lists the packages on sale with their price and price per hour; nothing when there are none', async () => {
    mockApi({ 'GET /api/user': { status: 401 } });
    const { unmount } = renderPackages();
    const section = await screen.findByRole('region', { name: 'Packages of hours' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('5 hours');
    expect(items[0]).toHaveTextContent('$65.00');
    expect(items[0]).toHaveTextContent('$13 an hour');
    unmount();
    renderPackages({ id: 1, name: 'Rana Haddad', packages: [] });
    expect(screen.queryByRole('region', { name: 'Packages of hours' })).not.toBeInTheDocument();
  });

  it('sends a visitor to the login page and back to the tutor', async () => {
    mockApi({ 'GET /api/user': { status: 401 } });
    const { router } = renderPackages();
    await userEvent.click(await screen.findByRole('button', { name: 'Buy 5 hours with Rana Haddad' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/tutors/1')}`);
  });

  it('orders the package signed in (priced by the server) and opens the order’s page', async () => {
    setXsrfCookie('token-1');
    const server = mockApi({
      'GET /api/user': { body: testUser },
      'POST /api/orders': {
        status: 201,
        body: { reference: 'DRS-ABC234', status: 'pending', items: [], total: '120.00', currency: 'USD', created_at: '', expires_at: '' },
      },
    });
    const { router } = renderPackages();
    const buy = await screen.findByRole('button', { name: 'Buy 10 hours with Rana Haddad' });
    await waitFor(() => expect(buy).toHaveTextContent('Buy this package'));
    await userEvent.click(buy);
    expect(await screen.findByRole('heading', { name: 'Order page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders/DRS-ABC234');
    expect(server.callsTo('POST /api/orders')[0]!.body).toEqual({ package_id: 4 });
  });

  it('says why an order was refused', async () => {
    setXsrfCookie('token-1');
    mockApi({
      'GET /api/user': { body: testUser },
      'POST /api/orders': {
        status: 422,
        body: {
          message: 'The selected package is invalid.',
          code: 'validation.in',
          errors: { package_id: ['The selected package is invalid.'] },
          error_codes: { package_id: [{ code: 'validation.in', params: { attribute: 'package id' } }] },
        },
      },
    });
    renderPackages();
    const buy = await screen.findByRole('button', { name: 'Buy 5 hours with Rana Haddad' });
    await waitFor(() => expect(buy).toHaveTextContent('Buy this package'));
    await userEvent.click(buy);
    expect(await screen.findByRole('alert')).toHaveTextContent('The selected package is invalid.');
    expect(buy).toBeEnabled();
  });
});
