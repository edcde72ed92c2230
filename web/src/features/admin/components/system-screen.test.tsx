import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, setXsrfCookie, testUser, type MockHandler } from '@/lib/api-client.test-utils';
import { renderRoutes } from '@/lib/auth.test-utils';
import { queryClient } from '@/lib/query';
import { AdminLayout } from './admin-layout';
import { SystemScreen } from './system-screen';

const adminUser = { ...testUser, id: 1, name: 'Maya Admin', email: 'maya@darsak.app', role: 'admin' };

const STATUS = {
  version: '1.4.0+abc123',
  database: { driver: 'postgres', ok: true },
  redis: { configured: true, ok: false },
  storage: { kind: 's3', ok: true },
  outbox: { queued: 2, failed: 1, oldest_queued_at: '2026-11-28T08:00:00.000Z' },
  jobs: [
    {
      name: 'order expiry',
      started_at: '2026-11-28T10:00:00.000Z',
      finished_at: '2026-11-28T10:00:01.000Z',
      ok: true,
      result: 'orders expired: 3',
      error: null,
      instance: 'web-1:42',
    },
    {
      name: 'session reminders',
      started_at: '2026-11-28T10:02:00.000Z',
      finished_at: '2026-11-28T10:02:05.000Z',
      ok: false,
      result: null,
      error: 'connection terminated',
      instance: 'web-2:43',
    },
  ],
};

const FAILED = {
  id: 12,
  to: 'rana@example.com',
  subject: 'Your receipt DRS-R-2026-000004',
  status: 'failed',
  attempts: 8,
  last_error: '550 mailbox unavailable',
  created_at: '2026-11-27T09:00:00.000Z',
  send_after: null,
};

function renderSystem(url: string, routes: Record<string, MockHandler | MockHandler[]>) {
  const server = mockApi({ 'GET /api/user': { body: adminUser }, ...routes });
  const view = renderRoutes([{ path: '/admin', Component: AdminLayout, children: [{ path: 'system', Component: SystemScreen }] }], [url]);
  return { server, ...view };
}

describe('back office: the System screen', () => {
  beforeEach(() => setXsrfCookie('token-9'));
  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
    setXsrfCookie(undefined);
  });

  it('shows the version, each part’s state in words, the jobs and the outbox counts', async () => {
    renderSystem('/admin/system', {
      'GET /api/admin/system': { body: STATUS },
      'GET /api/admin/outbox': { body: { data: [], total: 0 } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'System' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'System' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('1.4.0+abc123')).toBeInTheDocument();
    const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
    expect(rowOf('Database')).toHaveTextContent('Working');
    expect(rowOf('Database')).toHaveTextContent('PostgreSQL');
    expect(rowOf('Redis')).toHaveTextContent('Not answering');
    expect(rowOf('File storage')).toHaveTextContent('Working');
    expect(rowOf('File storage')).toHaveTextContent('S3-compatible service');

    const jobs = within(screen.getByRole('region', { name: 'Scheduled jobs' })).getByRole('table');
    expect(
      within(jobs)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Job', 'Last run started', 'Finished', 'Result', 'Instance']);
    expect(within(jobs).getByRole('rowheader', { name: 'Order expiry' }).closest('tr')).toHaveTextContent('Succeeded orders expired: 3');
    const failedJob = within(jobs).getByRole('rowheader', { name: 'Session reminders' }).closest('tr')!;
    expect(failedJob).toHaveTextContent('Failed connection terminated');
    // Beirut time (UTC+2 in November): 10:02 UTC is 12:02.
    expect(failedJob).toHaveTextContent('12:02');
    expect(screen.getByText('Times are Beirut time.')).toBeInTheDocument();

    const counts = within(screen.getByRole('region', { name: 'Mail outbox' }));
    expect(counts.getByText('Queued', { selector: 'dt' }).nextElementSibling).toHaveTextContent('2');
    expect(counts.getByText('Failed', { selector: 'dt' }).nextElementSibling).toHaveTextContent('1');
    expect(screen.getByText('Nothing to show.')).toBeInTheDocument();
  });

  it('lists a failed e-mail with its error and retries it; the list is read again', async () => {
    const { server } = renderSystem('/admin/system?status=failed', {
      'GET /api/admin/system': { body: STATUS },
      'GET /api/admin/outbox': [{ body: { data: [FAILED], total: 1 } }, { body: { data: [], total: 0 } }],
      'POST /api/admin/outbox/12/retry': { body: { ...FAILED, status: 'queued', attempts: 0, message: 'E-mail queued to be sent again.' } },
    });
    const user = userEvent.setup();
    const retry = await screen.findByRole('button', { name: 'Retry the e-mail “Your receipt DRS-R-2026-000004” to rana@example.com' });
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('failed');
    expect(server.callsTo('GET /api/admin/outbox')[0]!.path).toBe('/api/admin/outbox?status=failed&page=1&per_page=20');
    const row = retry.closest('tr')!;
    expect(row).toHaveTextContent('550 mailbox unavailable');
    expect(row).toHaveTextContent('rana@example.com');
    expect(within(row).getByText('Failed')).toBeInTheDocument();

    await user.click(retry);
    expect(await screen.findByText('The e-mail to rana@example.com is queued to be sent again.')).toBeInTheDocument();
    const call = server.callsTo('POST /api/admin/outbox/12/retry')[0]!;
    expect(call.headers['X-XSRF-TOKEN']).toBe('token-9');
    await vi.waitFor(() => expect(server.callsTo('GET /api/admin/outbox')).toHaveLength(2));
    await vi.waitFor(() => expect(server.callsTo('GET /api/admin/system').length).toBeGreaterThanOrEqual(2));
    expect(await screen.findByText('Nothing to show.')).toBeInTheDocument();
  });

  it('discards an e-mail only after a confirmation', async () => {
    const queued = {
      ...FAILED,
      id: 13,
      subject: 'Session reminder',
      status: 'queued',
      attempts: 1,
      send_after: '2026-11-28T10:30:00.000Z',
    };
    const { server } = renderSystem('/admin/system', {
      'GET /api/admin/system': { body: STATUS },
      'GET /api/admin/outbox': [{ body: { data: [queued], total: 1 } }, { body: { data: [], total: 0 } }],
      'POST /api/admin/outbox/13/discard': { body: { message: 'E-mail discarded.' } },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: /Discard the e-mail “Session reminder”/ })).toBeInTheDocument();
    // A queued e-mail is not retried: it is on its way.
    expect(screen.queryByRole('button', { name: /^Retry the e-mail/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Discard the e-mail “Session reminder” to rana@example.com' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('It will never be sent.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('POST /api/admin/outbox/13/discard')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Discard the e-mail “Session reminder” to rana@example.com' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('The e-mail to rana@example.com is discarded.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/outbox/13/discard')).toHaveLength(1);
    await vi.waitFor(() => expect(server.callsTo('GET /api/admin/outbox')).toHaveLength(2));
  });

  it('says so when an action is refused', async () => {
    renderSystem('/admin/system', {
      'GET /api/admin/system': { body: STATUS },
      'GET /api/admin/outbox': { body: { data: [FAILED], total: 1 } },
      'POST /api/admin/outbox/12/retry': {
        status: 409,
        body: { message: 'Only a failed e-mail can be retried.', code: 'outbox.not_failed' },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Retry the e-mail/ }));
    expect(await screen.findByText(/Only a failed e-mail can be retried\./)).toBeInTheDocument();
  });
});
