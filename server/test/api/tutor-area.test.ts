import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../src/cli/admin.ts';
import type { User } from '../../src/db/schema.ts';
import { sendDueReminders } from '../../src/jobs/session-reminders.ts';
import { seedCatalogue } from '../../src/db/seeds/catalogue.ts';
import { invalidateCachedBodies } from '../../src/lib/http/cached-body.ts';
import { startSecondInstance, startTestServer, usingPostgres, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { actingAs, createUser } from '../helpers/factories.ts';
import { book, clearBookings, linkTutor, releaseClock, stopClockAt } from '../helpers/sessions.ts';
import { signedInClient } from '../helpers/shop.ts';
import { TestSmtpServer } from '../helpers/smtp.ts';

/**
 * Tutors' own area, their hours, their accounts, the back office's sessions, the reminder and
 * the e-mails of a cancelled or moved session (issue 19, decision 072). The role matrix of every
 * /api/tutor/* and new admin route is also walked from the contracts (test/contracts/routes.test.ts).
 */

const NOW = '2026-11-30T06:00:00.000Z'; // Monday 08:00 in Beirut
const WED_16 = '2026-12-02T16:00:00+02:00';
const WED_18 = '2026-12-02T18:00:00+02:00';
const HOUR = 3_600_000;

let smtp: TestSmtpServer;
let server: TestServer;
let admin: { user: User; client: TestClient };

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  server = await startTestServer({ SMTP_URL: smtp.url, SESSION_LIFETIME_MINUTES: '1000000', SESSION_MAX_DAYS: '3650' }); // the clock moves months ahead
  admin = await signedInClient(server, { role: 'admin' });
  await admin.client.csrf();
});
afterAll(async () => {
  releaseClock();
  await server.close();
  await smtp.stop();
});
beforeEach(async () => {
  stopClockAt(NOW);
  await clearBookings(server);
  await server.app.db.updateTable('tutors').set({ user_id: null }).execute();
  // Every tutor back to the seeded hours.
  await server.app.db.deleteFrom('tutor_availability_rules').execute();
  await server.app.db.deleteFrom('tutor_availability_exceptions').execute();
  await server.app.db.updateTable('tutors').set({ session_durations: null }).execute();
  await seedCatalogue(server.app.db);
  invalidateCachedBodies(server.app.db);
});
afterEach(() => releaseClock());

async function student() {
  const s = await signedInClient(server);
  await s.client.csrf();
  return s;
}

async function tutorAccount(tutorId: number) {
  const t = await signedInClient(server);
  await linkTutor(server, t.user, tutorId);
  await t.client.csrf();
  return t;
}

async function confirmed(s: { client: TestClient }, start = WED_16, tutorId = 1) {
  const held = await book(s.client, { tutor_id: tutorId, start });
  expect(held.status).toBe(201);
  expect((await admin.client.post(`/api/admin/orders/${held.body.reference}/mark-paid`, {})).status).toBe(200);
  return held.body.reference as string;
}

describe('/api/tutor/*', () => {
  it('answers 403 to an account with the tutor role but no tutor linked', async () => {
    const orphan = await signedInClient(server);
    await server.app.db.updateTable('users').set({ role: 'tutor' }).where('id', '=', orphan.user.id).execute();
    expect((await orphan.client.get('/api/tutor/sessions')).status).toBe(403);
    expect((await orphan.client.get('/api/tutor/availability')).status).toBe(403);
  });

  it('lists the tutor’s own sessions only: the student’s name always, the e-mail once paid', async () => {
    const rana = await tutorAccount(1);
    const maya = await tutorAccount(3);
    const s = await student();
    const held = await book(s.client, { tutor_id: 1, start: WED_16 });
    await book(s.client, { tutor_id: 3, start: '2026-12-07T17:00:00+02:00' });
    const before = await rana.client.get('/api/tutor/sessions');
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      upcoming: [
        {
          reference: held.body.reference,
          status: 'held',
          start: WED_16,
          end: '2026-12-02T17:00:00+02:00',
          duration: 60,
          private_course: null,
          paid: false,
          student: { name: s.user.name, email: null },
        },
      ],
      past: [],
    });
    await admin.client.post(`/api/admin/orders/${held.body.reference}/mark-paid`, {});
    const after = await rana.client.get('/api/tutor/sessions');
    expect(after.body.upcoming[0]).toMatchObject({ status: 'confirmed', paid: true, student: { name: s.user.name, email: s.user.email } });
    const mayas = await maya.client.get('/api/tutor/sessions');
    expect(mayas.body.upcoming.map((x: { reference: string }) => x.reference)).not.toContain(held.body.reference);
    expect(mayas.body.upcoming).toHaveLength(1);
    // Once it has ended it is past and completed.
    stopClockAt('2026-12-02T15:30:00Z');
    const later = await rana.client.get('/api/tutor/sessions');
    expect(later.body.upcoming).toEqual([]);
    expect(later.body.past[0]).toMatchObject({ reference: held.body.reference, status: 'completed' });
  });

  it('reads and replaces the tutor’s hours; a change lists confirmed sessions outside them and cancels none', async () => {
    const rana = await tutorAccount(1);
    const current = await rana.client.get('/api/tutor/availability');
    expect(current.body).toEqual({
      timezone: 'Asia/Beirut',
      rules: [
        { weekday: 1, start: '16:00', end: '19:00' },
        { weekday: 3, start: '16:00', end: '19:00' },
        { weekday: 4, start: '17:00', end: '20:00' },
        { weekday: 6, start: '10:00', end: '14:00' },
      ],
      exceptions: [],
      durations: [60, 90],
      conflicts: [],
    });
    const s = await student();
    const reference = await confirmed(s);
    const body = {
      rules: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '14:00', end: '24:00' },
      ],
      exceptions: [
        { date: '2026-12-07', available: false },
        { date: '2026-12-09', available: true, start: '10:00', end: '12:30' },
      ],
      durations: [60, 90, 120],
    };
    const saved = await rana.client.put('/api/tutor/availability', body);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ timezone: 'Asia/Beirut', ...body, conflicts: [{ reference, start: WED_16 }] });
    expect((await s.client.get('/api/bookings')).body[0].status).toBe('confirmed');
    const slots = await new TestClient(server.url).get('/api/tutors/1/slots?from=2026-12-07&to=2026-12-09&duration=120');
    expect(slots.body.slots.map((x: { start: string }) => x.start)).toEqual(['2026-12-09T10:00:00+02:00', '2026-12-09T10:30:00+02:00']);
    // The tutor page's hours follow the rules, in the reader's language, the zone named.
    const page = await new TestClient(server.url).get('/api/tutors/1?locale=fr');
    expect(page.body.availability).toEqual([{ day: 'Lundi', time: '09:00–12:00, 14:00–24:00 (heure de Beyrouth)' }]);
    const list = await new TestClient(server.url).get('/api/tutors');
    expect(list.body[0].availability).toEqual([{ day: 'Monday', time: '09:00–12:00, 14:00–24:00 (Beirut time)' }]);
  });

  it.each([
    [
      'overlapping rules',
      {
        rules: [
          { weekday: 2, start: '10:00', end: '12:00' },
          { weekday: 2, start: '11:00', end: '13:00' },
        ],
      },
      'rules.1.start',
      'These hours overlap other hours of the same day.',
    ],
    [
      'an end before the start',
      { rules: [{ weekday: 2, start: '12:00', end: '10:00' }] },
      'rules.0.end',
      'The end must be after the start.',
    ],
    [
      'extra hours ending before they start',
      { rules: [], exceptions: [{ date: '2026-12-09', available: true, start: '12:00', end: '12:00' }] },
      'exceptions.0.end',
      'The end must be after the start.',
    ],
  ])('answers 422 for %s and changes nothing', async (_name, body, field, message) => {
    const rana = await tutorAccount(1);
    const response = await rana.client.put('/api/tutor/availability', body);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ [field]: [message] });
    expect((await rana.client.get('/api/tutor/availability')).body.rules).toHaveLength(4);
  });

  it.each([
    ['a length other than 60, 90 or 120', { rules: [], durations: [45] }],
    ['no length', { rules: [], durations: [] }],
    ['a weekday out of range', { rules: [{ weekday: 8, start: '10:00', end: '12:00' }] }],
    ['a time that is not one', { rules: [{ weekday: 1, start: '25:00', end: '26:00' }] }],
  ])('answers 422 for %s', async (_name, body) => {
    const rana = await tutorAccount(1);
    expect((await rana.client.put('/api/tutor/availability', body)).status).toBe(422);
  });
});

describe('the back office', () => {
  it('reads and writes any tutor’s hours (404 for an unknown tutor)', async () => {
    const put = await admin.client.put('/api/admin/tutors/4/availability', {
      rules: [{ weekday: 5, start: '08:00', end: '10:00' }],
      durations: [90],
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ rules: [{ weekday: 5, start: '08:00', end: '10:00' }], durations: [90], exceptions: [] });
    expect((await admin.client.get('/api/admin/tutors/4/availability')).body.durations).toEqual([90]);
    const slots = await new TestClient(server.url).get('/api/tutors/4/slots?from=2026-12-04&to=2026-12-04');
    expect(slots.body).toMatchObject({
      duration: 90,
      slots: [
        { start: '2026-12-04T08:00:00+02:00', end: '2026-12-04T09:30:00+02:00' },
        { start: '2026-12-04T08:30:00+02:00', end: '2026-12-04T10:00:00+02:00' },
      ],
    });
    expect((await admin.client.get('/api/admin/tutors/999/availability')).status).toBe(404);
    expect((await admin.client.put('/api/admin/tutors/999/availability', { rules: [] })).status).toBe(404);
    const audit = await server.app.db.selectFrom('audit_log').select('action').where('action', '=', 'tutor.availability').execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('lists the sessions of a day or a week, per tutor and by status', async () => {
    const a = await student();
    const b = await student();
    const paid = await confirmed(a, WED_16);
    const held = await book(b.client, { tutor_id: 1, start: WED_18 });
    await book(b.client, { tutor_id: 3, start: '2026-12-07T17:00:00+02:00' });
    const week = await admin.client.get('/api/admin/bookings?from=2026-11-30&to=2026-12-06');
    expect(week.status).toBe(200);
    expect(week.body.total).toBe(2);
    expect(week.body.data.map((x: { reference: string; status: string; paid: boolean }) => [x.reference, x.status, x.paid])).toEqual([
      [paid, 'confirmed', true],
      [held.body.reference, 'held', false],
    ]);
    expect(week.body.data[0]).toMatchObject({
      tutor: { id: 1, name: 'Rana Haddad' },
      student: { id: Number(a.user.id), name: a.user.name, email: a.user.email },
      total: '15.00',
    });
    const day = await admin.client.get('/api/admin/bookings?from=2026-12-07&to=2026-12-07&tutor_id=3');
    expect(day.body.total).toBe(1);
    const byStatus = await admin.client.get('/api/admin/bookings?from=2026-11-30&to=2026-12-06&status=held');
    expect(byStatus.body.data.map((x: { reference: string }) => x.reference)).toEqual([held.body.reference]);
    expect((await admin.client.get('/api/admin/bookings?from=2026-12-01&to=2027-01-15')).status).toBe(422);
    expect((await admin.client.get('/api/admin/stats')).body.sessions_this_week).toBe(1);
  });

  it('cancels a session with a reason: both sides told, the invitation withdrawn, a paid one refund due', async () => {
    const rana = await tutorAccount(1);
    const s = await student();
    const reference = await confirmed(s);
    await smtp.readEmail(s.user.email); // held
    await smtp.readEmail(s.user.email); // confirmed
    await smtp.readEmail(rana.user.email); // new session
    const cancelled = await admin.client.post(`/api/admin/bookings/${reference}/cancel`, { reason: 'The tutor is ill.' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ reference, status: 'cancelled', refund_due: true, cancel_reason: 'The tutor is ill.' });
    const toStudent = await smtp.readEmail(s.user.email);
    expect(toStudent.subject).toBe('Your Darsak session on Wed, Dec 2, 2026 is cancelled');
    expect(toStudent.text).toContain('Reason: The tutor is ill.');
    expect(toStudent.text).toContain('You paid $15.00 for it: it will be refunded');
    const ics = toStudent.attachments[0]!.content;
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain(`UID:${reference}`);
    expect(ics).toContain('SEQUENCE:1');
    const toTutor = await smtp.readEmail(rana.user.email);
    expect(toTutor.text).toContain(`Your session with ${s.user.name}`);
    expect((await admin.client.post(`/api/admin/bookings/${reference}/cancel`, { reason: 'again' })).status).toBe(409);
    expect((await admin.client.post('/api/admin/bookings/DRS-222222/cancel', { reason: 'x' })).status).toBe(404);
    const audit = await server.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'booking.cancel')
      .where('target_id', '=', reference)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('cancelling a held session’s order cancels the booking and frees the time', async () => {
    const s = await student();
    const held = await book(s.client, { tutor_id: 1, start: WED_16 });
    expect((await admin.client.post(`/api/admin/orders/${held.body.reference}/cancel`, { reason: 'duplicate' })).status).toBe(200);
    expect((await s.client.get('/api/bookings')).body[0].status).toBe('cancelled');
    const other = await student();
    expect((await book(other.client, { tutor_id: 1, start: WED_16 })).status).toBe(201);
  });

  it('tells both sides of a move, with the invitation updated', async () => {
    const rana = await tutorAccount(1);
    const s = await student();
    const reference = await confirmed(s);
    for (const to of [s.user.email, s.user.email, rana.user.email]) await smtp.readEmail(to);
    expect((await s.client.post(`/api/bookings/${reference}/reschedule`, { start: WED_18 })).status).toBe(200);
    const toStudent = await smtp.readEmail(s.user.email);
    expect(toStudent.text).toContain(
      'moved from Wednesday, December 2, 2026 at 16:00 (Beirut time) to Wednesday, December 2, 2026 at 18:00 (Beirut time)',
    );
    expect(toStudent.attachments[0]!.content).toContain('DTSTART:20261202T160000Z');
    expect(toStudent.attachments[0]!.content).toContain('SEQUENCE:1');
    const toTutor = await smtp.readEmail(rana.user.email);
    expect(toTutor.subject).toBe('Your Darsak session moved to Wed, Dec 2, 2026');
  });

  it('links and unlinks a tutor’s account', async () => {
    const account = await signedInClient(server);
    const linked = await admin.client.post('/api/admin/tutors/2/account', { email: account.user.email.toUpperCase() });
    expect(linked.status).toBe(200);
    expect(linked.body).toEqual({ tutor_id: 2, user_id: Number(account.user.id), email: account.user.email });
    expect((await account.client.get('/api/user')).body.role).toBe('tutor');
    expect((await account.client.get('/api/tutor/sessions')).status).toBe(200);

    const unverified = await createUser(server, { email_verified_at: null });
    const refused = await admin.client.post('/api/admin/tutors/3/account', { email: unverified.email });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.email).toEqual(['This account has not verified its email address yet.']);
    expect((await admin.client.post('/api/admin/tutors/3/account', { email: admin.user.email })).body.code).toBe('tutors.account_is_admin');
    const taken = await admin.client.post('/api/admin/tutors/3/account', { email: account.user.email });
    expect([taken.status, taken.body.code]).toEqual([409, 'tutors.account_taken']);
    const other = await createUser(server);
    const already = await admin.client.post('/api/admin/tutors/2/account', { email: other.email });
    expect([already.status, already.body.code]).toEqual([409, 'tutors.already_linked']);
    expect((await admin.client.post('/api/admin/tutors/2/account', { email: 'nobody@example.com' })).status).toBe(404);
    expect((await admin.client.post('/api/admin/tutors/999/account', { email: other.email })).status).toBe(404);

    expect((await admin.client.delete('/api/admin/tutors/2/account')).status).toBe(204);
    expect((await account.client.get('/api/tutor/sessions')).status).toBe(403);
    expect((await account.client.get('/api/user')).body.role).toBe('student');
    const actions = (await server.app.db.selectFrom('audit_log').select('action').where('target_type', '=', 'tutor').execute()).map(
      (r) => r.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['tutor.link_account', 'tutor.unlink_account']));
  });
});

describe('npm run admin -- grant-tutor | revoke-tutor', () => {
  it('links a verified account to a tutor and unlinks it, audited; refuses what it should', async () => {
    const user = await createUser(server);
    expect(await runAdminCommand(server.app.db, ['grant-tutor', user.email, '5'])).toEqual({
      code: 0,
      message: `${user.email} is now the account of tutor 5.`,
    });
    expect(await runAdminCommand(server.app.db, ['grant-tutor', user.email, '5'])).toEqual({
      code: 0,
      message: `${user.email} is already the account of tutor 5.`,
    });
    const row = await server.app.db.selectFrom('users').select('role').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.role).toBe('tutor');
    const client = new TestClient(server.url);
    await actingAs(server, client, user);
    expect((await client.get('/api/tutor/availability')).status).toBe(200);

    const unverified = await createUser(server, { email_verified_at: null });
    expect((await runAdminCommand(server.app.db, ['grant-tutor', unverified.email, '6'])).code).toBe(1);
    expect((await runAdminCommand(server.app.db, ['grant-tutor', 'nobody@example.com', '6'])).code).toBe(1);
    expect((await runAdminCommand(server.app.db, ['grant-tutor', user.email, '999'])).code).toBe(1);
    expect((await runAdminCommand(server.app.db, ['grant-tutor', user.email])).code).toBe(2);
    expect((await runAdminCommand(server.app.db, ['grant-tutor', user.email, 'x'])).code).toBe(2);

    expect(await runAdminCommand(server.app.db, ['revoke-tutor', user.email])).toEqual({
      code: 0,
      message: `${user.email} is no longer the account of tutor 5.`,
    });
    expect((await runAdminCommand(server.app.db, ['revoke-tutor', user.email])).code).toBe(0);
    expect((await client.get('/api/tutor/availability')).status).toBe(403);
    const audit = await server.app.db
      .selectFrom('audit_log')
      .select(['actor', 'action'])
      .where('target_type', '=', 'tutor')
      .where('target_id', '=', '5')
      .execute();
    expect(audit).toEqual([
      { actor: 'cli', action: 'tutor.link_account' },
      { actor: 'cli', action: 'tutor.unlink_account' },
    ]);
  });
});

describe('the reminder a day before', () => {
  it('is sent once to each side, even with two instances on one database', async () => {
    const rana = await tutorAccount(1);
    const s = await student();
    const reference = await confirmed(s);
    // Held and confirmed, and the tutor's: delivered before the clock moves (a send under way
    // must not see a day pass).
    for (const to of [s.user.email, s.user.email, rana.user.email]) await smtp.readEmail(to);
    const second = await startSecondInstance(server);
    try {
      stopClockAt(new Date(Date.parse(WED_16) - 23 * HOUR).toISOString());
      const runs = [server.app, second.app, server.app, second.app].map((app) => () => sendDueReminders(app));
      // PostgreSQL: all at once. SQLite in one process: one after the other (node:sqlite waits for
      // the file's lock synchronously, so two connections of one process cannot interleave).
      const sent = usingPostgres()
        ? await Promise.all(runs.map((run) => run()))
        : [await runs[0]!(), await runs[1]!(), await runs[2]!(), await runs[3]!()];
      expect(sent.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
      await second.close();
      const reminders = await server.app.db.selectFrom('mail_outbox').select('recipient').where('subject', 'like', 'Reminder:%').execute();
      expect(reminders.map((r) => r.recipient).sort()).toEqual([s.user.email, rana.user.email].sort());
      const row = await server.app.db.selectFrom('bookings').select('reminder_sent_at').executeTakeFirstOrThrow();
      expect(row.reminder_sent_at).not.toBeNull();
      expect(await sendDueReminders(server.app)).toBe(0);
      const mail = await smtp.readEmail(s.user.email);
      expect(mail.subject).toBe('Reminder: your Darsak session on Wed, Dec 2, 2026');
      expect(mail.text).toContain(`Your session with Rana Haddad starts in less than 24 hours`);
      expect(reference).toMatch(/^DRS-/);
    } finally {
      await second.close();
    }
  });

  it('is not sent for a session confirmed less than a day before (the confirmation is it)', async () => {
    stopClockAt(new Date(Date.parse(WED_16) - 20 * HOUR).toISOString());
    const s = await student();
    await confirmed(s);
    expect(await sendDueReminders(server.app)).toBe(0);
  });
});
