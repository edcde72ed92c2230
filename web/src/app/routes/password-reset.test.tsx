import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as ForgotPasswordRoute } from './forgot-password';
import { Component as LoginRoute } from './login';
import { Component as ResetPasswordRoute } from './reset-password';
import { Component as VerifyCodeRoute } from './verify-code';
import { flush, mockApi, useFakeClock, type MockHandler } from '@/lib/api-client.test-utils';
import { renderRoutes, type Entry } from '@/lib/auth.test-utils';

const NOW = new Date('2026-03-01T10:00:00Z').getTime();
let clock: ReturnType<typeof useFakeClock>;

function setup(routes: Record<string, MockHandler | MockHandler[]>, entry: Entry) {
  const server = mockApi({ 'GET /api/user': { status: 401 }, ...routes });
  const user = userEvent.setup({ advanceTimers: clock.advanceTimers });
  const view = renderRoutes(
    [
      { path: '/login', Component: LoginRoute },
      { path: '/forgot-password', Component: ForgotPasswordRoute },
      { path: '/verify-code', Component: VerifyCodeRoute },
      { path: '/reset-password', Component: ResetPasswordRoute },
    ],
    [entry],
  );
  return { server, user, ...view };
}

const flowState = { email: 'rana@example.com', verified: true };
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('password reset', () => {
  beforeEach(() => {
    clock = useFakeClock();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  describe('forgot password', () => {
    it('sends the code with the CSRF cookie, stores the expiry and moves to /verify-code with the state', async () => {
      const { server, user, router } = setup(
        { 'POST /api/forgot-password': { body: { message: 'Reset code sent.' } } },
        '/forgot-password',
      );
      await flush();
      expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
      await user.type(screen.getByLabelText('Email'), 'rana@example.com');
      await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
      await flush();
      expect(server.calls.map((c) => `${c.method} ${c.path}`).slice(-2)).toEqual(['GET /sanctum/csrf-cookie', 'POST /api/forgot-password']);
      expect(server.callsTo('POST /api/forgot-password')[0]!.body).toEqual({ email: 'rana@example.com' });
      expect(localStorage.getItem('code_expiry_time')).toBe(String(NOW + 600_000));
      expect(router.state.location.pathname).toBe('/verify-code');
      expect(router.state.location.state).toEqual(flowState);
      // The address is isolated (<bdi>) so it reads whole inside Arabic text.
      const subtitle = screen.getByText(
        (_content, element) => element?.textContent === 'We sent a 6-character code to rana@example.com.' && element.tagName === 'P',
      );
      expect(subtitle.querySelector('bdi')).toHaveTextContent('rana@example.com');
    });

    it('alerts when the request fails and stays', async () => {
      const { user, router } = setup({ 'POST /api/forgot-password': { status: 500 } }, '/forgot-password');
      await flush();
      await user.type(screen.getByLabelText('Email'), 'rana@example.com');
      await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
      await flush();
      expect(screen.getByRole('alertdialog', { name: 'Error sending forgot password email, try again later.' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/forgot-password');
      expect(localStorage.getItem('code_expiry_time')).toBeNull();
    });

    it('sends nothing and shows nothing for an empty e-mail', async () => {
      const { server, user } = setup({}, '/forgot-password');
      await flush();
      await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
      await flush();
      expect(server.callsTo('POST /api/forgot-password')).toHaveLength(0);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
  });

  describe('verify code', () => {
    it.each([
      ['no state', '/verify-code'],
      ['no verified flag', { pathname: '/verify-code', state: { email: 'rana@example.com' } }],
      ['no e-mail', { pathname: '/verify-code', state: { verified: true } }],
    ] as const)('redirects to /login with %s', async (_, entry) => {
      const { router } = setup({}, entry);
      await flush();
      expect(router.state.location.pathname).toBe('/login');
    });

    it('counts down each second from the stored expiry', async () => {
      localStorage.setItem('code_expiry_time', String(NOW + 65_000));
      setup({}, { pathname: '/verify-code', state: flowState });
      await flush();
      expect(screen.getByRole('timer')).toHaveTextContent('01:05');
      await advance(1000);
      expect(screen.getByRole('timer')).toHaveTextContent('01:04');
      await advance(4000);
      expect(screen.getByRole('timer')).toHaveTextContent('01:00');
    });

    it('starts from 10:00 when no expiry is stored', async () => {
      setup({}, { pathname: '/verify-code', state: flowState });
      await flush();
      expect(screen.getByRole('timer')).toHaveTextContent('10:00');
    });

    it("shows 'Expired' at 0 and disables the input and the button", async () => {
      localStorage.setItem('code_expiry_time', String(NOW + 2000));
      setup({}, { pathname: '/verify-code', state: flowState });
      await flush();
      const input = screen.getByLabelText('Verification code');
      expect(input).toBeEnabled();
      await advance(2000);
      expect(screen.getByRole('timer')).toHaveTextContent('Expired');
      expect(screen.getByRole('alert')).toHaveTextContent('The code has expired. Please request a new one.');
      expect(input).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Verify Code' })).toBeDisabled();
    });

    it('limits the code to 6 characters, upper-cased', async () => {
      const { user } = setup({}, { pathname: '/verify-code', state: flowState });
      await flush();
      const input = screen.getByLabelText('Verification code');
      expect(input).toHaveAttribute('maxlength', '6');
      expect(input).toBeRequired();
      await user.type(input, 'abc12345');
      expect(input).toHaveValue('ABC123');
    });

    it("on success goes to /reset-password with the state and shows the server's message there", async () => {
      const { server, user, router } = setup(
        { 'POST /api/verify-code': { body: { message: 'Code is valid.' } } },
        { pathname: '/verify-code', state: flowState },
      );
      await flush();
      await user.type(screen.getByLabelText('Verification code'), 'AB12CD');
      await user.click(screen.getByRole('button', { name: 'Verify Code' }));
      await flush();
      expect(server.callsTo('POST /api/verify-code')[0]!.body).toEqual({ email: 'rana@example.com', code: 'AB12CD' });
      expect(router.state.location.pathname).toBe('/reset-password');
      expect(router.state.location.state).toMatchObject(flowState);
      expect(screen.getByRole('status')).toHaveTextContent('Code is valid.');
    });

    it("falls back to 'Code verified!' when the answer has no message", async () => {
      const { user } = setup({ 'POST /api/verify-code': { body: {} } }, { pathname: '/verify-code', state: flowState });
      await flush();
      await user.type(screen.getByLabelText('Verification code'), 'AB12CD');
      await user.click(screen.getByRole('button', { name: 'Verify Code' }));
      await flush();
      expect(screen.getByRole('status')).toHaveTextContent('Code verified!');
    });

    it.each([
      ["the server's message", { status: 422, body: { message: 'The code is invalid.' } }, 'The code is invalid.'],
      ['else the error message', { network: true }, 'Network error'],
    ])('on failure shows %s', async (_, reply, shown) => {
      const { user, router } = setup({ 'POST /api/verify-code': reply }, { pathname: '/verify-code', state: flowState });
      await flush();
      await user.type(screen.getByLabelText('Verification code'), 'AB12CD');
      await user.click(screen.getByRole('button', { name: 'Verify Code' }));
      await flush();
      expect(screen.getByRole('alert')).toHaveTextContent(shown);
      expect(router.state.location.pathname).toBe('/verify-code');
    });
  });

  describe('reset password', () => {
    it('redirects to /login without the state', async () => {
      const { router } = setup({}, '/reset-password');
      await flush();
      expect(router.state.location.pathname).toBe('/login');
    });

    it("resets, shows the server's message and returns to /login after 1.5 s", async () => {
      localStorage.setItem('code_expiry_time', String(NOW + 1000));
      const { server, user, router } = setup(
        { 'POST /api/reset-password': { body: { message: 'Your password has been reset.' } } },
        { pathname: '/reset-password', state: flowState },
      );
      await flush();
      await user.type(screen.getByLabelText('New password'), 'newsecret1');
      await user.type(screen.getByLabelText('Confirm new password'), 'newsecret1');
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      await flush();
      expect(server.callsTo('POST /api/reset-password')[0]!.body).toEqual({
        email: 'rana@example.com',
        password: 'newsecret1',
        password_confirmation: 'newsecret1',
      });
      expect(screen.getByRole('status')).toHaveTextContent('Your password has been reset.');
      expect(localStorage.getItem('code_expiry_time')).toBeNull();
      await advance(1499);
      expect(router.state.location.pathname).toBe('/reset-password');
      await advance(1);
      expect(router.state.location.pathname).toBe('/login');
    });

    it("falls back to 'Password reset successful! You can now log in.'", async () => {
      const { user } = setup({ 'POST /api/reset-password': { status: 200 } }, { pathname: '/reset-password', state: flowState });
      await flush();
      await user.type(screen.getByLabelText('New password'), 'newsecret1');
      await user.type(screen.getByLabelText('Confirm new password'), 'newsecret1');
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      await flush();
      expect(screen.getByRole('status')).toHaveTextContent('Password reset successful! You can now log in.');
    });

    it("on failure shows the server's message and the field errors, and stays", async () => {
      const { user, router } = setup(
        {
          'POST /api/reset-password': {
            status: 422,
            body: {
              message: 'The password field confirmation does not match.',
              errors: { password: ['The password field confirmation does not match.'] },
            },
          },
        },
        { pathname: '/reset-password', state: flowState },
      );
      await flush();
      await user.type(screen.getByLabelText('New password'), 'newsecret1');
      await user.type(screen.getByLabelText('Confirm new password'), 'other');
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      await flush();
      expect(screen.getByRole('alert')).toHaveTextContent('The password field confirmation does not match.');
      expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
      await advance(3000);
      expect(router.state.location.pathname).toBe('/reset-password');
    });
  });
});
