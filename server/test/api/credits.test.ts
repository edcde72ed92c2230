import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../src/db/schema.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { book, clearBookings, countRows, linkTutor, releaseClock, stopClockAt } from '../helpers/sessions.ts';
import { signedInClient } from '../helpers/shop.ts';
import { TestSmtpServer } from '../helpers/smtp.ts';

/**
 * Tutors' packages and hours of credit (issue 20, point 7; decision 086) against the real server,
 * on a stopped clock: a package is edited in the back office, bought as an order item of kind
 * 'package', becomes hours of credit once paid, which bookings spend and cancellations give back;
 * a full refund removes what is unspent. Rana Haddad (tutor 1) offers Monday and Wednesday
 * 16:00-19:00 (Beirut), 60 and 90 minutes, at $15 an hour.
 */

// Monday 30 November 2026, 08:00 in Beirut (+02:00).
const NOW = '2026-11-30T06:00:00.000Z';
const WED_16 = '2026-12-02T16:00:00+02:00';
const WED_17 = '2026-12-02T17:00:00+02:00';
const WED_18 = '2026-12-02T18:00:00+02:00';

let smtp: TestSmtpServer;
let server: TestServer;
let admin: { user: User; client: TestClient };

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  server = await startTestServer({ SMTP_URL: smtp.url, SESSION_LIFETIME_MINUTES: '1000000', SESSION_MAX_DAYS: '3650' });
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

const packages = (tutorId: number) => `/api/admin/tutors/${tutorId}/packages`;

/** A package on sale for tutor `tutorId`, added through the back office. */
async function addPackage(tutorId: number, hours: number, price: string): Promise<{ id: number }> {
  const response = await admin.client.post(packages(tutorId), { hours, price });
  expect(response.status).toBe(201);
  return response.body;
}

/** Buys a package as `client` and has the admin mark the order paid; answers the order's reference. */
async function buyPaid(client: TestClient, packageId: number): Promise<string> {
  const order = await client.post('/api/orders', { package_id: packageId });
  expect(order.status).toBe(201);
  const paid = await admin.client.post(`/api/admin/orders/${order.body.reference}/mark-paid`, {});
  expect(paid.status).toBe(200);
  return order.body.reference;
}

const credits = async (client: TestClient) => (await client.get('/api/credits')).body as Array<{ tutor: { id: number }; hours: number }>;
const hoursWith = async (client: TestClient, tutorId: number) => (await credits(client)).find((c) => c.tutor.id === tutorId)?.hours ?? 0;
const ledgerOf = (user: User) =>
  server.app.db
    .selectFrom('credit_entries')
    .select(['kind', 'minutes', 'tutor_id', 'order_item_id', 'booking_id'])
    .where('user_id', '=', Number(user.id))
    .orderBy('id')
    .execute();

describe('packages in the back office', () => {
  it('adds, lists, reprices and archives a tutor’s packages, each write audited', async () => {
    const created = await admin.client.post(packages(2), { hours: 5, price: '65' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      tutor_id: 2,
      hours: 5,
      price: '65.00',
      price_per_hour: '13.00',
      archived: false,
      archived_at: null,
    });
    const id: number = created.body.id;

    const repriced = await admin.client.patch(`${packages(2)}/${id}`, { price: 60 });
    expect(repriced.status).toBe(200);
    expect(repriced.body).toMatchObject({ price: '60.00', price_per_hour: '12.00' });
    const archived = await admin.client.patch(`${packages(2)}/${id}`, { archived: true });
    expect(archived.body.archived).toBe(true);
    expect(archived.body.archived_at).toEqual(expect.any(String));

    const list = await admin.client.get(packages(2));
    expect(list.status).toBe(200);
    expect(list.body.find((p: { id: number }) => p.id === id)).toMatchObject({ price: '60.00', archived: true });

    const audit = await server.app.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('target_type', '=', 'tutor')
      .where('target_id', '=', '2')
      .where('action', 'like', 'tutor.package%')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['tutor.package_create', 'tutor.package_update', 'tutor.package_archive']);
    expect(JSON.parse(audit[1]!.details)).toEqual({ package_id: id, before: { price: '65.00' }, after: { price: '60.00' } });

    // Archived: not on the tutor's page, and not orderable any more.
    const tutor = await new TestClient(server.url).get('/api/tutors/2');
    expect(tutor.body.packages.map((p: { id: number }) => p.id)).not.toContain(id);
    const s = await student();
    const order = await s.client.post('/api/orders', { package_id: id });
    expect(order.status).toBe(422);
    expect(order.body.error_codes.package_id[0].code).toBe('validation.in');
  });

  it('refuses a bad package with 422 in Laravel’s shape and names 404s', async () => {
    const bad = await admin.client.post(packages(1), { hours: 0, price: '0' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['hours', 'price']);
    expect(bad.body.error_codes.price[0].code).toBe('catalogue.amount_range');
    expect((await admin.client.post(packages(1), { hours: 101, price: '10' })).status).toBe(422);
    expect((await admin.client.post(packages(999), { hours: 5, price: '10' })).body.code).toBe('tutors.not_found');
    const own = await addPackage(1, 2, '28');
    // A package is found only under its own tutor.
    const elsewhere = await admin.client.patch(`${packages(2)}/${own.id}`, { price: 1 });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.code).toBe('catalogue.package_not_found');
    expect((await admin.client.patch(`${packages(1)}/999999`, { price: 1 })).status).toBe(404);
    // The same values again change nothing and write no audit row.
    const before = await server.app.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect((await admin.client.patch(`${packages(1)}/${own.id}`, { price: '28.00', archived: false })).status).toBe(200);
    const after = await server.app.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('buying a package', () => {
  it('shows the packages on sale on the tutor’s page and leaves the list unchanged', async () => {
    const pkg = await addPackage(1, 10, '120');
    const tutor = await new TestClient(server.url).get('/api/tutors/1');
    expect(tutor.status).toBe(200);
    expect(tutor.body.packages).toContainEqual({ id: pkg.id, hours: 10, price: '120.00', price_per_hour: '12.00' });
    const list = await new TestClient(server.url).get('/api/tutors');
    expect(list.body[0]).not.toHaveProperty('packages');
  });

  it('asks a visitor to log in: the hours are credited to an account', async () => {
    const pkg = await addPackage(1, 5, '65');
    const visitor = new TestClient(server.url);
    await visitor.csrf();
    const response = await visitor.post('/api/orders', { package_id: pkg.id });
    expect(response.status).toBe(422);
    expect(response.body.error_codes.package_id[0].code).toBe('orders.package_sign_in');
    expect((await visitor.post('/api/orders', { package_id: 99999 })).body.error_codes.package_id[0].code).toBe('validation.in');
  });

  it('prices a package item by the server; paid, it becomes hours of credit with the tutor', async () => {
    const pkg = await addPackage(1, 5, '65');
    const s = await student();
    const order = await s.client.post('/api/orders', { package_id: pkg.id, price: '1.00' });
    expect(order.status).toBe(201);
    expect(order.body).toMatchObject({
      status: 'pending',
      total: '65.00',
      items: [{ kind: 'package', course_id: null, code: 'PACKAGE', title: '5 hours with Rana Haddad', price: '65.00' }],
    });
    // Beside courses, in one order.
    const both = await s.client.post('/api/orders', { course_ids: [1], package_id: pkg.id });
    expect(both.status).toBe(201);
    expect(both.body.items.map((i: { kind?: string }) => i.kind ?? 'course')).toEqual(['course', 'package']);

    expect(await credits(s.client)).toEqual([]);
    const paid = await admin.client.post(`/api/admin/orders/${order.body.reference}/mark-paid`, {});
    expect(paid.status).toBe(200);
    expect(await credits(s.client)).toEqual([{ tutor: { id: 1, name: 'Rana Haddad' }, hours: 5, minutes: 300 }]);
    expect(await ledgerOf(s.user)).toEqual([expect.objectContaining({ kind: 'purchase', minutes: 300, tutor_id: 1, booking_id: null })]);

    // The order's pages and the back office show the line.
    const detail = await s.client.get(`/api/orders/${order.body.reference}`);
    expect(detail.body.items[0]).toMatchObject({ kind: 'package', price: '65.00' });
    const back = await admin.client.get(`/api/admin/orders/${order.body.reference}`);
    expect(back.status).toBe(200);
    expect(JSON.stringify(back.body)).toContain('5 hours with Rana Haddad');
    expect((await s.client.get(`/api/orders/${order.body.reference}/receipt.pdf`)).status).toBe(200);
  });

  it('credits the hours when payments cover the total, not before', async () => {
    const pkg = await addPackage(1, 4, '50');
    const s = await student();
    const order = await s.client.post('/api/orders', { package_id: pkg.id });
    const pay = (amount: number) =>
      admin.client.post(`/api/admin/orders/${order.body.reference}/payments`, { method: 'cash', amount, currency: 'USD' });
    expect((await pay(20)).status).toBe(201);
    expect(await credits(s.client)).toEqual([]);
    expect((await pay(30)).status).toBe(201);
    expect(await hoursWith(s.client, 1)).toBe(4);
  });
});

describe('booking with credit', () => {
  it('confirms the session at once without an order to pay, spends its hours, and a cancel gives them back', async () => {
    const pkg = await addPackage(1, 5, '65');
    const s = await student();
    await buyPaid(s.client, pkg.id);
    const booked = await book(s.client, { tutor_id: 1, start: WED_16, duration: 90, pay_with: 'credit' });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ status: 'confirmed', paid: true, paid_with: 'credit', total: '0.00', hold_expires_at: null });
    expect(await credits(s.client)).toEqual([{ tutor: { id: 1, name: 'Rana Haddad' }, hours: 3.5, minutes: 210 }]);
    // Nothing to pay: its order is settled at nothing, with no payment and no receipt.
    const order = await s.client.get(`/api/orders/${booked.body.reference}`);
    expect(order.body).toMatchObject({ status: 'paid', total: '0.00', receipt_number: null });
    const payments = await server.app.db.selectFrom('order_payments').selectAll().execute();
    expect(payments.filter((p) => p.usd_cents === 0)).toEqual([]);
    // The package's receipt and the session's confirmation (as when an order is paid).
    const subjects = [(await smtp.readEmail(s.user.email)).subject, (await smtp.readEmail(s.user.email)).subject];
    expect(subjects.some((subject) => /receipt/i.test(subject))).toBe(true);
    expect(subjects.some((subject) => /confirmed/i.test(subject))).toBe(true);

    const cancelled = await s.client.post(`/api/bookings/${booked.body.reference}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', refund_due: false, paid_with: 'credit' });
    expect(await hoursWith(s.client, 1)).toBe(5);
    expect((await ledgerOf(s.user)).map((e) => [e.kind, e.minutes])).toEqual([
      ['purchase', 300],
      ['spend', -90],
      ['return', 90],
    ]);
    // Its time is free again.
    expect((await countRows(server)).cells).toBe(0);
  });

  it('gives the hours back when the back office cancels it', async () => {
    const pkg = await addPackage(1, 2, '28');
    const s = await student();
    await buyPaid(s.client, pkg.id);
    const booked = await book(s.client, { tutor_id: 1, start: WED_17, pay_with: 'credit' });
    expect(await hoursWith(s.client, 1)).toBe(1);
    const cancelled = await admin.client.post(`/api/admin/bookings/${booked.body.reference}/cancel`, { reason: 'Tutor ill' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.refund_due).toBe(false);
    expect(await hoursWith(s.client, 1)).toBe(2);
  });

  it('keeps the booking without pay_with exactly as before: a hold with an order to pay', async () => {
    const pkg = await addPackage(1, 5, '65');
    const s = await student();
    await buyPaid(s.client, pkg.id);
    const held = await book(s.client, { tutor_id: 1, start: WED_16 });
    expect(held.status).toBe(201);
    expect(held.body).toMatchObject({ status: 'held', paid: false, paid_with: 'order', total: '15.00' });
    expect(await hoursWith(s.client, 1)).toBe(5);
    expect((await book(s.client, { tutor_id: 1, start: WED_18, pay_with: 'order' })).body.status).toBe('held');
  });

  it('refuses a session longer than the credit left with 422, and changes nothing', async () => {
    const pkg = await addPackage(1, 1, '15');
    const s = await student();
    await buyPaid(s.client, pkg.id);
    const before = await countRows(server);
    const long = await book(s.client, { tutor_id: 1, start: WED_16, duration: 90, pay_with: 'credit' });
    expect(long.status).toBe(422);
    expect(long.body.code).toBe('credits.insufficient');
    expect(long.body.errors.pay_with).toEqual(['You do not have enough hours of credit with this tutor for this session (1 hours left).']);
    // No credit with another tutor at all.
    const other = await book(s.client, { tutor_id: 2, start: '2026-12-03T17:00:00+02:00', pay_with: 'credit' });
    expect(other.status).toBe(422);
    expect(await countRows(server)).toEqual(before);
    expect(await hoursWith(s.client, 1)).toBe(1);
    expect(await ledgerOf(s.user)).toHaveLength(1);
  });

  it('lets one of several parallel bookings spend the last hour; the others get 422 and leave nothing', async () => {
    const pkg = await addPackage(1, 1, '15');
    const s = await student();
    await buyPaid(s.client, pkg.id);
    const before = await countRows(server);
    const answers = await Promise.all(
      [WED_16, WED_17, WED_18, '2026-12-07T16:00:00+02:00'].map((start) => book(s.client, { tutor_id: 1, start, pay_with: 'credit' })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 422, 422, 422]);
    for (const loser of answers.filter((a) => a.status === 422)) expect(loser.body.code).toBe('credits.insufficient');
    expect(await countRows(server)).toEqual({ bookings: before.bookings + 1, orders: before.orders + 1, cells: before.cells + 2 });
    expect(await credits(s.client)).toEqual([]);
    expect((await ledgerOf(s.user)).map((e) => e.minutes)).toEqual([60, -60]);
  });
});

describe('refunding a package', () => {
  it('removes the unspent hours on a full refund; a partial refund and spent hours stay', async () => {
    const pkg = await addPackage(1, 5, '65');
    const s = await student();
    const reference = await buyPaid(s.client, pkg.id);
    const booked = await book(s.client, { tutor_id: 1, start: WED_16, pay_with: 'credit' });
    expect(await hoursWith(s.client, 1)).toBe(4);
    const refund = (amount: number) =>
      admin.client.post(`/api/admin/orders/${reference}/refund`, { method: 'cash', amount, currency: 'USD', note: 'Changed her mind' });
    expect((await refund(5)).status).toBe(200);
    expect(await hoursWith(s.client, 1)).toBe(4);
    expect((await refund(60)).status).toBe(200);
    expect(await credits(s.client)).toEqual([]);
    expect((await ledgerOf(s.user)).map((e) => [e.kind, e.minutes])).toEqual([
      ['purchase', 300],
      ['spend', -60],
      ['refund', -240],
    ]);
    // The session the credit paid is still booked.
    expect((await s.client.get('/api/bookings')).body[0]).toMatchObject({ reference: booked.body.reference, status: 'confirmed' });
  });
});

describe('the authorization matrix of the new routes', () => {
  it('GET /api/credits: 401 signed out, the caller’s own balances to a student, an admin and a tutor', async () => {
    const visitor = await new TestClient(server.url).get('/api/credits');
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe('auth.unauthenticated');
    const s = await student();
    expect((await s.client.get('/api/credits')).body).toEqual([]);
    expect((await admin.client.get('/api/credits')).status).toBe(200);
    const tutor = await signedInClient(server);
    await linkTutor(server, tutor.user, 3);
    const own = await tutor.client.get('/api/credits');
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('no-store');
  });

  it('the package routes: 401 signed out, 403 to a student and a tutor, 419 without CSRF, open to an admin', async () => {
    const pkg = await addPackage(1, 3, '40');
    const calls = [
      (c: TestClient) => c.get(packages(1)),
      (c: TestClient) => c.post(packages(1), { hours: 2, price: '20' }),
      (c: TestClient) => c.patch(`${packages(1)}/${pkg.id}`, { price: '30' }),
    ];
    const visitor = new TestClient(server.url);
    await visitor.csrf();
    const s = await student();
    const tutor = await signedInClient(server);
    await linkTutor(server, tutor.user, 2);
    await tutor.client.csrf();
    for (const call of calls) {
      expect((await call(visitor)).status).toBe(401);
      expect((await call(s.client)).status).toBe(403);
      expect((await call(tutor.client)).status).toBe(403);
    }
    const noCsrf = new TestClient(server.url);
    const adminNoToken = await signedInClient(server, { role: 'admin' });
    adminNoToken.client.cookies.delete('XSRF-TOKEN');
    for (const call of calls.slice(1)) {
      expect((await call(noCsrf)).status).toBe(419);
      const refused = await call(adminNoToken.client);
      expect(refused.status).toBe(419);
      expect(refused.body.code).toBe('csrf.mismatch');
    }
    expect((await calls[0]!(admin.client)).status).toBe(200);
    expect((await calls[1]!(admin.client)).status).toBe(201);
    expect((await calls[2]!(admin.client)).status).toBe(200);
    // Nothing the refused calls sent was written.
    const rows = await server.app.db.selectFrom('tutor_packages').select(['hours', 'price_cents']).where('tutor_id', '=', 1).execute();
    expect(rows.filter((r) => r.hours === 2 && r.price_cents === 2000)).toHaveLength(1);
  });

  it('POST /api/bookings with pay_with credit: 401 signed out, 419 without CSRF', async () => {
    const visitor = new TestClient(server.url);
    await visitor.csrf();
    expect((await visitor.post('/api/bookings', { tutor_id: 1, start: WED_16, pay_with: 'credit' })).status).toBe(401);
    const s = await student();
    s.client.cookies.delete('XSRF-TOKEN');
    expect((await s.client.post('/api/bookings', { tutor_id: 1, start: WED_16, pay_with: 'credit' })).status).toBe(419);
  });
});
