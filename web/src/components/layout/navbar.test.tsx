import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth, type User } from '@/lib/auth';
import { Navbar } from './navbar';

vi.mock('@/lib/auth', () => ({ useAuth: vi.fn() }));

const rana: User = {
  id: 1,
  name: 'rana Haddad',
  email: 'rana@example.com',
  email_verified_at: '2025-01-01T00:00:00Z',
  image: null,
  created_at: '2025-01-01T00:00:00Z',
};

function renderNavbar({ user = null, path = '/' }: { user?: User | null | 'loading'; path?: string } = {}) {
  vi.mocked(useAuth).mockReturnValue({
    user: user === 'loading' ? undefined : user,
    loading: user === 'loading',
    reload: async () => null,
    setUser: () => {},
    logout: async () => {},
  });
  const page = (name: string) => (
    <>
      <Navbar />
      <h1>{name}</h1>
    </>
  );
  const router = createMemoryRouter(
    ['/', '/coursecat', '/tutors', '/docs', '/about', '/login', '/signup', '/profile'].map((p) => ({ path: p, element: page(p) })),
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const toggle = () => screen.getByRole('button', { name: /menu/ });

describe('Navbar', () => {
  afterEach(() => vi.clearAllMocks());

  it('links the brand and the main pages', () => {
    renderNavbar();
    expect(screen.getByRole('link', { name: 'Darsak, home' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Courses', '/coursecat'],
      ['Tutors', '/tutors'],
      ['Docs', '/docs'],
      ['About', '/about'],
    ]);
  });

  it('offers Login and Register when signed out', () => {
    renderNavbar();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('link', { name: /Your profile/ })).not.toBeInTheDocument();
  });

  it('shows a round profile link with the first letter of the name when signed in', () => {
    renderNavbar({ user: rana });
    const profile = screen.getByRole('link', { name: 'Your profile, rana Haddad' });
    expect(profile).toHaveAttribute('href', '/profile');
    expect(profile).toHaveTextContent(/^R$/);
    // The phone menu writes 'Profile' beside the round initial (CSS content from data-label).
    expect(profile).toHaveAttribute('data-label', 'Profile');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows neither while the user is still loading', () => {
    renderNavbar({ user: 'loading' });
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Your profile/ })).not.toBeInTheDocument();
  });

  it('the hamburger opens and closes the menu, locking page scroll while open', async () => {
    const user = userEvent.setup();
    renderNavbar();
    const button = toggle();
    const menu = document.getElementById(button.getAttribute('aria-controls')!);
    expect(menu).toContainElement(screen.getByRole('navigation', { name: 'Main' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.body).not.toHaveClass('scroll-locked');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Close menu');
    expect(menu).toHaveAttribute('data-open', 'true');
    expect(document.body).toHaveClass('scroll-locked');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.body).not.toHaveClass('scroll-locked');
  });

  it('Escape closes the menu and puts focus back on the hamburger', async () => {
    const user = userEvent.setup();
    renderNavbar();
    await user.click(toggle());
    await user.tab();
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    expect(document.body).not.toHaveClass('scroll-locked');
  });

  it('closes the menu when focus leaves it', async () => {
    const user = userEvent.setup();
    renderNavbar();
    await user.click(toggle());
    const outside = document.createElement('button');
    document.body.append(outside);
    act(() => outside.focus());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(document.body).not.toHaveClass('scroll-locked');
    outside.remove();
  });

  it('closes the menu on navigation', async () => {
    const user = userEvent.setup();
    const router = renderNavbar();
    await user.click(toggle());
    await user.click(screen.getByRole('link', { name: 'Courses' }));
    expect(router.state.location.pathname).toBe('/coursecat');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(document.body).not.toHaveClass('scroll-locked');
  });

  it('closes the menu when navigation happens elsewhere (back button)', async () => {
    const user = userEvent.setup();
    const router = renderNavbar({ path: '/about' });
    await act(() => router.navigate('/tutors'));
    await user.click(toggle());
    expect(document.body).toHaveClass('scroll-locked');
    await act(() => router.navigate(-1));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(document.body).not.toHaveClass('scroll-locked');
  });

  it('marks the current section, courses pages included', () => {
    renderNavbar({ path: '/coursecat' });
    expect(screen.getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});

describe('navbar: the back office link (issue 7)', () => {
  it('is shown to admins only', () => {
    renderNavbar({ user: { ...rana, role: 'admin' } });
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('is not shown to students or visitors', () => {
    renderNavbar({ user: { ...rana, role: 'student' } });
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    cleanup();
    renderNavbar({ user: null });
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });
});

describe('navbar: the tutor area link (issue 19)', () => {
  it('is shown to accounts linked to a tutor only', () => {
    renderNavbar({ user: { ...rana, role: 'tutor' } });
    expect(screen.getByRole('link', { name: 'Tutor area' })).toHaveAttribute('href', '/tutor');
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    for (const role of ['student', 'admin'] as const) {
      cleanup();
      renderNavbar({ user: { ...rana, role } });
      expect(screen.queryByRole('link', { name: 'Tutor area' })).not.toBeInTheDocument();
    }
    cleanup();
    renderNavbar({ user: null });
    expect(screen.queryByRole('link', { name: 'Tutor area' })).not.toBeInTheDocument();
  });
});
