import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as LoginRoute } from './login';
import { flush, mockApi, testUser, useFakeClock, type MockHandler } from '@/lib/api-client.test-utils';
import { renderRoutes } from '@/lib/auth.test-utils';

let clock: ReturnType<typeof useFakeClock>;

function setup(routes: Record<string, MockHandler | MockHandler[]>, entry = '/login') {
  const server = mockApi({ 'GET /api/user': [{ status: 401 }, { body: testUser }], ...routes });
  const user = userEvent.setup({ advanceTimers: clock.advanceTimers });
  const view = renderRoutes([{ path: '/login', Component: LoginRoute }], [entry]);
  return { server, user, ...view };
}

async function submit(user: ReturnType<typeof userEvent.setup>, email = 'rana@example.com', password = 'secret123') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  await flush();
}

describe('login', () => {
  beforeEach(() => {
    clock = useFakeClock();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('has labelled fields and links to forgot-password and sign-up', async () => {
    setup({});
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('logs in (CSRF cookie, POST /login, cookie again, user), welcomes by name and goes home after 1.5 s', async () => {
    const { server, user, router } = setup({ 'POST /login': { status: 204 } });
    await flush();
    await submit(user);
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/user',
      'GET /sanctum/csrf-cookie',
      'POST /login',
      'GET /sanctum/csrf-cookie',
      'GET /api/user',
    ]);
    expect(server.callsTo('POST /login')[0]!.body).toEqual({ email: 'rana@example.com', password: 'secret123' });
    expect(screen.getByRole('status')).toHaveTextContent('Welcome back, Rana Haddad!');
    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(router.state.location.pathname).toBe('/login');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/');
  });

  it('returns to the in-app page named by ?next= (a rating dialog with its draft) after 1.5 s', async () => {
    const { user, router } = setup({ 'POST /login': { status: 204 } }, '/login?next=%2Fcourses%2F1%23course-4');
    await flush();
    await submit(user);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(router.state.location.pathname).toBe('/courses/1');
    expect(router.state.location.hash).toBe('#course-4');
  });

  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example'])(
    'ignores a ?next= that would leave the app (%s)',
    async (next) => {
      const { user, router } = setup({ 'POST /login': { status: 204 } }, `/login?next=${encodeURIComponent(next)}`);
      await flush();
      await submit(user);
      await act(() => vi.advanceTimersByTimeAsync(1500));
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('shows the processing overlay while the call runs', async () => {
    let release: () => void = () => {};
    const { user } = setup({ 'POST /login': () => new Promise((resolve) => (release = () => resolve({ status: 204 }))) });
    await flush();
    await submit(user);
    expect(screen.getByText('Processing...')).toBeInTheDocument();
    release();
    await flush();
    expect(screen.queryByText('Processing...')).not.toBeInTheDocument();
  });

  it.each([
    [
      'the server message first',
      { status: 422, body: { message: 'These credentials do not match our records.', errors: { email: ['Bad e-mail'] } } },
      'These credentials do not match our records.',
    ],
    [
      'else the first e-mail error',
      { status: 422, body: { errors: { email: ['The email field is required.', 'x'] } } },
      'The email field is required.',
    ],
    ['else the error text', { status: 500 }, 'Request failed with status 500'],
  ])('on failure shows %s', async (_, reply, shown) => {
    const { user, router } = setup({ 'POST /login': reply });
    await flush();
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent(shown);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(router.state.location.pathname).toBe('/login');
  });

  it("says 'Failed to fetch user data after login.' when no user comes back", async () => {
    const { user } = setup({ 'POST /login': { status: 204 }, 'GET /api/user': { status: 401 } });
    await flush();
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch user data after login.');
  });

  it.each([403, 422])("on a %i 'Your email is not verified.' offers to resend the verification e-mail", async (status) => {
    const { server, user } = setup({
      'POST /login': { status, body: { message: 'Your email is not verified.', code: 'auth.login_unverified' } },
      'POST /api/resend-verification': { body: { message: 'sent' } },
    });
    await flush();
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Your email is not verified.');
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    await flush();
    expect(server.callsTo('POST /api/resend-verification')[0]!.body).toEqual({ email: 'rana@example.com' });
    expect(screen.getByRole('status')).toHaveTextContent('Verification email sent. Please check your inbox.');
  });

  it('reports a failed resend', async () => {
    const { user } = setup({
      'POST /login': { status: 403, body: { message: 'Your email is not verified.', code: 'auth.login_unverified' } },
      'POST /api/resend-verification': { status: 500 },
    });
    await flush();
    await submit(user);
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('Error resending verification email. Please try again later.');
  });

  it('treats a user without email_verified_at as unverified and signs it out again', async () => {
    const { server, user, router } = setup({
      'POST /login': { status: 204 },
      'GET /api/user': [{ status: 401 }, { body: { ...testUser, email_verified_at: null } }],
      'POST /logout': { status: 204 },
    });
    await flush();
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Your email is not verified.');
    expect(server.callsTo('POST /logout')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(router.state.location.pathname).toBe('/login');
  });
});
