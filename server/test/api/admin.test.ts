import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ADMIN_TOTAL_CAP, type AdminList, type AdminOrder } from '@darsak/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../src/cli/admin.ts';
import type { User } from '../../src/db/schema.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { DEFAULT_PASSWORD } from '../helpers/factories.ts';
import { makePdf, multipart } from '../fixtures/files.ts';
import { TestSmtpServer } from '../helpers/smtp.ts';
import { placeOrder, signedInClient } from '../helpers/shop.ts';

let smtp: TestSmtpServer;
let server: TestServer;
let admin: { user: User; client: TestClient };
let student: { user: User; client: TestClient };

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  server = await startTestServer({ SMTP_URL: smtp.url });
  admin = await signedInClient(server, { role: 'admin' });
  student = await signedInClient(server);
});
afterAll(async () => {
  await server.close();
  await smtp.stop();
});

const auditRows = (action?: string) => {
  let query = server.app.db.selectFrom('audit_log').selectAll().orderBy('id');
  if (action) query = query.where('action', '=', action);
  return query.execute();
};

async function newApplication(client: TestClient, email = 'rami@example.com') {
  const saved = await client.post('/api/save-join-team', {
    name: 'Rami Saleh',
    email,
    phone: '03 123 456',
    age: 22,
    university: 'AUB',
    year: 4,
    coursesToGive: ['MISPE M1100 SEM1'],
    whereYouSeeYourself: 'Teaching maths.',
    cv: 'rami.pdf',
    pay: 20,
    goodTutor: 'Clarity.',
  });
  expect(saved.status).toBe(201);
  return saved.body.id as string;
}

describe('authorization of every /api/admin route', () => {
  it('answers 401 to a visitor, 403 to a student and serves an admin; writes without CSRF get 419 and change nothing', async () => {
    const buyer = await signedInClient(server);
    const order = await placeOrder(buyer.client, [1]);
    const applicationId = await newApplication(student.client);
    const uploaded = await student.client.post(
      '/api/upload-cv',
      multipart({ application_id: applicationId }, { field: 'cv', name: 'cv.pdf', bytes: makePdf() }),
    );
    expect(uploaded.status).toBe(200);
    await student.client.post('/api/ratings', { type: 'course', subject_id: 1, rating: 4 });
    const rating = await server.app.db.selectFrom('ratings').select('id').where('user_id', '=', student.user.id).executeTakeFirstOrThrow();
    const victim = await signedInClient(server);

    const reads = [
      '/api/admin/orders',
      '/api/admin/orders?status=pending&q=DRS',
      `/api/admin/orders/${order.reference}`,
      '/api/admin/applications',
      `/api/admin/applications/${applicationId}`,
      `/api/admin/applications/${applicationId}/cv`,
      '/api/admin/ratings?type=course&hidden=false',
      '/api/admin/users?q=student',
      '/api/admin/audit',
      '/api/admin/stats',
    ];
    const writes: Array<[string, unknown]> = [
      [`/api/admin/orders/${order.reference}/mark-paid`, { note: 'Whish transfer 123' }],
      [`/api/admin/orders/${order.reference}/cancel`, {}],
      [`/api/admin/applications/${applicationId}/approve`, {}],
      [`/api/admin/applications/${applicationId}/reject`, { reason: 'No CV.' }],
      [`/api/admin/ratings/${rating.id}/hide`, { reason: 'Spam' }],
      [`/api/admin/ratings/${rating.id}/unhide`, {}],
      [`/api/admin/users/${victim.user.id}/disable`, {}],
      [`/api/admin/users/${victim.user.id}/enable`, {}],
    ];

    const visitor = new TestClient(server.url);
    await visitor.csrf();
    for (const path of reads) {
      const asVisitor = await visitor.get(path);
      expect([path, asVisitor.status, asVisitor.body]).toEqual([path, 401, { message: 'Unauthenticated.', code: 'auth.unauthenticated' }]);
      const asStudent = await student.client.get(path);
      expect([path, asStudent.status, asStudent.body]).toEqual([
        path,
        403,
        { message: 'This action is unauthorized.', code: 'auth.forbidden' },
      ]);
    }
    const auditBefore = (await auditRows()).length;
    const snapshot = async () => ({
      order: await server.app.db
        .selectFrom('orders')
        .select(['status', 'paid_at', 'cancelled_at'])
        .where('reference', '=', order.reference)
        .executeTakeFirst(),
      application: await server.app.db
        .selectFrom('join_team_applications')
        .select('status')
        .where('id', '=', applicationId)
        .executeTakeFirst(),
      rating: await server.app.db.selectFrom('ratings').select('hidden_at').where('id', '=', rating.id).executeTakeFirst(),
      victim: await server.app.db.selectFrom('users').select('disabled_at').where('id', '=', victim.user.id).executeTakeFirst(),
    });
    const before = await snapshot();
    for (const [path, body] of writes) {
      expect([path, (await visitor.post(path, body)).status]).toEqual([path, 401]);
      expect([path, (await student.client.post(path, body)).status]).toEqual([path, 403]);
      expect([path, (await admin.client.post(path, body, { 'X-XSRF-TOKEN': 'forged' })).status]).toEqual([path, 419]);
      const noHeader = new TestClient(server.url);
      noHeader.cookies.set('darsak_session', admin.client.cookies.get('darsak_session')!);
      expect([path, (await noHeader.post(path, body)).status]).toEqual([path, 419]);
      const foreign = new TestClient(server.url, 'https://evil.example');
      for (const [k, v] of admin.client.cookies) foreign.cookies.set(k, v);
      expect([path, (await foreign.post(path, body)).status]).toEqual([path, 403]);
    }
    expect(await snapshot()).toEqual(before);
    expect((await auditRows()).length).toBe(auditBefore);

    for (const path of reads) {
      const response = await admin.client.get(path);
      expect([path, response.status]).toEqual([path, 200]);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    for (const [path, body] of writes) {
      const response = await admin.client.post(path, body);
      // Each write is allowed; some find their subject already moved on (409) after the one before.
      expect([path, [200, 409]]).toEqual([path, expect.arrayContaining([response.status])]);
    }
  });

  it('refuses a disabled admin at once', async () => {
    const other = await signedInClient(server, { role: 'admin' });
    await server.app.db.updateTable('users').set({ disabled_at: new Date().toISOString() }).where('id', '=', other.user.id).execute();
    expect((await other.client.get('/api/admin/stats')).status).toBe(401);
  });
});

describe('orders in the back office', () => {
  it('lists with {data, total}, filters by status, searches reference or buyer e-mail, and paginates with a cap', async () => {
    const buyer = await signedInClient(server);
    const first = await placeOrder(buyer.client, [2]);
    const second = await placeOrder(buyer.client, [3, 4]);
    const anonymous = await placeOrder(new TestClient(server.url), [5]);

    const byEmail = await admin.client.get<AdminList<AdminOrder>>(
      `/api/admin/orders?q=${encodeURIComponent(buyer.user.email.toUpperCase())}`,
    );
    expect(byEmail.body.total).toBe(2);
    expect(byEmail.body.data.map((o) => o.reference)).toEqual([second.reference, first.reference]);
    expect(byEmail.body.data[0]).toEqual({
      ...second,
      email: buyer.user.email,
      user_id: buyer.user.id,
      paid_at: null,
      cancelled_at: null,
      note: null,
    });

    const byReference = await admin.client.get<AdminList<AdminOrder>>(`/api/admin/orders?q=${anonymous.reference.slice(4).toLowerCase()}`);
    expect(byReference.body.data.map((o) => o.reference)).toEqual([anonymous.reference]);
    expect(byReference.body.data[0]).toMatchObject({ email: null, user_id: null });
    expect((await admin.client.get<AdminList<AdminOrder>>('/api/admin/orders?q=%25')).body.total).toBe(0);
    // A search that starts 'DRS-' reads the references that start with it (decision 087): a whole
    // reference, or its start in any case; a buyer whose e-mail holds it still matches.
    const byWholeReference = await admin.client.get<AdminList<AdminOrder>>(`/api/admin/orders?q=${anonymous.reference}`);
    expect(byWholeReference.body).toMatchObject({ total: 1, data: [{ reference: anonymous.reference }] });
    const byStart = await admin.client.get<AdminList<AdminOrder>>(`/api/admin/orders?q=${anonymous.reference.slice(0, 7).toLowerCase()}`);
    expect(byStart.body.data.map((o) => o.reference)).toContain(anonymous.reference);
    const email = `drs-fan.${buyer.user.id}@example.com`;
    await server.app.db.updateTable('users').set({ email }).where('id', '=', buyer.user.id).execute();
    try {
      const byDrsEmail = await admin.client.get<AdminList<AdminOrder>>(
        `/api/admin/orders?q=${encodeURIComponent(email.slice(0, 12).toUpperCase())}`,
      );
      expect(byDrsEmail.body.data.map((o) => o.reference)).toEqual([second.reference, first.reference]);
    } finally {
      await server.app.db.updateTable('users').set({ email: buyer.user.email }).where('id', '=', buyer.user.id).execute();
    }

    const all = (await admin.client.get<AdminList<AdminOrder>>('/api/admin/orders?status=pending&per_page=1000')).body;
    expect(all.data.length).toBe(all.total);
    const page2 = (await admin.client.get<AdminList<AdminOrder>>('/api/admin/orders?status=pending&per_page=1&page=2')).body;
    expect(page2).toEqual({ data: [all.data[1]], total: all.total });
    // A page past the last one has no row to carry the total: it is counted on its own.
    const pastTheEnd = (await admin.client.get<AdminList<AdminOrder>>(`/api/admin/orders?status=pending&per_page=1&page=${all.total + 1}`))
      .body;
    expect(pastTheEnd).toEqual({ data: [], total: all.total });
    expect((await admin.client.get('/api/admin/orders?status=shipped')).status).toBe(422);

    // Past its expiry but not yet swept by the job: listed (and shown) as expired, not pending.
    await server.app.db
      .updateTable('orders')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('reference', '=', first.reference)
      .execute();
    const pendingNow = (await admin.client.get<AdminList<AdminOrder>>(`/api/admin/orders?status=pending&q=${first.reference}`)).body;
    expect(pendingNow.total).toBe(0);
    const expiredNow = (await admin.client.get<AdminList<AdminOrder>>(`/api/admin/orders?status=expired&q=${first.reference}`)).body;
    expect(expiredNow.data.map((o) => [o.reference, o.status])).toEqual([[first.reference, 'expired']]);
    expect((await admin.client.get('/api/admin/orders?page=0')).status).toBe(422);
    expect((await admin.client.get('/api/admin/orders?per_page=abc')).status).toBe(422);
  });

  it('marks an order paid once: receipt to the buyer, audit row, ratings verified; a second call answers 409 and changes nothing', async () => {
    const buyer = await signedInClient(server);
    await buyer.client.post('/api/ratings', { type: 'course', subject_id: 6, rating: 5 });
    const order = await placeOrder(buyer.client, [6, 7]);

    const response = await admin.client.post(`/api/admin/orders/${order.reference}/mark-paid`, { note: 'OMT receipt 5512' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      message: 'Order marked as paid.',
      reference: order.reference,
      status: 'paid',
      note: 'OMT receipt 5512',
      email: buyer.user.email,
    });
    expect(response.body.paid_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    const mail = await smtp.readEmail(buyer.user.email);
    expect(mail.subject).toBe(`Your Darsak receipt for order ${order.reference}`);
    expect(mail.text).toContain('Total: $10.00');
    expect(mail.text).toContain(`http://localhost:3000/orders/${order.reference}`);

    const audits = (await auditRows('order.mark_paid')).filter((a) => a.target_id === order.reference);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actor_id: admin.user.id, actor: admin.user.email, target_type: 'order' });
    expect(JSON.parse(audits[0]!.details)).toMatchObject({ note: 'OMT receipt 5512', total: 1000 });

    const rating = await server.app.db
      .selectFrom('ratings')
      .select('verified')
      .where('user_id', '=', buyer.user.id)
      .executeTakeFirstOrThrow();
    expect(rating.verified).toBe(1);
    const summary = await new TestClient(server.url).get('/api/ratings/summary?type=course&subject_id=6');
    expect(summary.body).toEqual([{ type: 'course', subject_id: '6', average: 5, count: 1, verified_count: 1 }]);

    const buyerView = await buyer.client.get(`/api/orders/${order.reference}`);
    expect(buyerView.body).toMatchObject({ status: 'paid', paid_at: response.body.paid_at });

    const again = await admin.client.post(`/api/admin/orders/${order.reference}/mark-paid`, {});
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'This order is already paid.', code: 'orders.already_paid' });
    const row = await server.app.db.selectFrom('orders').selectAll().where('reference', '=', order.reference).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'paid', paid_at: response.body.paid_at, note: 'OMT receipt 5512' });
    expect((await auditRows('order.mark_paid')).filter((a) => a.target_id === order.reference)).toHaveLength(1);
    const receipts = await server.app.db.selectFrom('mail_outbox').select('id').where('recipient', '=', buyer.user.email).execute();
    expect(receipts).toHaveLength(1);
  });

  it('lets exactly one of many simultaneous mark-paid calls win', async () => {
    const buyer = await signedInClient(server);
    const order = await placeOrder(buyer.client, [8]);
    const admins = [admin, await signedInClient(server, { role: 'admin' }), await signedInClient(server, { role: 'admin' })];
    const responses = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        admins[i % 3]!.client.post(`/api/admin/orders/${order.reference}/mark-paid`, { note: `call ${i}` }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect((await auditRows('order.mark_paid')).filter((a) => a.target_id === order.reference)).toHaveLength(1);
    const winner = responses.find((r) => r.status === 200)!;
    const row = await server.app.db.selectFrom('orders').select('note').where('reference', '=', order.reference).executeTakeFirstOrThrow();
    expect(row.note).toBe(winner.body.note);
    await smtp.readEmail(buyer.user.email);
    expect(await server.app.db.selectFrom('mail_outbox').select('id').where('recipient', '=', buyer.user.email).execute()).toHaveLength(1);
  });

  it('marks an order placed signed out paid without a receipt, and an expired one too (money that arrived late)', async () => {
    const order = await placeOrder(new TestClient(server.url), [9]);
    await server.app.db.updateTable('orders').set({ status: 'expired' }).where('reference', '=', order.reference).execute();
    const response = await admin.client.post(`/api/admin/orders/${order.reference}/mark-paid`, {});
    expect(response.status).toBe(200);
    const audit = (await auditRows('order.mark_paid')).find((a) => a.target_id === order.reference)!;
    expect(JSON.parse(audit.details)).toMatchObject({ receipt_to_buyer: false });
  });

  it('cancels a pending order (audited) and refuses to cancel a paid one or an unknown reference', async () => {
    const order = await placeOrder(new TestClient(server.url), [10]);
    const cancelled = await admin.client.post(`/api/admin/orders/${order.reference}/cancel`, { reason: 'Duplicate order' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', note: 'Duplicate order' });
    expect(cancelled.body.cancelled_at).toMatch(/^\d{4}-/);
    expect((await admin.client.post(`/api/admin/orders/${order.reference}/cancel`, {})).status).toBe(409);
    expect((await admin.client.post(`/api/admin/orders/${order.reference}/mark-paid`, {})).body).toEqual({
      message: 'This order is cancelled and cannot be marked as paid.',
      code: 'orders.cancelled_cannot_be_paid',
    });
    expect((await admin.client.post('/api/admin/orders/DRS-222222/cancel', {})).status).toBe(404);
    expect((await admin.client.get(`/api/admin/orders/${order.reference}`)).body).toMatchObject({
      reference: order.reference,
      status: 'cancelled',
    });
    expect((await admin.client.get('/api/admin/orders/DRS-222222')).status).toBe(404);
    expect((await admin.client.post('/api/admin/orders/nope/mark-paid', {})).status).toBe(404);
    expect((await admin.client.post(`/api/admin/orders/${order.reference}/cancel`, { reason: 'x'.repeat(1001) })).status).toBe(422);
  });
});

describe('applications in the back office', () => {
  it('lists by status, shows one, serves the CV as a download and approves with an e-mail to the applicant', async () => {
    const applicant = await signedInClient(server);
    const id = await newApplication(applicant.client, 'applicant.one@example.com');
    const pdf = makePdf();
    const uploaded = await applicant.client.post(
      '/api/upload-cv',
      multipart({ application_id: id }, { field: 'cv', name: 'Rami CV é.pdf', bytes: pdf }),
    );
    expect(uploaded.status).toBe(200);

    const pending = await admin.client.get('/api/admin/applications?status=pending');
    expect(pending.body.data.map((a: { id: string }) => a.id)).toContain(id);
    const detail = await admin.client.get(`/api/admin/applications/${id}`);
    expect(detail.body).toMatchObject({
      id,
      name: 'Rami Saleh',
      status: 'pending',
      has_cv: true,
      cv_mime: 'application/pdf',
      goodTutor: 'Clarity.',
    });
    expect(JSON.stringify(detail.body)).not.toContain('cvs/');

    const cv = await fetch(`${server.url}/api/admin/applications/${id}/cv`, {
      headers: { Cookie: [...admin.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(cv.status).toBe(200);
    expect(cv.headers.get('content-type')).toBe('application/pdf');
    expect(cv.headers.get('content-disposition')).toBe(`attachment; filename="Rami CV _.pdf"; filename*=UTF-8''Rami%20CV%20%C3%A9.pdf`);
    expect(cv.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await cv.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await student.client.get(`/api/admin/applications/${id}/cv`)).status).toBe(403);

    const approved = await admin.client.post(`/api/admin/applications/${id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', reviewed_at: expect.any(String), tutor_id: null });
    // The applicant was told first that the application reached us (decision 071), at the account's
    // address, as every e-mail about an application (decision 073).
    expect((await smtp.readEmail(applicant.user.email)).subject).toBe('We received your Darsak tutor application');
    // To the applicant's verified account address, never to the form's e-mail field (decision 073).
    const mail = await smtp.readEmail(applicant.user.email);
    expect(mail.subject).toBe('Your Darsak tutor application was approved');
    await server.app.mailer.idle();
    expect(smtp.received.some((m) => m.envelopeTo.includes('applicant.one@example.com'))).toBe(false);
    expect((await admin.client.post(`/api/admin/applications/${id}/reject`, { reason: 'Late' })).body).toEqual({
      message: 'This application was already approved.',
      code: 'applications.already_approved',
    });
    expect((await auditRows('application.approve')).map((a) => a.target_id)).toContain(id);
  });

  it('rejects only with a reason, which the applicant receives; unknown ids and an application without a CV answer 404', async () => {
    const applicant = await signedInClient(server);
    const id = await newApplication(applicant.client, 'applicant.two@example.com');
    const missing = await admin.client.post(`/api/admin/applications/${id}/reject`, {});
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({
      message: 'The reason field is required.',
      code: 'validation.required',
      errors: { reason: ['The reason field is required.'] },
    });
    expect((await admin.client.get(`/api/admin/applications/${id}`)).body.status).toBe('pending');

    const rejected = await admin.client.post(`/api/admin/applications/${id}/reject`, { reason: 'We need tutors for year 2 courses only.' });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', review_reason: 'We need tutors for year 2 courses only.' });
    expect((await smtp.readEmail(applicant.user.email)).subject).toBe('We received your Darsak tutor application');
    const mail = await smtp.readEmail(applicant.user.email);
    expect(mail.text).toContain('Reason: We need tutors for year 2 courses only.');

    expect((await admin.client.get(`/api/admin/applications/${id}/cv`)).status).toBe(404);
    expect((await admin.client.get('/api/admin/applications/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await admin.client.get('/api/admin/applications/not-a-uuid')).status).toBe(404);
    const rejectedList = await admin.client.get('/api/admin/applications?status=rejected');
    expect(rejectedList.body.data.every((a: { status: string }) => a.status === 'rejected')).toBe(true);
  });
});

describe("the applicant's decision e-mail", () => {
  it("goes nowhere while the account's address is unverified, whatever the form's e-mail says", async () => {
    const applicant = await signedInClient(server);
    const id = await newApplication(applicant.client, 'someone.else@example.com');
    await server.app.db.updateTable('users').set({ email_verified_at: null }).where('id', '=', applicant.user.id).execute();
    await server.app.mailer.idle();
    const before = smtp.received.length; // the 'received' e-mail went out while the address was verified
    expect((await admin.client.post(`/api/admin/applications/${id}/approve`, {})).status).toBe(200);
    await server.app.mailer.idle();
    const sent = smtp.received
      .slice(before)
      .filter((m) => m.envelopeTo.includes('someone.else@example.com') || m.envelopeTo.includes(applicant.user.email));
    expect(sent).toEqual([]);
  });
});

describe('ratings in the back office', () => {
  it('hides a rating (reason required): it leaves the summary at once, and comes back on unhide', async () => {
    await server.app.db.deleteFrom('ratings').where('type', '=', 'tutor').where('subject_id', '=', '3').execute();
    await server.app.db.deleteFrom('rating_aggregates').where('type', '=', 'tutor').where('subject_id', '=', '3').execute();
    const raters = [await signedInClient(server), await signedInClient(server), await signedInClient(server)];
    for (const [i, r] of raters.entries()) {
      expect((await r.client.post('/api/ratings', { type: 'tutor', subject_id: 3, rating: [5, 4, 1][i] })).status).toBe(201);
    }
    const summary = async () => (await new TestClient(server.url).get('/api/ratings/summary?type=tutor&subject_id=3')).body;
    expect(await summary()).toEqual([{ type: 'tutor', subject_id: '3', average: 3.3, count: 3, verified_count: 0 }]);
    const abusive = await server.app.db
      .selectFrom('ratings')
      .select('id')
      .where('user_id', '=', raters[2]!.user.id)
      .executeTakeFirstOrThrow();

    expect((await admin.client.post(`/api/admin/ratings/${abusive.id}/hide`, { reason: ' ' })).status).toBe(422);
    const hidden = await admin.client.post(`/api/admin/ratings/${abusive.id}/hide`, { reason: 'Insults the tutor' });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ hidden: true, hidden_reason: 'Insults the tutor', user: { id: raters[2]!.user.id } });
    expect(await summary()).toEqual([{ type: 'tutor', subject_id: '3', average: 4.5, count: 2, verified_count: 0 }]);
    expect((await admin.client.post(`/api/admin/ratings/${abusive.id}/hide`, { reason: 'again' })).status).toBe(409);

    // The author editing a hidden rating does not bring it back.
    expect((await raters[2]!.client.post('/api/ratings', { type: 'tutor', subject_id: 3, rating: 2 })).status).toBe(200);
    expect(await summary()).toEqual([{ type: 'tutor', subject_id: '3', average: 4.5, count: 2, verified_count: 0 }]);

    const listed = await admin.client.get('/api/admin/ratings?type=tutor&hidden=true');
    expect(listed.body.data.map((r: { id: number }) => r.id)).toContain(Number(abusive.id));
    expect(listed.body.data.every((r: { hidden: boolean }) => r.hidden)).toBe(true);

    expect((await admin.client.post(`/api/admin/ratings/${abusive.id}/unhide`, {})).status).toBe(200);
    expect(await summary()).toEqual([{ type: 'tutor', subject_id: '3', average: 3.7, count: 3, verified_count: 0 }]);
    expect((await admin.client.post(`/api/admin/ratings/${abusive.id}/unhide`, {})).status).toBe(409);
    expect((await admin.client.post('/api/admin/ratings/999999/hide', { reason: 'x' })).status).toBe(404);
    expect((await auditRows('rating.hide')).map((a) => a.target_id)).toContain(String(abusive.id));
  });
});

describe('users in the back office', () => {
  it('searches, disables (sessions end at once, login says why) and enables', async () => {
    const target = await signedInClient(server);
    await target.client.csrf();
    const found = await admin.client.get(`/api/admin/users?q=${encodeURIComponent(target.user.email.slice(0, 12))}`);
    expect(found.body.data.map((u: { id: number }) => u.id)).toContain(target.user.id);
    expect(found.body.data[0]).not.toHaveProperty('password');

    const disabled = await admin.client.post(`/api/admin/users/${target.user.id}/disable`, {});
    expect(disabled.status).toBe(200);
    expect(disabled.body.disabled_at).toMatch(/^\d{4}-/);
    expect((await target.client.get('/api/user')).status).toBe(401);
    const sessions = await server.app.db.selectFrom('sessions').select('id').where('user_id', '=', target.user.id).execute();
    expect(sessions).toHaveLength(0);

    const login = new TestClient(server.url);
    await login.csrf();
    const refused = await login.post('/login', { email: target.user.email, password: DEFAULT_PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'This account has been disabled. Please contact support.', code: 'auth.disabled' });
    // The wrong password still answers as usual: the disabled state shows only with the right one.
    expect((await login.post('/login', { email: target.user.email, password: 'wrong-password' })).status).toBe(422);

    expect((await admin.client.post(`/api/admin/users/${target.user.id}/disable`, {})).status).toBe(409);
    expect((await admin.client.post(`/api/admin/users/${target.user.id}/enable`, {})).status).toBe(200);
    expect((await login.post('/login', { email: target.user.email, password: DEFAULT_PASSWORD })).status).toBe(204);
    expect((await auditRows('user.disable')).map((a) => a.target_id)).toContain(String(target.user.id));
    expect((await auditRows('user.enable')).map((a) => a.target_id)).toContain(String(target.user.id));
  });

  it('refuses to disable oneself, another admin or an unknown user', async () => {
    expect((await admin.client.post(`/api/admin/users/${admin.user.id}/disable`, {})).body).toEqual({
      message: 'You cannot disable your own account.',
      code: 'users.cannot_disable_self',
    });
    const other = await signedInClient(server, { role: 'admin' });
    expect((await admin.client.post(`/api/admin/users/${other.user.id}/disable`, {})).status).toBe(403);
    expect((await admin.client.post('/api/admin/users/999999/disable', {})).status).toBe(404);
    expect((await admin.client.post('/api/admin/users/abc/disable', {})).status).toBe(404);
  });
});

describe('dashboard and audit log', () => {
  it('counts pending orders, paid this month, pending applications and ratings this week', async () => {
    const before = (await admin.client.get('/api/admin/stats')).body;
    expect(Object.keys(before).sort()).toEqual([
      'paid_this_month',
      'pending_applications',
      'pending_orders',
      'ratings_this_week',
      'refunds_due',
      'revenue_this_month',
      'sessions_this_week',
    ]);
    const order = await placeOrder(new TestClient(server.url), [11, 12]);
    const afterOrder = (await admin.client.get('/api/admin/stats')).body;
    expect(afterOrder.pending_orders).toBe(before.pending_orders + 1);
    await admin.client.post(`/api/admin/orders/${order.reference}/mark-paid`, {});
    const afterPaid = (await admin.client.get('/api/admin/stats')).body;
    expect(afterPaid.pending_orders).toBe(before.pending_orders);
    expect(afterPaid.paid_this_month).toBe(before.paid_this_month + 1);
    expect(Number(afterPaid.revenue_this_month)).toBeCloseTo(Number(before.revenue_this_month) + 10, 2);
    const rater = await signedInClient(server);
    await rater.client.post('/api/ratings', { type: 'course', subject_id: 12, rating: 5 });
    expect((await admin.client.get('/api/admin/stats')).body.ratings_this_week).toBe(before.ratings_this_week + 1);
  });

  it('lists the audit log newest first as {data, total}', async () => {
    const response = await admin.client.get('/api/admin/audit?per_page=2');
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(2);
    expect(response.body.total).toBe((await auditRows()).length);
    expect(response.body.data[0].id).toBeGreaterThan(response.body.data[1].id);
    expect(response.body.data[0]).toEqual({
      id: expect.any(Number),
      actor: expect.any(String),
      actor_id: expect.any(Number),
      action: expect.any(String),
      target_type: expect.any(String),
      target_id: expect.any(String),
      details: expect.any(Object),
      created_at: expect.stringMatching(/^\d{4}-/),
    });
  });
});

describe('npm run admin -- grant | revoke', () => {
  const databaseUrl = () =>
    server.config.database.kind === 'postgres' ? server.config.database.url : `file:${server.config.database.filename}`;

  /** The real command, as an operator runs it, against the test server's database. */
  const runCli = (args: string[]) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, [fileURLToPath(new URL('../../src/cli/admin.ts', import.meta.url)), ...args], {
        env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl(), LOG_LEVEL: 'silent' },
      });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('close', (code) => resolve({ code, out }));
    });

  it('grants and revokes the admin role from the command line, recording it in the audit log', async () => {
    const someone = await signedInClient(server);
    expect((await someone.client.get('/api/admin/stats')).status).toBe(403);

    const granted = await runCli(['grant', someone.user.email.toUpperCase()]);
    expect(granted).toEqual({ code: 0, out: `${someone.user.email} is now an admin.\n` });
    expect((await someone.client.get('/api/admin/stats')).status).toBe(200);
    const audit = (await auditRows('user.grant_admin')).at(-1)!;
    expect(audit).toMatchObject({ actor: 'cli', actor_id: null, target_type: 'user', target_id: String(someone.user.id) });

    const revoked = await runCli(['revoke', someone.user.email]);
    expect(revoked.code).toBe(0);
    expect((await someone.client.get('/api/admin/stats')).status).toBe(403);
  }, 30_000);

  it('answers the usage (exit 2) and an unknown e-mail (exit 1) without changing anything', async () => {
    expect(await runAdminCommand(server.app.db, [])).toEqual({
      code: 2,
      message: 'Usage: npm run admin -- grant EMAIL | revoke EMAIL | grant-tutor EMAIL TUTOR_ID | revoke-tutor EMAIL',
    });
    expect((await runAdminCommand(server.app.db, ['promote', 'a@b.c'])).code).toBe(2);
    expect(await runAdminCommand(server.app.db, ['grant', 'nobody@example.com'])).toEqual({
      code: 1,
      message: 'No account with the e-mail nobody@example.com.',
    });
    const again = await runAdminCommand(server.app.db, ['grant', admin.user.email]);
    expect(again).toEqual({ code: 0, message: `${admin.user.email} is already an admin.` });
  });

  it('revoking an admin linked to a tutor profile leaves the role tutor; a tutor is not an admin to revoke (decision 071)', async () => {
    const teacher = await signedInClient(server, { role: 'admin' });
    await server.app.db.updateTable('tutors').set({ user_id: teacher.user.id }).where('id', '=', 6).execute();
    expect(await runAdminCommand(server.app.db, ['revoke', teacher.user.email])).toEqual({
      code: 0,
      message: `${teacher.user.email} is no longer an admin.`,
    });
    const role = async () =>
      (await server.app.db.selectFrom('users').select('role').where('id', '=', teacher.user.id).executeTakeFirstOrThrow()).role;
    expect(await role()).toBe('tutor');
    expect(await runAdminCommand(server.app.db, ['revoke', teacher.user.email])).toEqual({
      code: 0,
      message: `${teacher.user.email} is already not an admin.`,
    });
    expect(await role()).toBe('tutor');
    expect((await runAdminCommand(server.app.db, ['grant', teacher.user.email])).code).toBe(0);
    expect(await role()).toBe('admin');
    await server.app.db.updateTable('tutors').set({ user_id: null }).where('id', '=', 6).execute();
  });

  it('no request can make an admin: a role sent to the API is ignored', async () => {
    const someone = await signedInClient(server);
    await someone.client.put('/api/user', { name: 'Sneaky', role: 'admin' });
    const row = await server.app.db.selectFrom('users').select('role').where('id', '=', someone.user.id).executeTakeFirstOrThrow();
    expect(row.role).toBe('student');
  });
});

describe('the admin orders total at scale (decision 040)', () => {
  it('counts at most ADMIN_TOTAL_CAP orders and then says the total is capped; below the cap it is exact', async () => {
    const now = new Date().toISOString();
    const row = (i: number) => ({
      reference: `CAP-${String(i).padStart(6, '0')}`,
      user_id: null,
      session_key: null,
      status: 'cancelled' as const,
      total_cents: 1000,
      currency: 'USD',
      note: null,
      created_at: now,
      updated_at: now,
      expires_at: now,
      paid_at: null,
      cancelled_at: now,
    });
    const before = (await admin.client.get<AdminList<AdminOrder>>('/api/admin/orders?status=cancelled')).body;
    expect(before.total_capped).toBeUndefined();
    const missing = ADMIN_TOTAL_CAP - before.total;
    try {
      for (let i = 0; i < missing; i += 500) {
        const batch = Array.from({ length: Math.min(500, missing - i) }, (_, k) => row(i + k));
        await server.app.db.insertInto('orders').values(batch).execute();
      }
      const atCap = (await admin.client.get<AdminList<AdminOrder>>('/api/admin/orders?status=cancelled&per_page=5')).body;
      expect(atCap).toMatchObject({ total: ADMIN_TOTAL_CAP });
      expect(atCap.total_capped).toBeUndefined();
      expect(atCap.data).toHaveLength(5);

      await server.app.db.insertInto('orders').values(row(missing)).execute();
      const over = (await admin.client.get<AdminList<AdminOrder>>('/api/admin/orders?status=cancelled&per_page=5')).body;
      expect(over).toMatchObject({ total: ADMIN_TOTAL_CAP, total_capped: true });
      expect(over.data).toHaveLength(5);
      // Another status is unaffected.
      expect((await admin.client.get<AdminList<AdminOrder>>('/api/admin/orders?status=paid')).body.total_capped).toBeUndefined();
    } finally {
      await server.app.db.deleteFrom('orders').where('reference', 'like', 'CAP-%').execute();
    }
  });
});
