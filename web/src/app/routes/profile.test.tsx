import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as ProfileRoute } from './profile';
import { deferred, flush, mockApi, testUser, type MockHandler, type MockReply } from '@/lib/api-client.test-utils';
import { renderRoutes } from '@/lib/auth.test-utils';
import { queryClient } from '@/lib/query';

function setup(routes: Record<string, MockHandler | MockHandler[]> = {}, user: object | null = testUser) {
  const server = mockApi({
    'GET /api/user': user ? { body: user } : { status: 401 },
    // The profile also lists the user's orders (issue 7; tested in profile-my-orders.test.tsx)
    // and sessions (issue 19): none here, so their sections add no alert or retry button.
    'GET /api/orders': { body: [] },
    'GET /api/bookings': { body: [] },
    ...routes,
  });
  const view = renderRoutes([{ path: '/profile', Component: ProfileRoute }], ['/profile']);
  return { server, user: userEvent.setup(), ...view };
}

const picture = (name = 'me.png', size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('profile', () => {
  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('shows the loader while the user is unknown', () => {
    mockApi({ 'GET /api/user': () => new Promise(() => {}) });
    renderRoutes([{ path: '/profile', Component: ProfileRoute }], ['/profile']);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('asks a visitor to log in, with Login, Register and Back to Home', async () => {
    setup({}, null);
    await flush();
    expect(screen.getByRole('heading', { name: 'You Should Be Logged In To View This Page :)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the name, e-mail, joined date and the first letter when there is no picture', async () => {
    setup();
    await flush();
    expect(screen.getByRole('heading', { name: 'Rana Haddad' })).toBeInTheDocument();
    expect(screen.getByText('rana@example.com')).toBeInTheDocument();
    expect(screen.getByText('January 5, 2026')).toBeInTheDocument();
    expect(screen.getByText('R')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload profile picture' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove profile picture' })).not.toBeInTheDocument();
  });

  it("falls back to 'U' for an empty name", async () => {
    setup({}, { ...testUser, name: ' ' });
    await flush();
    expect(screen.getByText('U')).toBeInTheDocument();
  });

  it('shows the picture and only the remove button when a picture exists', async () => {
    setup({}, { ...testUser, image: '/storage/profile/7.png' });
    await flush();
    expect(screen.getByRole('img', { name: 'Profile picture of Rana Haddad' })).toHaveAttribute('src', '/storage/profile/7.png');
    expect(screen.getByRole('button', { name: 'Remove profile picture' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload profile picture' })).not.toBeInTheDocument();
  });

  it('edits the name inline: PUT /api/user/name, then shows the new name', async () => {
    const { server, user } = setup({ 'PUT /api/user/name': { body: { ...testUser, name: 'Rana H.' } } });
    await flush();
    await user.click(screen.getByRole('button', { name: 'Edit name' }));
    const input = screen.getByLabelText('Name');
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, 'Rana H.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await flush();
    expect(server.callsTo('PUT /api/user/name')[0]!.body).toEqual({ name: 'Rana H.' });
    expect(screen.getByRole('heading', { name: 'Rana H.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit name' })).toHaveFocus();
  });

  it('refuses a blank name beside the field and sends nothing', async () => {
    const { server, user } = setup();
    await flush();
    await user.click(screen.getByRole('button', { name: 'Edit name' }));
    const input = screen.getByLabelText('Name');
    await user.clear(input);
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter your name.');
    expect(server.callsTo('PUT /api/user/name')).toHaveLength(0);
    await user.type(input, 'R');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('clears an old success message when a new edit starts', async () => {
    const { user } = setup({ 'PUT /api/user/name': { body: { ...testUser, name: 'Rana H.' } } });
    await flush();
    await user.click(screen.getByRole('button', { name: 'Edit name' }));
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Rana H.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await flush();
    expect(screen.getByText('Your name has been updated.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit name' }));
    expect(screen.queryByText('Your name has been updated.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.queryByText('Your name has been updated.')).not.toBeInTheDocument();
  });

  it('makes Delete Account a quiet danger action, not the boldest control', async () => {
    setup();
    await flush();
    const remove = screen.getByRole('button', { name: 'Delete Account' });
    expect(remove).toHaveClass('btn-danger-quiet');
    expect(remove).not.toHaveClass('btn-danger');
  });

  it('cancelling the name edit keeps the old name and sends nothing', async () => {
    const { server, user } = setup();
    await flush();
    await user.click(screen.getByRole('button', { name: 'Edit name' }));
    await user.type(screen.getByLabelText('Name'), 'xyz');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Rana Haddad' })).toBeInTheDocument();
    expect(server.callsTo('PUT /api/user/name')).toHaveLength(0);
  });

  it("alerts 'Failed to update name.' when the call fails", async () => {
    const { user } = setup({ 'PUT /api/user/name': { status: 500 } });
    await flush();
    await user.click(screen.getByRole('button', { name: 'Edit name' }));
    await user.type(screen.getByLabelText('Name'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await flush();
    expect(screen.getByRole('alertdialog', { name: 'Failed to update name.' })).toBeInTheDocument();
  });

  it("refuses different passwords inline with 'Passwords do not match.'", async () => {
    const { server, user } = setup();
    await flush();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await user.type(screen.getByLabelText('New password'), 'abcdefgh');
    await user.type(screen.getByLabelText('Confirm new password'), 'abcdefgX');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(screen.getByRole('form', { name: 'Change Password' })).getByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('PUT /api/user/password')).toHaveLength(0);
  });

  it('changes the password with PUT /api/user/password, or alerts on failure', async () => {
    const { server, user } = setup({ 'PUT /api/user/password': [{ status: 500 }, { body: {} }] });
    await flush();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await user.type(screen.getByLabelText('New password'), 'abcdefgh');
    await user.type(screen.getByLabelText('Confirm new password'), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await flush();
    expect(server.callsTo('PUT /api/user/password')[0]!.body).toEqual({ password: 'abcdefgh', password_confirmation: 'abcdefgh' });
    await user.click(within(screen.getByRole('alertdialog', { name: 'Failed to update password.' })).getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await flush();
    // Found by its text: My bookings keeps its own (empty) status region on the screen too.
    expect(screen.getByText('Your password has been updated.')).toHaveRole('status');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('uploads a picture as multipart `image` with a progress bar behind the Processing overlay', async () => {
    const answer = deferred<MockReply>();
    const { server, user, container } = setup({ 'POST /api/user/profile-picture': () => answer.promise });
    await flush();
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, picture());
    await flush();
    expect(screen.getByText('Uploading picture…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '50');
    const upload = server.callsTo('POST /api/user/profile-picture')[0]!;
    expect((upload.body as FormData).get('image')).toBeInstanceOf(File);
    expect(server.calls.at(-2)!.path).toBe('/sanctum/csrf-cookie');
    answer.resolve({ body: { image_url: '/storage/profile/7.png' } });
    await flush();
    expect(screen.getByRole('img', { name: 'Profile picture of Rana Haddad' })).toHaveAttribute('src', '/storage/profile/7.png');
    expect(screen.getByRole('button', { name: 'Remove profile picture' })).toBeInTheDocument();
    expect(screen.queryByText('Uploading picture…')).not.toBeInTheDocument();
  });

  it("alerts 'Failed to upload profile picture.' when the upload fails", async () => {
    const { user, container } = setup({ 'POST /api/user/profile-picture': { status: 422, body: { message: 'bad' } } });
    await flush();
    await user.upload(container.ownerDocument.querySelector<HTMLInputElement>('input[type=file]')!, picture());
    await flush();
    expect(screen.getByRole('alertdialog', { name: 'Failed to upload profile picture.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload profile picture' })).toBeInTheDocument();
  });

  it('removes the picture with DELETE /api/user/profile-picture, or alerts on failure', async () => {
    const { server, user } = setup(
      { 'DELETE /api/user/profile-picture': [{ status: 500 }, { status: 204 }] },
      { ...testUser, image: '/storage/profile/7.png' },
    );
    await flush();
    await user.click(screen.getByRole('button', { name: 'Remove profile picture' }));
    await flush();
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Failed to delete profile picture.' })).getByRole('button', { name: 'OK' }),
    );
    expect(screen.getByRole('img', { name: 'Profile picture of Rana Haddad' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove profile picture' }));
    await flush();
    expect(server.callsTo('DELETE /api/user/profile-picture')).toHaveLength(2);
    expect(screen.queryByRole('img', { name: /Profile picture/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload profile picture' })).toBeInTheDocument();
  });

  it.each([204, 401])('logs out (POST /logout answering %i), clears the user and goes to /', async (status) => {
    const { server, user, router } = setup({ 'POST /logout': { status } });
    await flush();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await flush();
    expect(server.callsTo('POST /logout')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/');
  });

  it("alerts 'Logout failed!' and keeps the user on another failure", async () => {
    const { user, router } = setup({ 'POST /logout': { status: 500 } });
    await flush();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await flush();
    expect(screen.getByRole('alertdialog', { name: 'Logout failed!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.getByRole('heading', { name: 'Rana Haddad' })).toBeInTheDocument();
  });

  it('asks for confirmation before deleting the account and does nothing on Cancel', async () => {
    const { server, user } = setup({ 'DELETE /api/user': { status: 204 } });
    await flush();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete your account?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await flush();
    expect(server.callsTo('DELETE /api/user')).toHaveLength(0);
  });

  it('deletes the account after confirmation, clears the user and goes to /', async () => {
    const { server, user, router } = setup({ 'DELETE /api/user': { status: 204 } });
    await flush();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete your account?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete Account' }));
    await flush();
    expect(server.callsTo('DELETE /api/user')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/');
  });

  it("alerts 'Failed to delete account.' when deletion fails", async () => {
    const { user, router } = setup({ 'DELETE /api/user': { status: 500 } });
    await flush();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Account' }));
    await flush();
    expect(screen.getByRole('alertdialog', { name: 'Failed to delete account.' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  describe("a password confirmed recently (423: Laravel's password.confirm)", () => {
    const REQUIRED: MockReply = {
      status: 423,
      body: { message: 'Password confirmation required.', code: 'auth.password_confirmation_required' },
    };

    async function changePassword(user: ReturnType<typeof userEvent.setup>) {
      await flush();
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
      await user.type(screen.getByLabelText('New password'), 'abcdefgh');
      await user.type(screen.getByLabelText('Confirm new password'), 'abcdefgh');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await flush();
    }

    it('asks for the password on 423, confirms it, and changes the password on the retry', async () => {
      const { server, user } = setup({
        'PUT /api/user/password': [REQUIRED, { body: {} }],
        'POST /user/confirm-password': { status: 201 },
      });
      await changePassword(user);
      const dialog = screen.getByRole('dialog', { name: 'Confirm your password' });
      expect(screen.queryByText('Processing...')).not.toBeInTheDocument();
      await user.type(within(dialog).getByLabelText('Current password'), 'my-current-one');
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      await flush();
      expect(server.callsTo('POST /user/confirm-password')[0]!.body).toEqual({ password: 'my-current-one' });
      expect(server.callsTo('PUT /api/user/password')).toHaveLength(2);
      expect(screen.queryByRole('dialog', { name: 'Confirm your password' })).not.toBeInTheDocument();
      expect(screen.getByText('Your password has been updated.')).toHaveRole('status');
    });

    it('changes nothing and alerts nothing when the dialog is cancelled', async () => {
      const { server, user } = setup({ 'PUT /api/user/password': REQUIRED });
      await changePassword(user);
      await user.click(within(screen.getByRole('dialog', { name: 'Confirm your password' })).getByRole('button', { name: 'Cancel' }));
      await flush();
      expect(server.callsTo('PUT /api/user/password')).toHaveLength(1);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.getByLabelText('New password')).toBeInTheDocument();
    });

    it('asks for the password before deleting the account, then deletes it and goes to /', async () => {
      const { server, user, router } = setup({
        'DELETE /api/user': [REQUIRED, { status: 204 }],
        'POST /user/confirm-password': { status: 201 },
      });
      await flush();
      await user.click(screen.getByRole('button', { name: 'Delete Account' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Account' }));
      await flush();
      const dialog = screen.getByRole('dialog', { name: 'Confirm your password' });
      await user.type(within(dialog).getByLabelText('Current password'), 'my-current-one');
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      await flush();
      expect(server.callsTo('DELETE /api/user')).toHaveLength(2);
      expect(router.state.location.pathname).toBe('/');
    });

    it("still alerts the spec's failure when the retry fails", async () => {
      const { user } = setup({
        'DELETE /api/user': [REQUIRED, { status: 500 }],
        'POST /user/confirm-password': { status: 201 },
      });
      await flush();
      await user.click(screen.getByRole('button', { name: 'Delete Account' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Account' }));
      await flush();
      await user.type(screen.getByLabelText('Current password'), 'my-current-one');
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
      await flush();
      expect(screen.getByRole('alertdialog', { name: 'Failed to delete account.' })).toBeInTheDocument();
    });
  });
});
