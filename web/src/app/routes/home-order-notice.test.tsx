import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/lib/auth';
import { Component as HomeRoute } from './home';

vi.mock('@/lib/auth', () => ({ useAuth: vi.fn() }));
vi.mock('@/components/rating-summary/rating-summary', () => ({ RatingSummary: () => null }));

const ORDER = {
  reference: 'DRS-7KQ2MX',
  status: 'pending',
  items: [{ course_id: 1, code: 'B1100', title: 'Cell Biology', price: '5.00' }],
  total: '5.00',
  currency: 'USD',
  created_at: '2026-11-23T10:00:00.000Z',
  expires_at: '2026-11-30T10:00:00.000Z',
};

function renderHome(state: unknown) {
  vi.mocked(useAuth).mockReturnValue({ user: null, loading: false, reload: vi.fn(), setUser: () => {}, logout: async () => {} });
  const router = createMemoryRouter([{ path: '/', Component: HomeRoute }], {
    initialEntries: [{ pathname: '/', state }],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('home: the notice after Confirm Payment', () => {
  // The notice is a lazy part of the home screen: in the module cache, it is there within the timers below.
  beforeAll(() => import('@/features/orders/components/order-notice'));
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the reference with a link to the order page, and goes away when dismissed', async () => {
    const router = renderHome({ placedOrder: ORDER, chatOpened: true });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    const notice = screen.getByRole('region', { name: 'Order DRS-7KQ2MX created' });
    expect(notice).toHaveFocus();
    expect(notice).toHaveTextContent('Quote the reference DRS-7KQ2MX');
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute('href', '/orders/DRS-7KQ2MX');
    expect(screen.queryByRole('link', { name: /Send the order on WhatsApp/ })).not.toBeInTheDocument();

    vi.useRealTimers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Order DRS-7KQ2MX created' })).not.toBeInTheDocument();
    expect(router.state.location.state).toBeNull();
  });

  it('offers the chat link when the pop-up was blocked', async () => {
    renderHome({ placedOrder: ORDER, chatOpened: false });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByText(/blocked the WhatsApp tab/)).toBeInTheDocument();
    const chat = screen.getByRole('link', { name: /Send the order on WhatsApp/ });
    expect(new URL(chat.getAttribute('href')!).searchParams.get('text')).toContain('Order reference: DRS-7KQ2MX');
  });

  it('shows no notice on an ordinary visit', async () => {
    renderHome(null);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  });
});
