import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/lib/api-client.test-utils';
import { QueryProvider } from '@/lib/query';
import { SlotPicker } from './slot-picker';

/** A free start three days from now at 16:00 in Beirut: inside the picker's 14 days. */
const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
const START = `${day}T16:00:00+02:00`;
const SLOTS = {
  timezone: 'Asia/Beirut',
  duration: 60,
  durations: [60, 90],
  from: day,
  to: day,
  slots: [{ start: START, end: `${day}T17:00:00+02:00` }],
};

function renderPicker(creditHours: number | null, onConfirm = vi.fn(async () => {})) {
  mockApi({ 'GET /api/tutors/1/slots': { body: SLOTS } });
  render(
    <QueryProvider>
      <SlotPicker
        tutor={{ id: 1, name: 'Rana Haddad', hourlyRate: 15 }}
        mode={{ kind: 'book', signedIn: true }}
        titleId="picker-title"
        creditHours={creditHours}
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />
    </QueryProvider>,
  );
  return onConfirm;
}

describe('SlotPicker: paying with hours of credit (decision 086)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the credit when it covers the length, chosen by default, and books with it', async () => {
    const onConfirm = renderPicker(2);
    await userEvent.click(await screen.findByRole('radio', { name: /16:00/ }));
    const credit = screen.getByRole('checkbox', { name: 'Use credit (2 hours left)' });
    expect(credit).toBeChecked();
    expect(screen.getByText('Paid with 1 hours of your credit: nothing to pay.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Book with credit' }));
    expect(onConfirm).toHaveBeenCalledWith({ duration: 60, course: '', start: START, useCredit: true });
  });

  it('holds the time with an order as before when the credit is unticked', async () => {
    const onConfirm = renderPicker(2);
    await userEvent.click(await screen.findByRole('radio', { name: /16:00/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Use credit (2 hours left)' }));
    expect(screen.getByText(/Total \$15\.00/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hold this time' }));
    expect(onConfirm).toHaveBeenCalledWith({ duration: 60, course: '', start: START });
  });

  it('does not offer credit that does not cover the length', async () => {
    renderPicker(0.5);
    await userEvent.click(await screen.findByRole('radio', { name: /16:00/ }));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hold this time' })).toBeEnabled();
  });
});
