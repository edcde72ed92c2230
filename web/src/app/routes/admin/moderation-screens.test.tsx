import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setXsrfCookie } from '@/lib/api-client.test-utils';
import { queryClient } from '@/lib/query';
import { seedCatalogue } from '@/testing/catalogue';
import { adminUser, renderAdmin } from './admin.test-utils';

const APPLICATION = {
  id: '0b6f3f5e-2c1d-4c55-9a55-1f7f6d3c2a10',
  user_id: 9,
  status: 'pending',
  name: 'Karim Saad',
  email: 'karim@example.com',
  phone: '+961 70 000 000',
  age: 22,
  university: 'Lebanese University',
  year: 4,
  coursesToGive: ['Cell Biology', 'Data Structures'],
  otherCourses: null,
  pay: 15,
  whereYouSeeYourself: 'Teaching biology.',
  goodTutor: 'Patience.',
  cv_name: 'karim-cv.pdf',
  has_cv: true,
  cv_mime: 'application/pdf',
  review_reason: null,
  reviewed_at: null,
  submitted_at: '2026-11-20T10:00:00.000Z',
};
const APP_PATH = `/api/admin/applications/${APPLICATION.id}`;

const RATING = {
  id: 31,
  type: 'course',
  subject_id: '1',
  rating: 1,
  feedback: 'Spam spam',
  verified: false,
  hidden: false,
  hidden_at: null,
  hidden_reason: null,
  user: { id: 9, name: 'Sami', email: 'sami@example.com' },
  created_at: '2026-11-22T10:00:00.000Z',
};

describe('back office: applications, ratings, users, audit', () => {
  beforeEach(() => setXsrfCookie('token-9'));
  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
    setXsrfCookie(undefined);
  });

  it('lists applications by status and opens one', async () => {
    const { server } = renderAdmin('/admin/applications?status=pending', {
      'GET /api/admin/applications': { body: { data: [APPLICATION], total: 1 } },
      [`GET ${APP_PATH}`]: { body: APPLICATION },
    });
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Read the application of Karim Saad' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Application of Karim Saad' })).toBeInTheDocument();
    // One phrase in the page's language (Intl.ListFormat).
    expect(screen.getByText('Cell Biology and Data Structures')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CV (karim-cv.pdf)' })).toHaveAttribute('href', `${APP_PATH}/cv`);
    expect(server.callsTo('GET /api/admin/applications')[0]!.path).toBe('/api/admin/applications?status=pending&page=1&per_page=20');
  });

  it('approves after a confirmation and rejects only with a reason', async () => {
    const { server } = renderAdmin(`/admin/applications/${APPLICATION.id}`, {
      [`GET ${APP_PATH}`]: { body: APPLICATION },
      [`POST ${APP_PATH}/approve`]: { body: { ...APPLICATION, status: 'approved' } },
      [`POST ${APP_PATH}/reject`]: { body: { ...APPLICATION, status: 'rejected' } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The application is approved.')).toBeInTheDocument();
    expect(server.callsTo(`POST ${APP_PATH}/approve`)[0]!.headers['X-XSRF-TOKEN']).toBe('token-9');

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the application of Karim Saad?' });
    const submit = within(dialog).getByRole('button', { name: 'Reject' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason'), 'No CV in the subject.');
    await user.click(submit);
    expect(await screen.findByText('The application is rejected.')).toBeInTheDocument();
    expect(server.callsTo(`POST ${APP_PATH}/reject`)[0]!.body).toEqual({ reason: 'No CV in the subject.' });
  });

  it('says when an application does not exist', async () => {
    renderAdmin('/admin/applications/99', { 'GET /api/admin/applications/99': { status: 404, body: { message: 'Not Found.' } } });
    expect(await screen.findByText('There is no application with this id.')).toBeInTheDocument();
  });

  it('filters ratings, hides one with a reason and shows a hidden one again', async () => {
    const { server } = renderAdmin('/admin/ratings', {
      // Courses are named from the live catalogue (the back office's pages do not carry it).
      'GET /api/catalogue': { body: seedCatalogue() },
      'GET /api/admin/ratings': {
        body: { data: [RATING, { ...RATING, id: 32, verified: true, hidden: true, hidden_reason: 'Abuse' }], total: 2 },
      },
      'POST /api/admin/ratings/31/hide': { body: { ...RATING, hidden: true } },
      'POST /api/admin/ratings/32/unhide': { body: { ...RATING, id: 32 } },
    });
    const user = userEvent.setup();
    // The reason is the admin's own words, isolated (bdi) inside the translated label.
    expect(await screen.findByText('Abuse', { selector: '.admin-pill bdi' })).toBeInTheDocument();
    expect(screen.getByText('Abuse').closest('.admin-pill')).toHaveTextContent('Hidden: Abuse');
    expect(screen.getAllByText('Course: Cell Biology')).toHaveLength(2);
    expect(screen.getAllByText('Verified purchase')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Hide rating 31' }));
    await user.type(screen.getByLabelText('Reason'), 'Spam');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('The rating is hidden.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/ratings/31/hide')[0]!.body).toEqual({ reason: 'Spam' });

    await user.click(screen.getByRole('button', { name: 'Show again: rating 32' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Show again' }));
    expect(await screen.findByText('The rating is shown again.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Type'), 'tutor');
    await user.selectOptions(screen.getByLabelText('Visibility'), '1');
    await vi.waitFor(() => expect(server.calls.at(-1)!.path).toBe('/api/admin/ratings?type=tutor&hidden=1&page=1&per_page=20'));
  });

  it('searches users and disables one after a confirmation; the admin cannot disable themself', async () => {
    const student = {
      id: 7,
      name: 'Rana Haddad',
      email: 'rana@example.com',
      role: 'student',
      email_verified_at: null,
      disabled_at: null,
      created_at: '2026-01-05T09:00:00.000Z',
    };
    const { server } = renderAdmin('/admin/users', {
      'GET /api/admin/users': { body: { data: [student, { ...adminUser, disabled_at: null }], total: 2 } },
      'POST /api/admin/users/7/disable': { body: { ...student, disabled_at: '2026-11-23T10:00:00.000Z' } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disable Rana Haddad' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Their sessions end at once');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('The account of Rana Haddad is disabled.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/users/7/disable')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Disable Maya Admin' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Name or e-mail'), 'rana{Enter}');
    await vi.waitFor(() => expect(server.calls.at(-1)!.path).toBe('/api/admin/users?q=rana&page=1&per_page=20'));
  });

  it('shows the audit log: time, admin, action, target and details', async () => {
    renderAdmin('/admin/audit', {
      'GET /api/admin/audit': {
        body: {
          data: [
            {
              id: 1,
              actor: 'maya@darsak.app',
              actor_id: 1,
              action: 'order.mark_paid',
              target_type: 'order',
              target_id: 'DRS-AAAAAA',
              details: { note: 'Whish 4711' },
              created_at: '2026-11-23T10:00:00.000Z',
            },
          ],
          total: 1,
        },
      },
    });
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('maya@darsak.app');
    expect(row).toHaveTextContent('order.mark_paid');
    expect(row).toHaveTextContent('order DRS-AAAAAA');
    expect(row).toHaveTextContent('note: Whish 4711');
  });
});
