import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as CourseRoute } from './course';
import { CartProvider } from '@/features/cart/cart-context';
import { flush, mockApi, useFakeClock } from '@/lib/api-client.test-utils';
import { queryClient } from '@/lib/query';
import { resetPageCatalogue } from '@/data/catalogue';

vi.mock('@/components/rating-summary/rating-summary', () => ({
  RatingSummary: () => <span>Rating figure</span>,
}));

function renderCourse(path: string) {
  const router = createMemoryRouter([{ path: '/courses/:categoryId/:courseId', Component: CourseRoute }], { initialEntries: [path] });
  render(
    <CartProvider>
      <RouterProvider router={router} />
    </CartProvider>,
  );
}

describe('useCatalogue on a page without the catalogue', () => {
  afterEach(() => {
    vi.useRealTimers();
    queryClient.clear();
    vi.unstubAllGlobals();
    resetPageCatalogue();
  });

  it('lets the loader leave for good when GET /api/catalogue fails (offline with no stored copy): no loop of loader and calls', async () => {
    resetPageCatalogue();
    const clock = useFakeClock();
    const api = mockApi({ 'GET /api/catalogue': { network: true } });
    renderCourse('/courses/2/24');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');

    // The query's retries (1 s, then 2 s), then the course page's own read on mount (and its retries).
    for (let second = 0; second < 30; second += 1) {
      await act(async () => clock.advanceTimers(1_000));
      await flush();
    }
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Course not found' })).toBeInTheDocument();
    const asked = api.callsTo('GET /api/catalogue').length;
    expect(asked).toBeLessThanOrEqual(6);

    // Nothing asks again by itself: the screen stays as it is.
    for (let second = 0; second < 30; second += 1) {
      await act(async () => clock.advanceTimers(1_000));
      await flush();
    }
    expect(api.callsTo('GET /api/catalogue')).toHaveLength(asked);
    expect(screen.getByRole('heading', { level: 1, name: 'Course not found' })).toBeInTheDocument();
  });
});
