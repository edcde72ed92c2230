import { STORAGE_KEYS } from '@darsak/common';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRatingDialog } from '@/components/rating-dialog/lazy-rating-dialog';
import { coursesOfCategory } from '@/data/courses';
import { CartProvider } from '@/features/cart/cart-context';
import { Component as CoursesRoute } from './courses';
import { embedSeedCatalogue } from '@/testing/catalogue';

// The rating figure has its own tests; here it only shows which catalogue figure the card passes it.
vi.mock('@/components/rating-summary/rating-summary', () => ({
  RatingSummary: ({ baseline }: { baseline: number }) => <span>{`Rating figure from ${baseline}`}</span>,
}));

function renderCourses(categoryId: string | number) {
  const router = createMemoryRouter(
    [
      { path: '/courses/:categoryId', Component: CoursesRoute },
      { path: '/payment', element: <h1>Payment page</h1> },
    ],
    { initialEntries: [`/courses/${categoryId}`] },
  );
  render(
    <CartProvider>
      <RouterProvider router={router} />
    </CartProvider>,
  );
  return router;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const cards = () => screen.getAllByRole('article');
const titles = () => cards().map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
const cardOf = (title: string) => screen.getByRole('article', { name: title });
const optionsOf = (label: string) =>
  within(screen.getByRole('combobox', { name: label }))
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Renders the screen and lets its 1.5 s loader pass; real timers afterwards for user events. */
async function showCourses(categoryId: string | number) {
  const router = renderCourses(categoryId);
  await advance(1500);
  vi.useRealTimers();
  return router;
}

// The page carries the catalogue, as the server writes it (decision 074).
let page: ReturnType<typeof embedSeedCatalogue>;
beforeAll(() => {
  page = embedSeedCatalogue();
});
afterAll(() => page.remove());

describe('/courses/:categoryId', () => {
  // The rating dialog's chunk loads when it opens; transformed once here so the fake clock need not wait for it.
  beforeAll(() => loadRatingDialog());
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the loader for at least 1.5 s', async () => {
    renderCourses(1);
    await advance(1499);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Biochemistry Courses' })).toBeInTheDocument();
  });

  it('lists the courses of the category with their facts', async () => {
    await showCourses(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Computer Science and Mathematics Courses' })).toBeInTheDocument();
    expect(cards()).toHaveLength(coursesOfCategory(2).length);
    const card = cardOf('Data Structures');
    expect(card).toHaveTextContent('I1200');
    expect(card).toHaveTextContent('6 credits');
    expect(card).toHaveTextContent('$5');
    expect(card).toHaveTextContent('14 weeks');
    expect(card).toHaveTextContent('Semester 2');
    expect(card).toHaveTextContent('Darsak Tutor Team');
    expect(within(card).getByRole('heading', { name: "What You'll Learn" })).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .slice(0, 6)
        .map((item) => item.textContent),
    ).toContain('Linked lists');
    expect(card).toHaveTextContent('Rating figure from 4.9');
  });

  it("says 'Unknown Category' and shows no courses for an id that does not exist", async () => {
    await showCourses(99);
    expect(screen.getByRole('heading', { level: 1, name: 'Unknown Category' })).toBeInTheDocument();
    expect(screen.getByText('No courses found for this category.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('offers the subjects of each category and semesters 1 and 2', async () => {
    await showCourses(1);
    expect(optionsOf('Subject')).toEqual(['All subjects', 'Biology', 'Chemistry', 'Physics', 'Maths']);
    expect(optionsOf('Semester')).toEqual(['All semesters', 'Semester 1', 'Semester 2']);
  });

  it('offers Maths, Physics and Computer Science in the other category', async () => {
    await showCourses(2);
    expect(optionsOf('Subject')).toEqual(['All subjects', 'Maths', 'Physics', 'Computer Science']);
  });

  it('combines the subject and semester filters with AND, empty meaning all', async () => {
    const user = userEvent.setup();
    await showCourses(2);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), 'Computer Science');
    expect(titles()).toEqual([
      'Introduction to Computer Science',
      'Algorithms and Programming in C',
      'Data Structures',
      'Introduction to Databases and SQL',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Semester' }), '2');
    expect(titles()).toEqual(['Data Structures', 'Introduction to Databases and SQL']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), '');
    expect(cards()).toHaveLength(coursesOfCategory(2).filter((course) => course.sem === '2').length);
  });

  it('keeps the filters in the address: they survive Back and a reload (issue 21)', async () => {
    const user = userEvent.setup();
    const router = await showCourses(2);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), 'Computer Science');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Semester' }), '2');
    expect(router.state.location.search).toBe('?subject=Computer+Science&sem=2');
    // Replaced, not pushed: Back leaves the list instead of undoing a filter.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps both filters when they change in one go, before the page renders again (a quick hand on a busy phone)', async () => {
    const router = await showCourses(2);
    const subject = screen.getByRole('combobox', { name: 'Subject' });
    const semester = screen.getByRole('combobox', { name: 'Semester' });
    // Both changes in one task: no render between them.
    act(() => {
      fireEvent.change(subject, { target: { value: 'Computer Science' } });
      fireEvent.change(semester, { target: { value: '2' } });
    });
    expect(router.state.location.search).toBe('?subject=Computer+Science&sem=2');
    expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveValue('Computer Science');
  });

  it('reads the filters from the address, ignoring values that are not options', async () => {
    vi.useRealTimers();
    const router = createMemoryRouter([{ path: '/courses/:categoryId', Component: CoursesRoute }], {
      initialEntries: ['/courses/2?subject=Computer+Science&sem=2'],
    });
    render(
      <CartProvider>
        <RouterProvider router={router} />
      </CartProvider>,
    );
    expect(await screen.findByRole('combobox', { name: 'Subject' }, { timeout: 3000 })).toHaveValue('Computer Science');
    expect(screen.getByRole('combobox', { name: 'Semester' })).toHaveValue('2');
    expect(titles()).toEqual(['Data Structures', 'Introduction to Databases and SQL']);
    await act(() => router.navigate('/courses/2?subject=Cooking&sem=9'));
    expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveValue('');
    expect(cards()).toHaveLength(coursesOfCategory(2).length);
  });

  it('adds a course to the cart once and then shows it as in the cart', async () => {
    const user = userEvent.setup();
    await showCourses(1);
    const card = cardOf('Cell Biology');
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    const inCart = within(card).getByRole('button', { name: 'In cart' });
    expect(inCart).toHaveAttribute('aria-disabled', 'true');
    await user.click(inCart);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart)!)).toEqual([{ id: 1, code: 'B1100', title: 'Cell Biology', price: '5' }]);
    expect(screen.getByRole('button', { name: 'Cart 1 item' })).toBeInTheDocument();
  });

  it('opens an empty cart panel with its encouragement', async () => {
    const user = userEvent.setup();
    await showCourses(1);
    await user.click(screen.getByRole('button', { name: 'Cart 0 items' }));
    const panel = screen.getByRole('dialog', { name: 'Your Cart' });
    expect(panel).toHaveTextContent('Ohhh... Your cart is empty');
    expect(panel).toHaveTextContent("But it doesn't have to be");
    expect(document.body).toHaveClass('scroll-locked');
    await user.click(within(panel).getByRole('button', { name: 'Close cart' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('scroll-locked');
  });

  it('lists cart items with code, title and price, totals them, removes one and clears all', async () => {
    const user = userEvent.setup();
    await showCourses(2);
    await user.click(within(cardOf('Linear Algebra')).getByRole('button', { name: 'Add to Cart' }));
    await user.click(within(cardOf('Data Structures')).getByRole('button', { name: 'Add to Cart' }));
    await user.click(screen.getByRole('button', { name: 'Cart 2 items' }));
    const panel = screen.getByRole('dialog', { name: 'Your Cart' });
    const items = within(panel).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('M1201');
    expect(items[0]).toHaveTextContent('Linear Algebra');
    expect(items[0]).toHaveTextContent('Price: 5$');
    expect(panel).toHaveTextContent('$10.00');
    expect(within(panel).getByRole('link', { name: 'Buy Cart' })).toHaveAttribute('href', '/payment');

    await user.click(within(panel).getByRole('button', { name: 'Remove Linear Algebra from cart' }));
    expect(within(panel).getAllByRole('listitem')).toHaveLength(1);
    expect(panel).toHaveTextContent('$5.00');
    expect(within(cardOf('Linear Algebra')).getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Clear Cart' }));
    expect(panel).toHaveTextContent('Ohhh... Your cart is empty');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart)!)).toEqual([]);
  });

  it('Buy Cart goes to the payment screen', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([{ id: 1, code: 'B1100', title: 'Cell Biology', price: '5' }]));
    const user = userEvent.setup();
    const router = await showCourses(1);
    await user.click(screen.getByRole('button', { name: 'Cart 1 item' }));
    await user.click(screen.getByRole('link', { name: 'Buy Cart' }));
    expect(router.state.location.pathname).toBe('/payment');
  });

  it('toggles the reviews and says when a course has none', async () => {
    const user = userEvent.setup();
    await showCourses(1);
    const card = cardOf('Physics for Life Sciences: Mechanics and Fluids');
    const toggle = within(card).getByRole('button', { name: 'Show Reviews' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByText('No reviews available for this course.')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide Reviews');
    expect(within(card).getByText('No reviews available for this course.')).toBeVisible();
  });

  it('Rate Course opens the course rating dialog for that course', async () => {
    const user = userEvent.setup();
    await showCourses(1);
    await user.click(within(cardOf('Principles of Genetics')).getByRole('button', { name: 'Rate Course' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Rate Course');
    expect(dialog).toHaveTextContent('Principles of Genetics');
  });
  it('keeps the cart and its count in reach once the toolbar has scrolled away', async () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: { callback: IntersectionObserverCallback; target?: Element };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.target = target;
        }
        disconnect() {}
      },
    );
    const scrollToolbar = (isIntersecting: boolean) =>
      act(() => {
        for (const { callback, target } of observers) {
          callback([{ isIntersecting, target } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      });
    try {
      const user = userEvent.setup();
      await showCourses(2);
      const toggle = screen.getByRole('button', { name: 'Cart 0 items' });
      expect(toggle).not.toHaveClass('cart-toggle--floating');
      scrollToolbar(false);
      // The same one button floats: one name for screen readers, one place in the tab order.
      const floating = screen.getByRole('button', { name: 'Cart 0 items' });
      expect(floating).toBe(toggle);
      expect(floating).toHaveClass('cart-toggle--floating');
      await user.click(within(cardOf('Data Structures')).getByRole('button', { name: 'Add to Cart' }));
      expect(floating).toHaveAccessibleName('Cart 1 item');
      await user.click(floating!);
      expect(screen.getByRole('dialog', { name: 'Your Cart' })).toHaveTextContent('Data Structures');
      await user.click(screen.getByRole('button', { name: 'Close cart' }));
      scrollToolbar(true);
      expect(screen.getByRole('button', { name: 'Cart 1 item' })).not.toHaveClass('cart-toggle--floating');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
