import { useEffect } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AlertProvider, useAlert, type AlertApi } from './alert-provider';

let alerts: AlertApi;
function Opener() {
  const api = useAlert();
  useEffect(() => {
    alerts = api;
  });
  return (
    <button type="button" onClick={() => void api.alert('Failed to update name.', { tone: 'error' })}>
      Save
    </button>
  );
}

const renderProvider = () =>
  render(
    <AlertProvider>
      <Opener />
    </AlertProvider>,
  );

describe('AlertProvider', () => {
  it('shows an alert as an alertdialog named by its message, and returns focus on OK', async () => {
    const user = userEvent.setup();
    renderProvider();
    const opener = screen.getByRole('button', { name: 'Save' });
    await user.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Failed to update name.' });
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(dialog).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('confirm resolves true on the confirm button and false on Cancel or Escape', async () => {
    const user = userEvent.setup();
    renderProvider();
    const results: boolean[] = [];
    for (const answer of ['Delete Account', 'Cancel', 'Escape']) {
      const pending = alerts.confirm('Are you sure you want to delete your account?', {
        confirmLabel: 'Delete Account',
        tone: 'danger',
      });
      const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete your account?' });
      // The safe choice has focus first: the modal moves it in an effect after the dialog is drawn
      // (checked at once, the focus was still on the body in a loaded CI run).
      await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
      if (answer === 'Escape') await user.keyboard('{Escape}');
      else await user.click(screen.getByRole('button', { name: answer }));
      results.push(await pending);
      expect(dialog).not.toBeInTheDocument();
    }
    expect(results).toEqual([true, false, false]);
  });

  it('queues alerts and shows them one at a time', async () => {
    const user = userEvent.setup();
    renderProvider();
    void alerts.alert('First');
    void alerts.alert('Second');
    expect(await screen.findByRole('alertdialog', { name: 'First' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: 'Second' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('alertdialog', { name: 'Second' })).toBeInTheDocument();
  });
});
