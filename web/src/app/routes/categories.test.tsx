import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as CategoriesRoute } from './categories';
import { embedSeedCatalogue } from '@/testing/catalogue';

function renderCategories() {
  const router = createMemoryRouter([{ path: '/coursecat', Component: CategoriesRoute }], {
    initialEntries: ['/coursecat'],
  });
  render(<RouterProvider router={router} />);
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const names = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

// The page carries the catalogue, as the server writes it (decision 074).
let page: ReturnType<typeof embedSeedCatalogue>;
beforeAll(() => {
  page = embedSeedCatalogue();
});
afterAll(() => page.remove());

describe('/coursecat', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the loader for at least 1.5 s, then Our Courses with both categories', async () => {
    renderCategories();
    await advance(1499);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Courses' })).toBeInTheDocument();
    expect(names()).toEqual(['Biochemistry', 'Computer Science and Mathematics']);
    expect(screen.getByRole('link', { name: 'View Courses: Biochemistry' })).toHaveAttribute('href', '/courses/1');
    expect(screen.getByRole('link', { name: 'View Courses: Computer Science and Mathematics' })).toHaveAttribute('href', '/courses/2');
  });

  it('filters categories by a case-insensitive part of their name', async () => {
    renderCategories();
    await advance(1500);
    vi.useRealTimers();
    const user = userEvent.setup();
    const search = screen.getByPlaceholderText('Search for categories...');
    await user.type(search, 'MATH');
    expect(names()).toEqual(['Computer Science and Mathematics']);
    await user.clear(search);
    await user.type(search, 'chem');
    expect(names()).toEqual(['Biochemistry']);
    await user.type(search, 'xyz');
    expect(names()).toEqual([]);
    expect(screen.getByText('No categories match your search.')).toBeInTheDocument();
    await user.clear(search);
    expect(names()).toHaveLength(2);
  });
});
