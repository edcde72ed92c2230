import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/lib/api-client.test-utils';
import { renderRoutes } from '@/lib/auth.test-utils';
import { queryClient } from '@/lib/query';
import { adminUser } from './admin.test-utils';
import { Component as CategoryForm } from './catalogue-category';
import { Component as CourseForm } from './catalogue-course';
import { Component as Courses } from './catalogue-courses';
import { Component as Layout } from './layout';

const CATEGORY = {
  id: 1,
  name: 'Life Sciences',
  description: 'd',
  image: '/images/c1.webp',
  translations: {},
  course_count: 1,
  created_at: '',
  updated_at: '',
};
const COURSE = {
  id: 7,
  category_id: 1,
  code: 'Q100',
  title: 'Quantum Basics',
  subject: 'Physics',
  sem: '1',
  credits: 3,
  time: '8 weeks',
  lectures: 12,
  rating: 0,
  price: '7.50',
  price_cents: 750,
  currency: 'USD',
  what_you_will_learn: ['Waves'],
  translations: {},
  tutor_ids: [],
  tutors: [],
  image: '/images/c1.webp',
  archived: false,
  archived_at: null,
  created_at: '',
  updated_at: '',
};

function render(url: string, routes: Parameters<typeof mockApi>[0]) {
  const server = mockApi({
    'GET /api/user': { body: adminUser },
    'GET /api/admin/categories': { body: { data: [CATEGORY], total: 1 } },
    'GET /api/admin/tutors': { body: { data: [], total: 0 } },
    ...routes,
  });
  renderRoutes(
    [
      {
        path: '/admin',
        Component: Layout,
        children: [
          { path: 'catalogue/courses', Component: Courses },
          { path: 'catalogue/courses/:courseId', Component: CourseForm },
          { path: 'catalogue/categories/:categoryId', Component: CategoryForm },
        ],
      },
    ],
    [url],
  );
  return server;
}

describe('the catalogue in the back office', () => {
  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('shows a 422 under each field, names the tab that holds one, and sends the price as typed', async () => {
    const user = userEvent.setup();
    const server = render('/admin/catalogue/courses/new', {
      'POST /api/admin/courses': {
        status: 422,
        body: {
          message: 'The price field format is invalid.',
          errors: {
            price: ['The price field format is invalid.'],
            'translations.fr.title': ['The title must not contain control characters.'],
          },
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'New course' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Price (USD)'), '7,50');
    await user.type(within(screen.getByRole('tabpanel', { name: 'English' })).getByLabelText('Title'), 'Quantum Basics');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was saved. Check the fields marked below.');
    const price = screen.getByLabelText('Price (USD)');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(/The price field format is invalid\./);
    const french = screen.getByRole('tab', { name: 'French (needs attention)' });
    expect(french).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel', { name: 'French (needs attention)' })).getByLabelText('Title')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const post = server.calls.find((c) => c.method === 'POST' && c.path === '/api/admin/courses');
    expect(post?.body).toMatchObject({ price: '7,50', title: 'Quantum Basics', translations: { fr: {}, ar: {} } });
  });

  it('moves between language tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    const errors = vi.spyOn(console, 'error');
    render('/admin/catalogue/courses/new', {});
    const english = await screen.findByRole('tab', { name: 'English' });
    // The preview of a course without a category yet has no picture: no <img src="">.
    expect(errors).not.toHaveBeenCalled();
    english.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'French' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Arabic' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel', { name: 'Arabic' })).getByLabelText('Title')).toHaveAttribute('dir', 'rtl');
  });

  it('archives a course after the confirmation, and focus goes to the heading when its row leaves', async () => {
    const user = userEvent.setup();
    const server = render('/admin/catalogue/courses', {
      'GET /api/admin/courses': [{ body: { data: [COURSE], total: 1 } }, { body: { data: [], total: 0 } }],
      'POST /api/admin/courses/7/archive': { body: { ...COURSE, archived: true } },
    });
    await user.click(await screen.findByRole('button', { name: 'Archive Q100 Quantum Basics' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Archive Quantum Basics?');
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Quantum Basics is archived.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Courses' })).toHaveFocus());
    expect(server.calls.some((c) => c.method === 'POST' && c.path === '/api/admin/courses/7/archive')).toBe(true);
    expect(await screen.findByText('Nothing to show.')).toBeInTheDocument();
  });

  it('adds a category and opens it with its notice; a refused edit keeps the texts and shows the tab that holds the error; a saved one says so', async () => {
    const user = userEvent.setup();
    const added = { ...CATEGORY, id: 2, name: 'Chemistry', description: '', translations: { ar: { name: 'كيمياء' } }, course_count: 0 };
    const server = render('/admin/catalogue/categories/new', {
      'GET /api/admin/categories': [{ body: { data: [CATEGORY], total: 1 } }, { body: { data: [CATEGORY, added], total: 2 } }],
      'POST /api/admin/categories': { status: 201, body: added },
      'PATCH /api/admin/categories/2': [
        {
          status: 422,
          body: { message: 'Too long.', errors: { 'translations.ar.name': ['The name must not be greater than 120 characters.'] } },
        },
        { body: { ...added, name: 'Chemistry II' } },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'New category' })).toBeInTheDocument();
    await user.type(within(screen.getByRole('tabpanel', { name: 'English' })).getByLabelText('Name'), 'Chemistry');
    await user.click(screen.getByRole('tab', { name: 'Arabic' }));
    await user.type(within(screen.getByRole('tabpanel', { name: 'Arabic' })).getByLabelText('Name'), 'كيمياء');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Category Chemistry' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The category Chemistry is added.');
    const post = server.calls.find((c) => c.method === 'POST' && c.path === '/api/admin/categories');
    expect(post?.body).toEqual({ name: 'Chemistry', description: '', translations: { fr: {}, ar: { name: 'كيمياء' } } });

    const english = within(screen.getByRole('tabpanel', { name: 'English' })).getByLabelText('Name');
    await user.clear(english);
    await user.type(english, 'Chemistry II');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was saved. Check the fields marked below.');
    expect(screen.getByRole('tab', { name: 'Arabic (needs attention)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Arabic' })).toBeInTheDocument(); // its error gone
    const patches = server.calls.filter((c) => c.method === 'PATCH' && c.path === '/api/admin/categories/2');
    expect(patches.map((c) => (c.body as { name: string }).name)).toEqual(['Chemistry II', 'Chemistry II']);
  });
});
