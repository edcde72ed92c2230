import { ADMIN_TOTAL_CAP, CATALOGUE_TUTORS, ORDER_REFERENCE_PATTERN } from '@darsak/common';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expireHolds } from '../../src/jobs/booking-holds.ts';
import type { User } from '../../src/db/schema.ts';
import { startTestServer, usingPostgres, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { book, clearBookings, countRows, linkTutor, releaseClock, stopClockAt } from '../helpers/sessions.ts';
import { signedInClient } from '../helpers/shop.ts';
import { TestSmtpServer } from '../helpers/smtp.ts';

/**
 * Slots and bookings (issue 19, decision 072) against the real server, on a stopped clock.
 * Rana Haddad (tutor 1) is seeded with Monday and Wednesday 16:00-19:00, Thursday 17:00-20:00 and
 * Saturday 10:00-14:00 (Beirut), 60 and 90 minutes, $15 an hour.
 */

// Monday 30 November 2026, 08:00 in Beirut (+02:00).
const NOW = '2026-11-30T06:00:00.000Z';
const WED_16 = '2026-12-02T16:00:00+02:00';
const WED_17 = '2026-12-02T17:00:00+02:00';
const WED_18 = '2026-12-02T18:00:00+02:00';
const HOUR = 3_600_000;
const at = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * HOUR).toISOString();

let smtp: TestSmtpServer;
let server: TestServer;
let admin: { user: User; client: TestClient };

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  // Sessions long enough for a clock moved days ahead.
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
});
afterEach(() => releaseClock());

const student = async () => {
  const s = await signedInClient(server);
  await s.client.csrf();
  return s;
};

describe('GET /api/tutors/{id}/slots', () => {
  it('answers the free starts of a day, on the hour or half hour, with their offset', async () => {
    const response = await new TestClient(server.url).get('/api/tutors/1/slots?from=2026-12-02&to=2026-12-02');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toEqual({
      timezone: 'Asia/Beirut',
      duration: 60,
      // The lengths offered, so a picker proposes only those.
      durations: [60, 90],
      from: '2026-12-02',
      to: '2026-12-02',
      slots: ['16:00', '16:30', '17:00', '17:30', '18:00'].map((time) => ({
        start: `2026-12-02T${time}:00+02:00`,
        end: `2026-12-02T${String(Number(time.slice(0, 2)) + 1)}:${time.slice(3)}:00+02:00`,
      })),
    });
    const long = await new TestClient(server.url).get('/api/tutors/1/slots?from=2026-12-02&to=2026-12-02&duration=90');
    expect(long.body.duration).toBe(90);
    expect(long.body.slots.at(-1)).toEqual({ start: '2026-12-02T17:30:00+02:00', end: '2026-12-02T19:00:00+02:00' });
  });

  it('defaults to the next 14 days and offers nothing sooner than BOOKING_MIN_NOTICE_HOURS', async () => {
    const response = await new TestClient(server.url).get('/api/tutors/1/slots');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ from: '2026-11-30', to: '2026-12-13' });
    const starts: string[] = response.body.slots.map((s: { start: string }) => s.start);
    // Monday's 16:00 is 8 hours away: the first slot is Wednesday's.
    expect(starts[0]).toBe(WED_16);
    for (const start of starts) {
      expect(Date.parse(start) - Date.parse(NOW)).toBeGreaterThanOrEqual(12 * HOUR);
      expect(start).toMatch(/T\d\d:(00|30):00\+02:00$/);
    }
    expect(starts.at(-1)! < '2026-12-14').toBe(true);
  });

  it('offers a start exactly 12 hours ahead, and not one minute less', async () => {
    stopClockAt(at(WED_16, -12));
    const exactly = await new TestClient(server.url).get('/api/tutors/1/slots?from=2026-12-02&to=2026-12-02');
    expect(exactly.body.slots[0].start).toBe(WED_16);
    stopClockAt(new Date(Date.parse(WED_16) - 12 * HOUR + 60_000).toISOString());
    const later = await new TestClient(server.url).get('/api/tutors/1/slots?from=2026-12-02&to=2026-12-02');
    expect(later.body.slots[0].start).toBe('2026-12-02T16:30:00+02:00');
  });

  it.each([
    ['32 days', 'from=2026-12-01&to=2027-01-01', 'to'],
    ['an end before the start', 'from=2026-12-05&to=2026-12-01', 'to'],
    ['dates past 12 months', 'from=2027-11-20&to=2027-12-05', 'to'],
    ['a start in the past', 'from=2026-11-01&to=2026-11-05', 'from'],
  ])('answers 422 for %s', async (_name, query, field) => {
    const response = await new TestClient(server.url).get(`/api/tutors/1/slots?${query}`);
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('bookings.bad_range');
    expect(Object.keys(response.body.errors)).toEqual([field]);
  });

  it('takes any range of up to 31 days within the next 12 months', async () => {
    expect((await new TestClient(server.url).get('/api/tutors/1/slots?from=2026-12-01&to=2026-12-31')).status).toBe(200);
    const far = await new TestClient(server.url).get('/api/tutors/1/slots?from=2027-11-01&to=2027-11-30');
    expect(far.status).toBe(200);
    expect(far.body.slots.length).toBeGreaterThan(0);
    expect(far.body.slots[0].start).toMatch(/\+02:00$/);
    const summer = await new TestClient(server.url).get('/api/tutors/1/slots?from=2027-06-07&to=2027-06-07');
    expect(summer.body.slots[0].start).toBe('2027-06-07T16:00:00+03:00');
  });

  it('answers 422 for a date that is not one and a length the tutor does not offer', async () => {
    const bad = await new TestClient(server.url).get('/api/tutors/1/slots?from=2026-02-30');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['from']);
    const long = await new TestClient(server.url).get('/api/tutors/1/slots?duration=120');
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ duration: ['This tutor does not offer sessions of this length.'] });
    expect((await new TestClient(server.url).get('/api/tutors/1/slots?duration=45')).status).toBe(422);
  });

  it('answers 404 for an unknown tutor', async () => {
    for (const id of ['999', 'abc']) {
      const response = await new TestClient(server.url).get(`/api/tutors/${id}/slots`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Tutor not found.', code: 'tutors.not_found' });
    }
  });
});

describe('slots across daylight-saving changes', () => {
  const setHours = async (rules: Array<{ weekday: number; start: string; end: string }>) => {
    const response = await admin.client.put('/api/admin/tutors/2/availability', { rules, exceptions: [], durations: [60] });
    expect(response.status).toBe(200);
  };

  it('spring forward: 00:00-02:00 on the last Sunday of March 2027 offers 01:00+03:00 only', async () => {
    stopClockAt('2027-03-10T10:00:00Z');
    await setHours([{ weekday: 7, start: '00:00', end: '02:00' }]);
    const day = await new TestClient(server.url).get('/api/tutors/2/slots?from=2027-03-28&to=2027-03-28');
    expect(day.body.slots).toEqual([{ start: '2027-03-28T01:00:00+03:00', end: '2027-03-28T02:00:00+03:00' }]);
    const weeks = await new TestClient(server.url).get('/api/tutors/2/slots?from=2027-03-21&to=2027-04-04');
    expect(weeks.body.slots.map((s: { start: string }) => s.start)).toEqual([
      '2027-03-21T00:00:00+02:00',
      '2027-03-21T00:30:00+02:00',
      '2027-03-21T01:00:00+02:00',
      '2027-03-28T01:00:00+03:00',
      '2027-04-04T00:00:00+03:00',
      '2027-04-04T00:30:00+03:00',
      '2027-04-04T01:00:00+03:00',
    ]);
    const s = await student();
    expect((await book(s.client, { tutor_id: 2, start: '2027-03-28T00:30:00+02:00' })).status).toBe(422);
    const booked = await book(s.client, { tutor_id: 2, start: '2027-03-28T01:00:00+03:00' });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ start: '2027-03-28T01:00:00+03:00', end: '2027-03-28T02:00:00+03:00' });
  });

  it('fall back: 23:00-01:00 around the last Sunday of October 2027 offers each wall time once', async () => {
    stopClockAt('2027-10-20T10:00:00Z');
    await setHours([
      { weekday: 6, start: '23:00', end: '24:00' },
      { weekday: 7, start: '00:00', end: '01:00' },
    ]);
    const days = await new TestClient(server.url).get('/api/tutors/2/slots?from=2027-10-30&to=2027-10-31');
    expect(days.body.slots).toEqual([
      { start: '2027-10-30T23:00:00+03:00', end: '2027-10-30T23:00:00+02:00' },
      { start: '2027-10-30T23:30:00+03:00', end: '2027-10-30T23:30:00+02:00' },
      { start: '2027-10-31T00:00:00+02:00', end: '2027-10-31T01:00:00+02:00' },
    ]);
    const s = await student();
    // The second 23:00 (winter time) is not a slot; the first is.
    expect((await book(s.client, { tutor_id: 2, start: '2027-10-30T23:00:00+02:00' })).status).toBe(422);
    const booked = await book(s.client, { tutor_id: 2, start: '2027-10-30T23:00:00+03:00' });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ start: '2027-10-30T23:00:00+03:00', end: '2027-10-30T23:00:00+02:00', duration: 60 });
    const after = await new TestClient(server.url).get('/api/tutors/2/slots?from=2027-10-30&to=2027-10-31');
    // 23:30 (first) overlaps the booked hour; midnight is free.
    expect(after.body.slots.map((x: { start: string }) => x.start)).toEqual(['2027-10-31T00:00:00+02:00']);
  });
});

describe('POST /api/bookings', () => {
  it('holds the slot and creates its order (one item: the session), shown like any order', async () => {
    const s = await student();
    const response = await book(s.client, { tutor_id: 1, start: WED_16 });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      reference: expect.stringMatching(ORDER_REFERENCE_PATTERN),
      status: 'held',
      tutor: { id: 1, name: 'Rana Haddad' },
      start: WED_16,
      end: WED_17,
      duration: 60,
      private_course: null,
      price: '15.00',
      total: '15.00',
      currency: 'USD',
      // 24 hours from now (before the start minus the notice).
      hold_expires_at: '2026-12-01T08:00:00+02:00',
      paid: false,
      refund_due: false,
      // Paid by its order, not with hours of credit (decision 086).
      paid_with: 'order',
      changeable_until: '2026-12-01T16:00:00+02:00',
      cancelled_at: null,
      created_at: '2026-11-30T08:00:00+02:00',
    });
    const { reference } = response.body;
    const item = {
      kind: 'session',
      course_id: null,
      code: 'SESSION',
      title: '60 min with Rana Haddad on Wed, Dec 2, 2026 at 16:00 (Beirut time)',
      price: '15.00',
    };
    const orders = await s.client.get('/api/orders');
    expect(orders.body).toEqual([
      expect.objectContaining({ reference, status: 'pending', total: '15.00', items: [item], expires_at: '2026-12-01T06:00:00.000Z' }),
    ]);
    const detail = await s.client.get(`/api/orders/${reference}`);
    expect(detail.status).toBe(200);
    expect(detail.body.items).toEqual([item]);
    s.client.cookies.set('locale', 'fr');
    const french = await s.client.get(`/api/orders/${reference}`);
    s.client.cookies.delete('locale');
    expect(french.body.items[0].title).toMatch(/^60 min avec Rana Haddad le mer\. 2 déc\. 2026 à 16:00 \(heure de Beyrouth\)$/);
    const office = await admin.client.get(`/api/admin/orders/${reference}`);
    expect(office.body).toMatchObject({ reference, status: 'pending', email: s.user.email, total: '15.00' });
    expect(office.body.items[0]).toMatchObject({ kind: 'session', course_id: null, code: 'SESSION' });
    // The slot and the one overlapping it are gone.
    const slots = await new TestClient(server.url).get('/api/tutors/1/slots?from=2026-12-02&to=2026-12-02');
    expect(slots.body.slots.map((x: { start: string }) => x.start)).toEqual([
      '2026-12-02T17:00:00+02:00',
      '2026-12-02T17:30:00+02:00',
      WED_18,
    ]);
    // The held e-mail: how to pay and until when.
    const mail = await smtp.readEmail(s.user.email);
    expect(mail.subject).toBe('Your Darsak session on Wed, Dec 2, 2026 is held: pay to confirm it');
    expect(mail.text).toContain(`pay $15.00 by Tuesday, December 1, 2026 at 08:00 (Beirut time), quoting the reference ${reference}`);
    expect(mail.text).toContain('Whish');
  });

  it('prices from the hourly rate times the length, or from a private course per hour', async () => {
    const s = await student();
    const long = await book(s.client, { tutor_id: 1, start: WED_16, duration: 90 });
    expect(long.status).toBe(201);
    expect(long.body).toMatchObject({ duration: 90, end: '2026-12-02T17:30:00+02:00', price: '15.00', total: '22.50' });
    const course = CATALOGUE_TUTORS[0]!.privateCourses[1]!;
    const privately = await book(s.client, { tutor_id: 1, start: WED_18, private_course: course.title.toUpperCase() });
    expect(privately.status).toBe(201);
    expect(privately.body).toMatchObject({ private_course: course.title, price: '18.00', total: '18.00' });
  });

  it.each([
    ['in the past', { start: '2026-11-23T16:00:00+02:00' }, 'start'],
    ['inside the notice', { start: '2026-11-30T16:00:00+02:00' }, 'start'],
    ['outside the rules', { start: '2026-12-02T20:00:00+02:00' }, 'start'],
    ['misaligned', { start: '2026-12-02T16:15:00+02:00' }, 'start'],
    ['at the wrong offset (an hour off)', { start: '2026-12-02T16:00:00+03:00' }, 'start'],
    ['a length not offered', { start: WED_16, duration: 120 }, 'duration'],
    ['an unknown private course', { start: WED_16, private_course: 'Astrophysics' }, 'private_course'],
    ['a start without an offset', { start: '2026-12-02T16:00:00' }, 'start'],
  ])('answers 422 for a start %s and creates nothing', async (_name, body, field) => {
    const s = await student();
    const response = await book(s.client, { tutor_id: 1, ...body });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual([field]);
    expect(response.body.message).toEqual(response.body.errors[field][0]);
    expect(await countRows(server)).toEqual({ bookings: 0, orders: 0, cells: 0 });
  });

  it('answers 401 signed out and 404 for an unknown tutor', async () => {
    const visitor = new TestClient(server.url);
    await visitor.csrf();
    expect((await visitor.post('/api/bookings', { tutor_id: 1, start: WED_16 })).status).toBe(401);
    const s = await student();
    expect((await book(s.client, { tutor_id: 999, start: WED_16 })).status).toBe(404);
  });

  it('answers 409 when someone else holds the slot or a part of it, and creates nothing', async () => {
    const first = await student();
    expect((await book(first.client, { tutor_id: 1, start: WED_16 })).status).toBe(201);
    const second = await student();
    const taken = await book(second.client, { tutor_id: 1, start: WED_16 });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: 'This time is no longer available.', code: 'bookings.slot_taken' });
    const overlapping = await book(second.client, { tutor_id: 1, start: '2026-12-02T16:30:00+02:00' });
    expect(overlapping.status).toBe(409);
    expect(await countRows(server)).toEqual({ bookings: 1, orders: 1, cells: 2 });
    // Another tutor's same time is free.
    expect((await book(second.client, { tutor_id: 3, start: '2026-12-07T17:00:00+02:00' })).status).toBe(201);
  });

  it(`twenty parallel requests for one slot: exactly one 201, the database decides (${usingPostgres() ? 'PostgreSQL' : 'SQLite'})`, async () => {
    const clients = await Promise.all(Array.from({ length: 20 }, () => student()));
    const responses = await Promise.all(clients.map((c) => book(c.client, { tutor_id: 1, start: WED_16 })));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await countRows(server)).toEqual({ bookings: 1, orders: 1, cells: 2 });
  });
});

describe('holds', () => {
  it('never last past the start minus the notice', async () => {
    stopClockAt(at(WED_16, -13));
    const s = await student();
    const response = await book(s.client, { tutor_id: 1, start: WED_16 });
    expect(response.body.hold_expires_at).toBe('2026-12-02T04:00:00+02:00');
  });

  it('expire unpaid: shown as expired at once, the job frees the slot and expires the order', async () => {
    const s = await student();
    const held = await book(s.client, { tutor_id: 1, start: WED_16 });
    stopClockAt('2026-12-01T06:00:00.001Z');
    const mine = await s.client.get('/api/bookings');
    expect(mine.body.map((b: { status: string }) => b.status)).toEqual(['expired']);
    const slots = await new TestClient(server.url).get('/api/tutors/1/slots?from=2026-12-02&to=2026-12-02');
    expect(slots.body.slots[0].start).toBe(WED_16);
    await expireHolds(server.app);
    const row = await server.app.db.selectFrom('bookings').selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe('expired');
    expect((await countRows(server)).cells).toBe(0);
    const order = await s.client.get(`/api/orders/${held.body.reference}`);
    expect(order.body.status).toBe('expired');
    expect((await server.app.db.selectFrom('orders').select('status').executeTakeFirstOrThrow()).status).toBe('expired');
    // Someone else takes it; paying the lapsed hold then changes nothing (409).
    const other = await student();
    expect((await book(other.client, { tutor_id: 1, start: WED_16 })).status).toBe(201);
    const paid = await admin.client.post(`/api/admin/orders/${held.body.reference}/mark-paid`, {});
    expect(paid.status).toBe(409);
    expect(paid.body.code).toBe('bookings.slot_lost');
    expect((await s.client.get(`/api/orders/${held.body.reference}`)).body.status).toBe('expired');
    expect((await s.client.get('/api/bookings')).body[0].status).toBe('expired');
  });

  it('a lapsed hold does not block a new booking even before the job runs', async () => {
    const s = await student();
    await book(s.client, { tutor_id: 1, start: WED_16 });
    stopClockAt('2026-12-01T07:00:00Z');
    const other = await student();
    expect((await book(other.client, { tutor_id: 1, start: WED_16 })).status).toBe(201);
    const statuses = (await server.app.db.selectFrom('bookings').select('status').orderBy('id').execute()).map((r) => r.status);
    expect(statuses).toEqual(['expired', 'held']);
  });

  it('a lapsed hold whose time is still free is confirmed by mark-paid', async () => {
    const s = await student();
    const held = await book(s.client, { tutor_id: 1, start: WED_16 });
    stopClockAt('2026-12-01T07:00:00Z');
    await expireHolds(server.app);
    const paid = await admin.client.post(`/api/admin/orders/${held.body.reference}/mark-paid`, {});
    expect(paid.status).toBe(200);
    expect((await s.client.get('/api/bookings')).body[0]).toMatchObject({ status: 'confirmed', paid: true, hold_expires_at: null });
    expect((await countRows(server)).cells).toBe(2);
  });
});

describe('mark-paid confirms', () => {
  it('confirms the booking and e-mails the student and the tutor an .ics invitation', async () => {
    const tutor = await signedInClient(server);
    await linkTutor(server, tutor.user, 1);
    const s = await student();
    const held = await book(s.client, { tutor_id: 1, start: WED_16 });
    const reference: string = held.body.reference;
    await smtp.readEmail(s.user.email); // held
    const paid = await admin.client.post(`/api/admin/orders/${reference}/mark-paid`, { note: 'Whish 123' });
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('paid');
    const mine = await s.client.get('/api/bookings');
    expect(mine.body[0]).toMatchObject({ reference, status: 'confirmed', paid: true, hold_expires_at: null });

    const toStudent = await smtp.readEmail(s.user.email);
    expect(toStudent.subject).toBe('Your Darsak session on Wed, Dec 2, 2026 is confirmed');
    expect(toStudent.text).toContain(`We received your payment for order ${reference} ($15.00)`);
    expect(toStudent.text).toContain('60 minutes with Rana Haddad on Wednesday, December 2, 2026 at 16:00 (Beirut time).');
    const invite = toStudent.attachments.find((a) => a.filename === 'invite.ics')!;
    expect(invite.contentType).toMatch(/^text\/calendar/);
    const ics = invite.content.replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`UID:${reference}`);
    expect(ics).toContain('DTSTART:20261202T140000Z');
    expect(ics).toContain('DTEND:20261202T150000Z');
    expect(ics).toContain('SEQUENCE:0');

    const toTutor = await smtp.readEmail(tutor.user.email);
    expect(toTutor.subject).toBe(`New Darsak session on Wed, Dec 2, 2026 with ${s.user.name}`);
    expect(toTutor.text).toContain(s.user.email);
    expect(toTutor.attachments[0]!.content).toContain('DTSTART:20261202T140000Z');
    // No separate receipt: the confirmation is it.
    expect(smtp.unread(s.user.email)).toEqual([]);
  });
});

describe('cancel and reschedule', () => {
  async function confirmedBooking(start = WED_16) {
    const s = await student();
    const held = await book(s.client, { tutor_id: 1, start });
    expect((await admin.client.post(`/api/admin/orders/${held.body.reference}/mark-paid`, {})).status).toBe(200);
    return { ...s, reference: held.body.reference as string };
  }

  it('refuses less than BOOKING_CANCEL_HOURS before the start (422), and cancels in time: refund due', async () => {
    const s = await confirmedBooking();
    stopClockAt(at(WED_16, -23));
    const late = await s.client.post(`/api/bookings/${s.reference}/cancel`);
    expect(late.status).toBe(422);
    expect(late.body).toEqual({
      message: 'A session can be cancelled or moved up to 24 hours before it starts.',
      code: 'bookings.too_late',
      params: { hours: 24 },
    });
    expect((await s.client.post(`/api/bookings/${s.reference}/reschedule`, { start: '2026-12-09T16:00:00+02:00' })).status).toBe(422);

    stopClockAt(at(WED_16, -25));
    const cancelled = await s.client.post(`/api/bookings/${s.reference}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', paid: true, refund_due: true, cancelled_at: expect.any(String) });
    expect((await admin.client.get('/api/admin/stats')).body.refunds_due).toBe(1);
    expect((await countRows(server)).cells).toBe(0);
    const again = await s.client.post(`/api/bookings/${s.reference}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('bookings.not_active');
    // The operator pays it back.
    const refunded = await admin.client.post(`/api/admin/bookings/${s.reference}/refunded`, {});
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ refund_due: false, refunded_at: expect.any(String) });
    expect((await admin.client.get('/api/admin/stats')).body.refunds_due).toBe(0);
  });

  it('cancels an unpaid hold with its order', async () => {
    const s = await student();
    const held = await book(s.client, { tutor_id: 1, start: WED_16 });
    const cancelled = await s.client.post(`/api/bookings/${held.body.reference}/cancel`);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', refund_due: false, paid: false });
    expect((await s.client.get(`/api/orders/${held.body.reference}`)).body.status).toBe('cancelled');
  });

  it('moves a booking atomically: a taken time is 409 and the old slot is kept', async () => {
    const a = await confirmedBooking(WED_16);
    const b = await student();
    expect((await book(b.client, { tutor_id: 1, start: WED_17 })).status).toBe(201);
    const refused = await a.client.post(`/api/bookings/${a.reference}/reschedule`, { start: WED_17 });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('bookings.slot_taken');
    expect((await a.client.get('/api/bookings')).body[0]).toMatchObject({ start: WED_16, status: 'confirmed' });
    const c = await student();
    expect((await book(c.client, { tutor_id: 1, start: WED_16 })).status).toBe(409);

    const notASlot = await a.client.post(`/api/bookings/${a.reference}/reschedule`, { start: '2026-12-02T21:00:00+02:00' });
    expect(notASlot.status).toBe(422);
    const moved = await a.client.post(`/api/bookings/${a.reference}/reschedule`, { start: WED_18 });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ start: WED_18, end: '2026-12-02T19:00:00+02:00', status: 'confirmed', paid: true });
    expect((await book(c.client, { tutor_id: 1, start: WED_16 })).status).toBe(201);
    const order = await a.client.get(`/api/orders/${a.reference}`);
    expect(order.body.items[0].title).toContain('18:00');
  });

  it('another user’s booking is 404', async () => {
    const a = await confirmedBooking();
    const b = await student();
    for (const [path, body] of [
      [`/api/bookings/${a.reference}/cancel`, undefined],
      [`/api/bookings/${a.reference}/reschedule`, { start: WED_18 }],
      ['/api/bookings/DRS-222222/cancel', undefined],
    ] as const) {
      const response = await b.client.post(path, body);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Booking not found.', code: 'bookings.not_found' });
    }
    expect((await b.client.get('/api/bookings')).body).toEqual([]);
  });

  it('lists the student’s bookings, upcoming first', async () => {
    const s = await student();
    await book(s.client, { tutor_id: 1, start: WED_18 });
    const early = await book(s.client, { tutor_id: 1, start: WED_16 });
    await s.client.post(`/api/bookings/${early.body.reference}/cancel`);
    await book(s.client, { tutor_id: 1, start: '2026-12-03T17:00:00+02:00' });
    const list = await s.client.get('/api/bookings');
    expect(list.body.map((b: { start: string; status: string }) => [b.start, b.status])).toEqual([
      [WED_18, 'held'],
      ['2026-12-03T17:00:00+02:00', 'held'],
      [WED_16, 'cancelled'],
    ]);
  });

  it('frees the time of a deleted account’s sessions to come (a paid one owes a refund)', async () => {
    const s = await student();
    const held = await book(s.client, { tutor_id: 1, start: WED_16 });
    const paid = await book(s.client, { tutor_id: 1, start: WED_18 });
    await admin.client.post(`/api/admin/orders/${paid.body.reference}/mark-paid`, {});
    expect((await s.client.delete('/api/user')).status).toBe(204);
    const rows = await server.app.db.selectFrom('bookings').select(['status', 'refund_due', 'user_id']).orderBy('start_at').execute();
    expect(rows).toEqual([
      { status: 'cancelled', refund_due: 0, user_id: null },
      { status: 'cancelled', refund_due: 1, user_id: null },
    ]);
    expect((await countRows(server)).cells).toBe(0);
    const other = await student();
    expect((await book(other.client, { tutor_id: 1, start: WED_16 })).status).toBe(201);
    expect(held.body.reference).not.toBe(paid.body.reference);
  });
});

describe("the back office's sessions list", () => {
  it(`counts at most ${ADMIN_TOTAL_CAP} sessions (total_capped past them), in its own index order (decision 087)`, async () => {
    const db = server.app.db;
    const add = async (from: number, count: number) => {
      for (let i = from; i < from + count; i += 1) {
        const start = new Date(Date.parse('2026-12-05T08:00:00Z') + i * 60_000).toISOString();
        const order = await db
          .insertInto('orders')
          .values({
            reference: `CAPB-${String(i).padStart(5, '0')}`,
            user_id: null,
            session_key: null,
            status: 'cancelled',
            total_cents: 1500,
            currency: 'USD',
            note: null,
            created_at: NOW,
            updated_at: NOW,
            expires_at: NOW,
            paid_at: null,
            cancelled_at: NOW,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('bookings')
          .values({
            order_id: order.id,
            tutor_id: 1,
            user_id: null,
            private_course: null,
            start_at: start,
            end_at: start,
            duration: 60,
            status: 'cancelled',
            hold_expires_at: null,
            price_cents: 1500,
            total_cents: 1500,
            cancelled_at: NOW,
            cancelled_by: 'system',
            cancel_reason: 'test',
            created_at: NOW,
            updated_at: NOW,
          })
          .execute();
      }
    };
    const list = async () =>
      (await admin.client.get('/api/admin/bookings?from=2026-12-05&to=2026-12-05&status=cancelled&per_page=5')).body as {
        data: unknown[];
        total: number;
        total_capped?: boolean;
      };
    try {
      await add(0, ADMIN_TOTAL_CAP);
      const atCap = await list();
      expect(atCap).toMatchObject({ total: ADMIN_TOTAL_CAP });
      expect(atCap.total_capped).toBeUndefined();
      expect(atCap.data).toHaveLength(5);
      await add(ADMIN_TOTAL_CAP, 1);
      const over = await list();
      expect(over).toMatchObject({ total: ADMIN_TOTAL_CAP, total_capped: true });
      expect(over.data).toHaveLength(5);
    } finally {
      await db.deleteFrom('bookings').execute();
      await db.deleteFrom('orders').where('reference', 'like', 'CAPB-%').execute();
    }
  });
});
