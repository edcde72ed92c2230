import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CartProvider } from '@/features/cart/cart-context';
import { Component as CourseRoute } from './course';
import { embedSeedCatalogue } from '@/testing/catalogue';

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

// The page carries the catalogue, as the server writes it (decision 074).
let page: ReturnType<typeof embedSeedCatalogue>;
beforeAll(() => {
  page = embedSeedCatalogue();
});
afterAll(() => page.remove());

describe('/courses/:categoryId/:courseId', () => {
  it('names the course once: the card title is the one h1, not a link to the page itself', () => {
    renderCourse('/courses/2/24');
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings.map((h) => h.textContent)).toEqual(['Data Structures']);
    expect(screen.getAllByText('Data Structures', { exact: true })).toHaveLength(1);
    expect(within(headings[0]!).queryByRole('link')).not.toBeInTheDocument();
    // The card is still named by its title, and Share and the cart stay in the bar above it.
    expect(screen.getByRole('article', { name: 'Data Structures' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Share on WhatsApp/ })).toBeInTheDocument();
  });

  it('an unknown course has its own h1', () => {
    renderCourse('/courses/1/9999');
    expect(screen.getByRole('heading', { level: 1, name: 'Course not found' })).toBeInTheDocument();
  });
});
