import { CATALOGUE_TUTORS } from '@darsak/common';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRatingDialog } from '@/components/rating-dialog/lazy-rating-dialog';
import type { TutorDetail } from '@/features/tutors/api/get-tutor';
import { deferred, mockApi, type MockReply } from '@/lib/api-client.test-utils';
import { Component as TutorRoute } from './tutor';

const MAYA = { ...CATALOGUE_TUTORS.find((tutor) => tutor.id === 2)!, hourlyRate: 0 };

/** Tutor 4 as GET /api/tutors/4 answers it (before this page used the API, only 1 and 2 showed). */
const NOUR: TutorDetail = {
  ...CATALOGUE_TUTORS[0]!,
  id: 4,
  name: 'Nour Khalil',
  image: '/images/tutors/nour-khalil.svg',
  major: 'Computer Science',
  rating: 4,
  hourlyRate: 12,
  reviews: [
    { user: 'Karim D.', comment: 'Recursion finally makes sense.', rating: 5, date: '2026-10-02' },
    { user: 'Maya R.', comment: 'Clear and patient.', rating: 4, date: '2026-11-15' },
  ],
};

function renderAt(entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/tutors', element: <h1>Tutors list</h1> },
      { path: '/tutors/:tutorId', Component: TutorRoute },
      { path: '/somewhere', element: <h1>Previous page</h1> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const routes = {
  'GET /api/user': { status: 401 },
  'GET /api/tutors/4': { body: NOUR },
  'GET /api/tutors/2': { body: MAYA },
  'GET /api/tutors/42': { status: 404, body: { message: 'Not Found.' } },
  'GET /api/ratings/summary': { body: [{ type: 'tutor', subject_id: '4', average: 5, count: 10, verified_count: 2 }] },
};

describe('/tutors/:tutorId', () => {
  // The rating dialog's chunk loads when it opens; transformed once here so the fake clock need not wait for it.
  beforeAll(() => loadRatingDialog());
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the loader for 1 second, then the tutor that GET /api/tutors/{id} answers', async () => {
    const server = mockApi(routes);
    renderAt(['/tutors/4']);
    await advance(999);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(server.callsTo('GET /api/tutors/4')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Nour Khalil' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Portrait of Nour Khalil' })).toHaveAttribute('src', '/images/tutors/nour-khalil.svg');
    for (const heading of ['Courses Taught', 'Private Courses', 'Availability', 'Get in Touch', 'What Students Say']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
  });

  it('keeps the loader for the whole second even when the answer is instant, and until a slow answer arrives', async () => {
    const answer = deferred<MockReply>();
    mockApi({ ...routes, 'GET /api/tutors/4': () => answer.promise });
    renderAt(['/tutors/4']);
    await advance(3000);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    answer.resolve({ body: NOUR });
    await advance(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Nour Khalil' })).toBeInTheDocument();
  });

  it('shows the hourly price, one rating figure with its review count, and dated reviews', async () => {
    mockApi(routes);
    renderAt(['/tutors/4']);
    await advance(1000);
    const stats = screen.getByText('Hourly rate').closest('div')!;
    expect(stats).toHaveTextContent('$12');
    // (4 * 10 + 5 * 10) / 20 = 4.5, with what it is based on and the verified purchases.
    const rating = screen.getByRole('group', { name: 'Tutor rating' });
    expect(within(rating).getByText('4.5')).toBeInTheDocument();
    expect(within(rating).getByText('(10 ratings)')).toBeInTheDocument();
    expect(within(rating).getByText('2 verified purchases')).toBeInTheDocument();
    expect(within(rating).getByRole('link', { name: '2 reviews' })).toHaveAttribute('href', '#tutor-reviews');
    expect(document.getElementById('tutor-reviews')).toHaveTextContent('What Students Say');
    const date = screen.getByText('Oct 2, 2026');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2026-10-02');
  });

  it('pins price, message, booking and rating in an action bar', async () => {
    mockApi(routes);
    renderAt(['/tutors/4']);
    await advance(1000);
    const bar = screen.getByRole('complementary', { name: 'Contact Nour Khalil' });
    expect(bar).toHaveTextContent('$12per hour');
    expect(within(bar).getByRole('button', { name: 'Book Session' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(bar).getByRole('link', { name: 'Send a Message (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    fireEvent.click(within(bar).getByRole('button', { name: 'Rate Tutor' }));
    await advance(0); // the dialog's code loads when it first opens (decision 056)
    expect(screen.getByRole('dialog', { name: 'Rate Tutor' })).toHaveTextContent('Nour Khalil');
  });

  it('falls back to the cheapest private course when the profile has no hourly rate', async () => {
    mockApi(routes);
    renderAt(['/tutors/2']);
    await advance(1000);
    const cheapest = Math.min(...MAYA.privateCourses.map((c) => c.pricePerHour));
    expect(screen.getByText('Hourly rate').closest('div')).toHaveTextContent(`$${cheapest}`);
  });

  it('shows the Tutor Not Found screen for an id the server does not know, and for one that cannot exist', async () => {
    const server = mockApi(routes);
    renderAt(['/tutors/42']);
    await advance(1000);
    expect(screen.getByRole('heading', { level: 1, name: 'Tutor Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The tutor you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Tutors' })).toHaveAttribute('href', '/tutors');
    await act(async () => {
      renderAt(['/tutors/..%2Fuser']);
    });
    await advance(1000);
    expect(screen.getAllByRole('heading', { level: 1, name: 'Tutor Not Found' })).toHaveLength(2);
    expect(server.calls.filter((c) => c.path.includes('user') && c.path.startsWith('/api/tutors'))).toHaveLength(0);
  });

  it('says the tutor could not be loaded on a server fault, and tries again', async () => {
    const server = mockApi({ ...routes, 'GET /api/tutors/4': [{ status: 500 }, { body: NOUR }] });
    renderAt(['/tutors/4']);
    await advance(1000);
    expect(screen.queryByText('Tutor Not Found')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load this tutor');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await advance(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Nour Khalil' })).toBeInTheDocument();
    expect(server.callsTo('GET /api/tutors/4')).toHaveLength(2);
  });

  it('goes one step back with the back button', async () => {
    mockApi(routes);
    const router = renderAt(['/somewhere', '/tutors/2']);
    await advance(1000);
    // The memory router keeps its index in its own state, not window.history: mirror it.
    window.history.replaceState({ idx: 1 }, '');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await advance(0);
    expect(router.state.location.pathname).toBe('/somewhere');
    window.history.replaceState(null, '');
  });

  it('falls back to the tutors list when the profile was opened directly', async () => {
    mockApi(routes);
    const router = renderAt(['/tutors/2']);
    await advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await advance(0);
    expect(router.state.location.pathname).toBe('/tutors');
  });
});
