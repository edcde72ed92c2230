import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/lib/api-client.test-utils';
import { QueryProvider } from '@/lib/query';
import { MyBookings } from './my-bookings';

const BOOKING = {
  reference: 'DRS-CRED23',
  status: 'confirmed',
  tutor: { id: 1, name: 'Rana Haddad' },
  start: '2099-12-02T16:00:00+02:00',
  end: '2099-12-02T17:30:00+02:00',
  duration: 90,
  private_course: null,
  price: '15.00',
  total: '0.00',
  currency: 'USD',
  hold_expires_at: null,
  paid: true,
  refund_due: false,
  paid_with: 'credit',
  changeable_until: '2099-12-01T16:00:00+02:00',
  cancelled_at: null,
  created_at: '2099-11-30T08:00:00+02:00',
};

function renderBookings(credits: unknown[]) {
  mockApi({ 'GET /api/bookings': { body: [BOOKING] }, 'GET /api/credits': { body: credits } });
  render(
    <QueryProvider>
      <MemoryRouter>
        <MyBookings userId={7} />
      </MemoryRouter>
    </QueryProvider>,
  );
}

describe('My bookings: hours of credit (decision 086)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the hours left with each tutor and marks a session paid with credit', async () => {
    renderBookings([{ tutor: { id: 1, name: 'Rana Haddad' }, hours: 3.5, minutes: 210 }]);
    const credits = await screen.findByRole('heading', { name: 'Hours of credit' });
    expect(within(credits.parentElement!).getByText('Rana Haddad: 3.5 hours left')).toBeInTheDocument();
    expect(await screen.findByText('Session DRS-CRED23, paid with credit')).toBeInTheDocument();
    // No order to open: nothing was paid with money.
    expect(screen.queryByRole('link', { name: 'Order DRS-CRED23' })).not.toBeInTheDocument();
  });

  it('shows no credit section when no hours are left', async () => {
    renderBookings([]);
    expect(await screen.findByText('Session DRS-CRED23, paid with credit')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hours of credit' })).not.toBeInTheDocument();
  });
});
