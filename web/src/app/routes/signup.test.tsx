import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as SignupRoute } from './signup';
import { flush, mockApi, testUser, useFakeClock, type MockHandler } from '@/lib/api-client.test-utils';
import { renderRoutes } from '@/lib/auth.test-utils';

let clock: ReturnType<typeof useFakeClock>;

function setup(routes: Record<string, MockHandler | MockHandler[]>) {
  const server = mockApi({
    'GET /api/user': [{ status: 401 }, { body: testUser }],
    'POST /register': { status: 204 },
    'POST /api/check-email-verified': { body: { verified: false } },
    'POST /login': { status: 204 },
    ...routes,
  });
  const user = userEvent.setup({ advanceTimers: clock.advanceTimers });
  const view = renderRoutes([{ path: '/signup', Component: SignupRoute }], ['/signup']);
  return { server, user, ...view };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Rana Haddad');
  await user.type(screen.getByLabelText('Email'), 'rana@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.type(screen.getByLabelText('Confirm password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  await flush();
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('sign-up', () => {
  beforeEach(() => {
    clock = useFakeClock();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('registers with the CSRF cookie and opens the verification overlay', async () => {
    const { server, user } = setup({});
    await flush();
    await fillAndSubmit(user);
    const register = server.callsTo('POST /register')[0]!;
    expect(register.body).toEqual({
      name: 'Rana Haddad',
      email: 'rana@example.com',
      password: 'secret123',
      password_confirmation: 'secret123',
    });
    const before = server.calls.indexOf(register) - 1;
    expect(server.calls[before]!.path).toBe('/sanctum/csrf-cookie');
    const dialog = screen.getByRole('dialog', { name: 'Verify your email' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Resend Verification Email' })).toBeInTheDocument();
  });

  it('checks every 5 s and, once verified, logs in with the entered credentials and goes home after 1 s', async () => {
    const { server, user, router } = setup({
      'POST /api/check-email-verified': [{ body: { verified: false } }, { body: { verified: true } }],
    });
    await flush();
    await fillAndSubmit(user);
    await advance(4999);
    expect(server.callsTo('POST /api/check-email-verified')).toHaveLength(0);
    await advance(1);
    expect(server.callsTo('POST /api/check-email-verified')).toHaveLength(1);
    expect(server.callsTo('POST /api/check-email-verified')[0]!.body).toEqual({ email: 'rana@example.com' });
    expect(server.callsTo('POST /login')).toHaveLength(0);
    await advance(5000);
    expect(server.callsTo('POST /api/check-email-verified')).toHaveLength(2);
    expect(server.callsTo('POST /login')[0]!.body).toEqual({ email: 'rana@example.com', password: 'secret123' });
    expect(screen.getByText('Welcome, Rana Haddad! Taking you home…')).toBeInTheDocument();
    await advance(999);
    expect(router.state.location.pathname).toBe('/signup');
    await advance(1);
    expect(router.state.location.pathname).toBe('/');
  });

  it('accepts a bare boolean true as verified', async () => {
    const { server, user } = setup({ 'POST /api/check-email-verified': { body: true } });
    await flush();
    await fillAndSubmit(user);
    await advance(5000);
    expect(server.callsTo('POST /login')).toHaveLength(1);
  });

  it('stops after 20 checks with the time-out message', async () => {
    const { server, user } = setup({});
    await flush();
    await fillAndSubmit(user);
    await advance(19 * 5000);
    expect(screen.queryByText('Verification timed out. Please try signing up again.')).not.toBeInTheDocument();
    await advance(5000);
    expect(server.callsTo('POST /api/check-email-verified')).toHaveLength(20);
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent('Verification timed out. Please try signing up again.');
    await advance(60_000);
    expect(server.callsTo('POST /api/check-email-verified')).toHaveLength(20);
  });

  it('shows the check error and keeps waiting', async () => {
    const { server, user } = setup({
      'POST /api/check-email-verified': [{ status: 500 }, { body: { verified: false } }],
    });
    await flush();
    await fillAndSubmit(user);
    await advance(5000);
    expect(screen.getByText('Error checking email verification status. Please try again later.')).toBeInTheDocument();
    await advance(5000);
    expect(server.callsTo('POST /api/check-email-verified')).toHaveLength(2);
    expect(screen.queryByText('Error checking email verification status. Please try again later.')).not.toBeInTheDocument();
  });

  it('resends the verification e-mail, or says it could not', async () => {
    const { server, user } = setup({ 'POST /api/resend-verification': [{ status: 500 }, { body: {} }] });
    await flush();
    await fillAndSubmit(user);
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    await flush();
    expect(screen.getByText('Error resending verification email. Please try again later.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    await flush();
    expect(server.callsTo('POST /api/resend-verification')[1]!.body).toEqual({ email: 'rana@example.com' });
    expect(screen.getByText('Verification email sent again. Please check your inbox.')).toBeInTheDocument();
  });

  it('closing the overlay stops the checks', async () => {
    const { server, user } = setup({});
    await flush();
    await fillAndSubmit(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(30_000);
    expect(server.callsTo('POST /api/check-email-verified')).toHaveLength(0);
  });

  it('shows the 422 message and each field error next to its field', async () => {
    const { user } = setup({
      'POST /register': {
        status: 422,
        body: {
          message: 'The email has already been taken. (and 1 more error)',
          errors: { email: ['The email has already been taken.'], password: ['The password field must be at least 8 characters.'] },
        },
      },
    });
    await flush();
    await fillAndSubmit(user);
    // Announced, but not shown a second time above the fields.
    expect(screen.getByRole('alert')).toHaveTextContent('The email has already been taken. (and 1 more error)');
    expect(screen.getByRole('alert')).toHaveClass('visually-hidden');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('The email has already been taken.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters. The password field must be at least 8 characters.',
    );
    expect(screen.getByLabelText('Full name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the password rule beside the field before anything is typed', async () => {
    setup({});
    await flush();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters.');
    expect(screen.queryByRole('alert')).toBeEmptyDOMElement();
  });

  it('puts the mismatch beside the confirmation instead of behind "(and 1 more error)", each message once', async () => {
    const { user } = setup({
      'POST /register': {
        status: 422,
        body: {
          message: 'The password field must be at least 8 characters. (and 1 more error)',
          errors: {
            password: [
              'The password field must be at least 8 characters.',
              'The password field confirmation does not match.',
              'The password field must be at least 8 characters.',
            ],
          },
        },
      },
    });
    await flush();
    await fillAndSubmit(user);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters. The password field must be at least 8 characters.',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('The password field confirmation does not match.');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('The password field must be at least 8 characters.')).toHaveLength(1);
    // Editing the password clears the server's word on it.
    await user.type(screen.getByLabelText('Password'), '4');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters.');
  });

  it('checks the confirmation as the student types', async () => {
    const { user } = setup({});
    await flush();
    await user.type(screen.getByLabelText('Password'), 'secret123');
    const confirm = screen.getByLabelText('Confirm password');
    await user.type(confirm, 'secret12');
    expect(confirm).not.toHaveAttribute('aria-invalid'); // still typing
    await user.type(confirm, '4');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('Passwords do not match.');
    await user.type(confirm, '{Backspace}3');
    expect(confirm).not.toHaveAttribute('aria-invalid');
    expect(confirm).toHaveAccessibleDescription('Passwords match.');
  });

  it('flags a shorter confirmation once the student leaves the field', async () => {
    const { user } = setup({});
    await flush();
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'sec');
    await user.tab();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match.');
  });

  it.each([
    ['without a server message', { status: 500 }, 'Signup failed! Please check your input.'],
    ['with no response', { network: true }, 'No response from server. Please check your connection.'],
  ])('explains a failure %s', async (_, reply, shown) => {
    const { user } = setup({ 'POST /register': reply });
    await flush();
    await fillAndSubmit(user);
    expect(screen.getByRole('alert')).toHaveTextContent(shown);
  });
});
