import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setXsrfCookie } from '@/lib/api-client.test-utils';
import { activateLocale } from '@/lib/i18n';
import { ar } from '@/messages/ar';
import { en } from '@/messages/en';
import { queryClient } from '@/lib/query';
import { renderAdmin } from './admin.test-utils';

const order = (reference: string, status = 'pending', email: string | null = 'rana@example.com') => ({
  reference,
  status,
  items: [{ course_id: 1, code: 'B1100', title: 'Cell Biology', price: '5.00' }],
  total: '5.00',
  currency: 'USD',
  created_at: '2026-11-23T10:00:00.000Z',
  expires_at: '2026-11-30T10:00:00.000Z',
  email,
  user_id: email ? 7 : null,
  paid_at: status === 'paid' ? '2026-11-24T08:00:00.000Z' : null,
  cancelled_at: null,
  note: null,
});

describe('/admin/orders', () => {
  beforeEach(() => setXsrfCookie('token-9'));
  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
    setXsrfCookie(undefined);
  });

  it('lists the orders with buyer, courses, total and status, and pages through them', async () => {
    const { server } = renderAdmin('/admin/orders', {
      'GET /api/admin/orders': { body: { data: [order('DRS-AAAAAA'), order('DRS-BBBBBB', 'paid', null)], total: 45 } },
    });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('rana@example.com');
    expect(rows[0]).toHaveTextContent('Cell Biology');
    expect(rows[0]).toHaveTextContent('$5.00');
    expect(rows[0]).toHaveTextContent('Pending payment');
    expect(rows[1]).toHaveTextContent('Guest (not signed in)');
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
    expect(server.callsTo('GET /api/admin/orders')[0]!.path).toBe('/api/admin/orders?page=1&per_page=20');

    const pages = screen.getByRole('navigation', { name: 'Pages of Orders' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.setup().click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(server.calls.at(-1)!.path).toBe('/api/admin/orders?page=2&per_page=20');
  });

  it('filters by status and searches by reference or e-mail, back to page 1', async () => {
    const { server, router } = renderAdmin('/admin/orders?page=2', {
      'GET /api/admin/orders': { body: { data: [order('DRS-AAAAAA')], total: 1 } },
    });
    const user = userEvent.setup();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Status'), 'paid');
    await user.type(screen.getByLabelText('Reference or e-mail'), 'rana@example.com{Enter}');
    await vi.waitFor(() => expect(server.calls.at(-1)!.path).toBe('/api/admin/orders?status=paid&q=rana%40example.com&page=1&per_page=20'));
    expect(router.state.location.search).toBe('?status=paid&q=rana%40example.com');
  });

  it('marks an order paid after a confirmation with an optional note (CSRF), then refreshes the list', async () => {
    const { server } = renderAdmin('/admin/orders', {
      'GET /api/admin/orders': [
        { body: { data: [order('DRS-AAAAAA')], total: 1 } },
        { body: { data: [order('DRS-AAAAAA', 'paid')], total: 1 } },
      ],
      'POST /api/admin/orders/DRS-AAAAAA/mark-paid': { body: order('DRS-AAAAAA', 'paid') },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark paid: order DRS-AAAAAA' }));

    const dialog = screen.getByRole('dialog', { name: 'Mark order DRS-AAAAAA paid?' });
    expect(dialog).toHaveTextContent('$5.00');
    expect(within(dialog).getByLabelText('Note (optional)')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Whish 4711');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));

    expect(await screen.findByText('Order DRS-AAAAAA is marked paid.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [call] = server.callsTo('POST /api/admin/orders/DRS-AAAAAA/mark-paid');
    expect(call!.body).toEqual({ note: 'Whish 4711' });
    expect(call!.headers['X-XSRF-TOKEN']).toBe('token-9');
    expect(await within(screen.getByRole('table')).findByText('Paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark paid: order DRS-AAAAAA' })).not.toBeInTheDocument();
  });

  it('keeps the dialog open and says why when marking paid fails (409: already paid)', async () => {
    renderAdmin('/admin/orders', {
      'GET /api/admin/orders': { body: { data: [order('DRS-AAAAAA')], total: 1 } },
      'POST /api/admin/orders/DRS-AAAAAA/mark-paid': { status: 409, body: { message: 'This order is not pending.' } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark paid: order DRS-AAAAAA' }));
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark order DRS-AAAAAA paid?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That did not work: This order is not pending.');
  });

  it('cancels only after the confirmation, and not when the admin keeps it', async () => {
    const { server } = renderAdmin('/admin/orders', {
      'GET /api/admin/orders': { body: { data: [order('DRS-AAAAAA')], total: 1 } },
      'POST /api/admin/orders/DRS-AAAAAA/cancel': { body: order('DRS-AAAAAA', 'cancelled') },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel order DRS-AAAAAA' }));
    const question = screen.getByRole('alertdialog');
    expect(question).toHaveTextContent('Cancel order DRS-AAAAAA?');
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(server.callsTo('POST /api/admin/orders/DRS-AAAAAA/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel order DRS-AAAAAA' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order DRS-AAAAAA is cancelled.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/orders/DRS-AAAAAA/cancel')).toHaveLength(1);
  });

  it('in Arabic, names the courses in Arabic as one phrase and isolates reference, buyer and total', async () => {
    activateLocale('ar', ar);
    document.documentElement.lang = 'ar';
    try {
      const twoCourses = {
        ...order('DRS-AAAAAA'),
        items: [...order('DRS-AAAAAA').items, { course_id: 24, code: 'I1200', title: 'Data Structures', price: '5.00' }],
      };
      renderAdmin('/admin/orders', { 'GET /api/admin/orders': { body: { data: [twoCourses], total: 1 } } });
      const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
      // The order keeps the English titles it was made with; the reader sees the catalogue's Arabic ones.
      expect(row).toHaveTextContent('علم الخلية وبنى المعطيات');
      expect(row).not.toHaveTextContent('Cell Biology');
      expect(within(row).getByText('DRS-AAAAAA').tagName).toBe('BDI');
      expect(within(row).getByText('rana@example.com').tagName).toBe('BDI');
    } finally {
      activateLocale('en', en);
      document.documentElement.lang = 'en';
    }
  });
});
