import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/db/index.ts';
import type { User } from '../../src/db/schema.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { signedInClient } from '../helpers/shop.ts';
import { TestSmtpServer } from '../helpers/smtp.ts';

let smtp: TestSmtpServer;
let server: TestServer;
let admin: { user: User; client: TestClient };

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  server = await startTestServer({ SMTP_URL: smtp.url, APP_VERSION: 'test-build-42' });
  admin = await signedInClient(server, { role: 'admin' });
  await admin.client.csrf();
});
afterAll(async () => {
  await server.close();
  await smtp.stop();
});

/** An outbox row as the worker leaves it after its last try, or one still waiting. */
async function outboxRow(values: { to: string; subject: string; status: 'pending' | 'failed' | 'sent'; lastError?: string }) {
  const now = nowIso();
  const row = await server.app.db
    .insertInto('mail_outbox')
    .values({
      recipient: values.to,
      subject: values.subject,
      text_body: 'SECRET-BODY-TEXT',
      html_body: '<p>SECRET-BODY-HTML</p>',
      reply_to: null,
      attachments: null,
      status: values.status,
      attempts: values.status === 'pending' ? 0 : 8,
      // A queued row due in an hour: the worker leaves it alone during the test.
      next_attempt_at: values.status === 'pending' ? nowIso(Date.now() + 3_600_000) : now,
      last_error: values.lastError ?? null,
      created_at: now,
      sent_at: values.status === 'sent' ? now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const auditOf = (id: number) =>
  server.app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', 'mail')
    .where('target_id', '=', String(id))
    .orderBy('id')
    .execute();

describe('access', () => {
  it('answers 401 signed out and 403 to a student on each route', async () => {
    const visitor = new TestClient(server.url);
    await visitor.csrf();
    const student = await signedInClient(server);
    await student.client.csrf();
    const id = await outboxRow({ to: 'access@example.com', subject: 'Access', status: 'failed', lastError: 'boom' });
    const routes: Array<[string, string]> = [
      ['GET', '/api/admin/system'],
      ['GET', '/api/admin/outbox?status=failed'],
      ['POST', `/api/admin/outbox/${id}/retry`],
      ['POST', `/api/admin/outbox/${id}/discard`],
    ];
    for (const [method, path] of routes) {
      expect([method, path, (await visitor.request(method, path)).status]).toEqual([method, path, 401]);
      const asStudent = await student.client.request(method, path);
      expect([method, path, asStudent.status, asStudent.body.code]).toEqual([method, path, 403, 'auth.forbidden']);
    }
    // A forged CSRF token changes nothing.
    expect((await admin.client.post(`/api/admin/outbox/${id}/retry`, undefined, { 'X-XSRF-TOKEN': 'forged' })).status).toBe(419);
    const row = await server.app.db.selectFrom('mail_outbox').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    await server.app.db.deleteFrom('mail_outbox').where('id', '=', id).execute();
  });
});

describe('the system answer', () => {
  it('gives the version, the database, Redis and storage status, the outbox counts and the jobs', async () => {
    await server.app.db
      .insertInto('job_runs')
      .values({
        name: 'test job',
        started_at: '2026-11-28T10:00:00.000Z',
        finished_at: '2026-11-28T10:00:01.000Z',
        ok: 0,
        result: null,
        error: 'database restarting',
        instance: 'host-a:123',
      })
      .execute();
    const queued = await outboxRow({ to: 'queued@example.com', subject: 'Queued', status: 'pending' });
    const failed = await outboxRow({ to: 'failed@example.com', subject: 'Failed', status: 'failed', lastError: '550 mailbox unavailable' });

    const response = await admin.client.get('/api/admin/system');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = response.body;
    expect(body.version).toBe('test-build-42');
    expect(body.database).toEqual({ driver: process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite', ok: true });
    expect(body.redis).toEqual(process.env.TEST_REDIS_URL ? { configured: true, ok: true } : { configured: false, ok: null });
    expect(body.storage).toEqual({ kind: expect.any(String), ok: true });
    expect(body.outbox.queued).toBeGreaterThanOrEqual(1);
    expect(body.outbox.failed).toBeGreaterThanOrEqual(1);
    expect(typeof body.outbox.oldest_queued_at).toBe('string');
    expect(body.jobs).toContainEqual({
      name: 'test job',
      started_at: '2026-11-28T10:00:00.000Z',
      finished_at: '2026-11-28T10:00:01.000Z',
      ok: false,
      result: null,
      error: 'database restarting',
      instance: 'host-a:123',
    });
    expect(response.text).not.toContain(server.config.sessionSecret);
    await server.app.db.deleteFrom('mail_outbox').where('id', 'in', [queued, failed]).execute();
  });

  it('records a scheduled job’s run in job_runs, which the answer lists', async () => {
    const { recordJobEnd, recordJobStart } = await import('../../src/repositories/job-runs.ts');
    const startedAt = nowIso();
    await recordJobStart(server.app.db, 'order expiry', 'host-b:7', startedAt);
    let job = (await admin.client.get('/api/admin/system')).body.jobs.find((j: { name: string }) => j.name === 'order expiry');
    expect(job).toMatchObject({ started_at: startedAt, finished_at: null, ok: null, instance: 'host-b:7' });
    await recordJobEnd(server.app.db, 'order expiry', startedAt, { ok: true, result: 'orders expired: 2' });
    job = (await admin.client.get('/api/admin/system')).body.jobs.find((j: { name: string }) => j.name === 'order expiry');
    expect(job).toMatchObject({ ok: true, result: 'orders expired: 2', error: null });
    expect(job.finished_at).toEqual(expect.any(String));
  });
});

describe('the outbox', () => {
  it('lists a failed e-mail with its error (never its body), retries it, and it is sent', async () => {
    const id = await outboxRow({ to: 'retry@example.com', subject: 'Your receipt', status: 'failed', lastError: '421 try again later' });
    const queued = await outboxRow({ to: 'later@example.com', subject: 'Later', status: 'pending' });

    const failedList = await admin.client.get('/api/admin/outbox?status=failed&page=1&per_page=50');
    expect(failedList.status).toBe(200);
    expect(failedList.body.data).toContainEqual({
      id,
      to: 'retry@example.com',
      subject: 'Your receipt',
      status: 'failed',
      attempts: 8,
      last_error: '421 try again later',
      created_at: expect.any(String),
      send_after: null,
    });
    expect(failedList.body.data.every((m: { status: string }) => m.status === 'failed')).toBe(true);
    expect(failedList.text).not.toContain('SECRET-BODY');
    const queuedList = await admin.client.get('/api/admin/outbox?status=queued');
    expect(queuedList.body.data.map((m: { id: number }) => m.id)).toContain(queued);
    expect(queuedList.body.data.map((m: { id: number }) => m.id)).not.toContain(id);
    const both = await admin.client.get('/api/admin/outbox');
    expect(both.body.total).toBeGreaterThanOrEqual(2);
    expect((await admin.client.get('/api/admin/outbox?status=sent')).status).toBe(422);

    const retried = await admin.client.post(`/api/admin/outbox/${id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id, status: 'queued', attempts: 0, to: 'retry@example.com' });
    expect(retried.body.message).toEqual(expect.any(String));
    const mail = await smtp.readEmail('retry@example.com');
    expect(mail.subject).toBe('Your receipt');
    await server.app.mailer.idle();
    const row = await server.app.db.selectFrom('mail_outbox').select(['status', 'attempts']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'sent', attempts: 1 });
    expect(await auditOf(id)).toMatchObject([{ action: 'mail.retry', actor: admin.user.email }]);

    // Sent, it can be neither retried nor discarded; a queued one is not retried either.
    const again = await admin.client.post(`/api/admin/outbox/${id}/retry`);
    expect([again.status, again.body.code]).toEqual([409, 'outbox.not_failed']);
    const discardSent = await admin.client.post(`/api/admin/outbox/${id}/discard`);
    expect([discardSent.status, discardSent.body.code]).toEqual([409, 'outbox.already_sent']);
    const retryQueued = await admin.client.post(`/api/admin/outbox/${queued}/retry`);
    expect([retryQueued.status, retryQueued.body.code]).toEqual([409, 'outbox.not_failed']);
    await server.app.db.deleteFrom('mail_outbox').where('id', '=', queued).execute();
  });

  it('discards a failed and a queued e-mail: gone from the outbox, audited', async () => {
    const failed = await outboxRow({ to: 'gone@example.com', subject: 'Gone', status: 'failed', lastError: '550 no such user' });
    const queued = await outboxRow({ to: 'gone-too@example.com', subject: 'Gone too', status: 'pending' });
    for (const id of [failed, queued]) {
      const response = await admin.client.post(`/api/admin/outbox/${id}/discard`);
      expect(response.status).toBe(200);
      expect(response.body.message).toEqual(expect.any(String));
      expect(await server.app.db.selectFrom('mail_outbox').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
      const [entry] = await auditOf(id);
      expect(entry).toMatchObject({ action: 'mail.discard', actor: admin.user.email });
      expect(JSON.parse(entry!.details)).toMatchObject({ to: id === failed ? 'gone@example.com' : 'gone-too@example.com' });
      expect(entry!.details).not.toContain('SECRET-BODY');
    }
    const list = await admin.client.get('/api/admin/outbox');
    expect(list.body.data.map((m: { id: number }) => m.id)).not.toContain(failed);
  });

  it('answers 404 outbox.not_found for an unknown id', async () => {
    for (const action of ['retry', 'discard']) {
      const response = await admin.client.post(`/api/admin/outbox/999999/${action}`);
      expect([action, response.status, response.body.code]).toEqual([action, 404, 'outbox.not_found']);
      const garbage = await admin.client.post(`/api/admin/outbox/abc/${action}`);
      expect([action, garbage.status, garbage.body.code]).toEqual([action, 404, 'outbox.not_found']);
    }
  });
});
