import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, flush, mockApi } from '@/lib/api-client.test-utils';
import { ConfirmPasswordDialog } from './confirm-password-dialog';

const WRONG = {
  status: 422,
  body: {
    message: 'The provided password was incorrect.',
    code: 'auth.password_incorrect',
    errors: { password: ['The provided password was incorrect.'] },
    error_codes: { password: [{ code: 'auth.password_incorrect' }] },
  },
};

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  const server = mockApi(routes);
  const onDone = vi.fn();
  render(<ConfirmPasswordDialog open email="rana@example.com" onDone={onDone} />);
  return { server, onDone, user: userEvent.setup() };
}

describe('ConfirmPasswordDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a labelled dialog with the password field focused and a hidden username for password managers', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Confirm your password' });
    expect(dialog).toHaveAccessibleDescription('');
    const field = screen.getByLabelText('Current password');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('autocomplete', 'current-password');
    expect(field).toHaveAccessibleDescription(/For your security, enter your password to continue\./);
    expect(dialog.querySelector('input[autocomplete="username"]')).toHaveValue('rana@example.com');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('confirms with POST /user/confirm-password {password} after the CSRF cookie, then reports true', async () => {
    const { server, onDone, user } = setup({ 'POST /user/confirm-password': { status: 201 } });
    await user.type(screen.getByLabelText('Current password'), 'my-secret-1');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await flush();
    const paths = server.calls.map((c) => `${c.method} ${c.path}`);
    expect(paths).toEqual(['GET /sanctum/csrf-cookie', 'POST /user/confirm-password']);
    expect(server.callsTo('POST /user/confirm-password')[0]!.body).toEqual({ password: 'my-secret-1' });
    expect(onDone).toHaveBeenCalledWith(true);
  });

  it('says a wrong password beside the field and stays open', async () => {
    const { onDone, user } = setup({ 'POST /user/confirm-password': WRONG });
    await user.type(screen.getByLabelText('Current password'), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await flush();
    const field = screen.getByLabelText('Current password');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('The provided password was incorrect.');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('disables its controls while the call is in flight, and cannot be dismissed meanwhile', async () => {
    const pending = deferred<{ status: number }>();
    const { onDone, user } = setup({ 'POST /user/confirm-password': () => pending.promise });
    await user.type(screen.getByLabelText('Current password'), 'my-secret-1');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('button', { name: 'Confirming…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onDone).not.toHaveBeenCalled();
    pending.resolve({ status: 201 });
    await flush();
    expect(onDone).toHaveBeenCalledWith(true);
  });

  it('reports false on Cancel and on Escape, sending nothing', async () => {
    const { server, onDone, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenLastCalledWith(false);
    await user.keyboard('{Escape}');
    expect(onDone).toHaveBeenLastCalledWith(false);
    expect(server.callsTo('POST /user/confirm-password')).toHaveLength(0);
  });
});
