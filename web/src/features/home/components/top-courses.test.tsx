import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { courses } from '@/data/courses';
import { TopCourses } from './top-courses';
import { embedSeedCatalogue } from '@/testing/catalogue';

/** A matchMedia stand-in whose small-screen answer the test can flip. */
function mockViewport(small: boolean) {
  const listeners = new Set<() => void>();
  let matches = small;
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      get matches() {
        return query === '(max-width: 480px)' ? matches : false;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })),
  );
  return (next: boolean) =>
    act(() => {
      matches = next;
      listeners.forEach((listener) => listener());
    });
}

const shownTitles = () =>
  within(screen.getAllByRole('list')[0]!)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

const renderTop = () =>
  render(
    <MemoryRouter>
      <TopCourses />
    </MemoryRouter>,
  );

describe('TopCourses', () => {
  // The home page carries the catalogue (decision 074).
  let page: ReturnType<typeof embedSeedCatalogue>;
  beforeEach(() => {
    page = embedSeedCatalogue();
  });
  afterEach(() => {
    page.remove();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows 4 courses, all rated above 4.7', () => {
    mockViewport(false);
    renderTop();
    const titles = shownTitles();
    expect(titles).toHaveLength(4);
    for (const title of titles) expect(courses.find((c) => c.title === title)!.rating).toBeGreaterThan(4.7);
  });

  it('shows 2 courses on screens up to 480 px wide, and 4 again when wider', () => {
    const resize = mockViewport(true);
    renderTop();
    const small = shownTitles();
    expect(small).toHaveLength(2);
    resize(false);
    const wide = shownTitles();
    expect(wide).toHaveLength(4);
    // The same random order, just more of it.
    expect(wide.slice(0, 2)).toEqual(small);
  });

  it('picks the order at random', () => {
    mockViewport(false);
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    const first = renderTop();
    const withZero = shownTitles();
    first.unmount();
    random.mockReturnValue(0.999);
    renderTop();
    expect(shownTitles()).not.toEqual(withZero);
  });

  it('links each course to its place in its category', () => {
    mockViewport(false);
    renderTop();
    const link = screen.getAllByRole('link', { name: /View course/ })[0]!;
    expect(link.getAttribute('href')).toMatch(/^\/courses\/[12]#course-\d+$/);
  });
});
