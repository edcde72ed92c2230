import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as TutorRoute } from './tutor';

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

describe('/tutors/:tutorId', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the loader for 1 second, then the tutor profile', async () => {
    renderAt(['/tutors/1']);
    await advance(999);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Rana Haddad' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Portrait of Rana Haddad' })).toHaveAttribute(
      'src',
      '/images/tutors/rana-haddad.svg',
    );
    expect(screen.getByText('Biochemistry')).toBeInTheDocument();
    expect(screen.getByText('Joined September 2023')).toBeInTheDocument();
    for (const heading of ['Courses Taught', 'Private Courses', 'Availability', 'Get in Touch', 'What Students Say']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText('Monday')).toBeInTheDocument();
  });

  it('shows the Tutor Not Found screen for an unknown id', async () => {
    renderAt(['/tutors/42']);
    await advance(1000);
    expect(screen.getByRole('heading', { level: 1, name: 'Tutor Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The tutor you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Tutors' })).toHaveAttribute('href', '/tutors');
  });

  it('goes one step back with the back button', async () => {
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
    const router = renderAt(['/tutors/2']);
    await advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await advance(0);
    expect(router.state.location.pathname).toBe('/tutors');
  });
});
