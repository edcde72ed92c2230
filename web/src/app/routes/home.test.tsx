import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/lib/auth';
import { Component as HomeRoute } from './home';

vi.mock('@/lib/auth', () => ({ useAuth: vi.fn() }));
vi.mock('@/components/rating-summary/rating-summary', () => ({ RatingSummary: () => null }));
const reload = vi.fn();

function renderHome(url = '/') {
  vi.mocked(useAuth).mockReturnValue({
    user: null,
    loading: false,
    reload,
    setUser: () => {},
    logout: async () => {},
  });
  const router = createMemoryRouter(
    [
      { path: '/', Component: HomeRoute },
      { path: '/login', element: null },
      { path: '/join-team', element: null },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('home /', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    reload.mockReset().mockResolvedValue(null);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the loading screen for at least 2 seconds', async () => {
    renderHome();
    await advance(1999);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Learn smarter with Darsak' })).toBeInTheDocument();
  });

  it('has the header actions and every section', async () => {
    renderHome();
    await advance(2000);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/coursecat');
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');
    for (const name of [
      'Find Your Course, Apply Now!!',
      'What We Offer',
      'Top Courses',
      'Plans for Every Student',
      'What Our Students Say',
      'About Darsak',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    for (const name of ['Academic Advisor', 'Digital Laboratory', 'Reach Your Goal']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });

  it('prices the three plans per semester', async () => {
    renderHome();
    await advance(2000);
    for (const [name, price, type] of [
      ['Basic Plan', '$19.99', 'Starter'],
      ['Standard Plan', '$49.99', 'Most Popular'],
      ['Premium Plan', '$99.99', 'Best Value'],
    ] as const) {
      const plan = screen.getByRole('heading', { level: 3, name }).closest('li')!;
      expect(plan).toHaveTextContent(price);
      expect(plan).toHaveTextContent('/ semester');
      expect(plan).toHaveTextContent(type);
    }
  });

  it('shows six testimonials with their stars', async () => {
    renderHome();
    await advance(2000);
    expect(screen.getAllByRole('img', { name: /^Rated [45] out of 5$/ }).length).toBeGreaterThanOrEqual(6);
    expect(screen.getAllByRole('blockquote')).toHaveLength(6);
  });

  it("'Rate the platform' opens the platform rating dialog", async () => {
    renderHome();
    await advance(2000);
    vi.useRealTimers();
    act(() => screen.getByRole('button', { name: 'Rate the platform' }).click());
    // The dialog's code loads when it first opens (decision 056).
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Rate Platform');
    expect(dialog).toHaveTextContent('Darsak');
  });

  it('with ?verified=1 reloads the user and then clears the query', async () => {
    let loaded: (value: null) => void = () => {};
    reload.mockReturnValue(new Promise((resolve) => (loaded = resolve)));
    const router = renderHome('/?verified=1');
    await advance(0);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(router.state.location.search).toBe('?verified=1');
    await act(async () => loaded(null));
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('after the verification link, signed out, goes to the login page saying so, then back to where she signed up from (issue 21)', async () => {
    localStorage.setItem('darsak.signupReturn', '/join-team');
    const router = renderHome('/?verified=1');
    await advance(0);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fjoin-team');
    expect(router.state.location.state).toEqual({ verified: true });
    expect(router.state.historyAction).toBe('REPLACE');
    localStorage.removeItem('darsak.signupReturn');
  });

  it('after the verification link, signed in, goes straight back to where she signed up from', async () => {
    localStorage.setItem('darsak.signupReturn', '/join-team');
    reload.mockResolvedValue({ id: 1, name: 'Rana', email: 'rana@example.com', email_verified_at: '2026-11-28T00:00:00Z', image: null });
    const router = renderHome('/?verified=1');
    await advance(0);
    expect(router.state.location.pathname).toBe('/join-team');
    localStorage.removeItem('darsak.signupReturn');
  });

  it('leaves the user alone without the verified flag', async () => {
    renderHome('/?ref=mail');
    await advance(2000);
    expect(reload).not.toHaveBeenCalled();
  });
});
