import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/helpers/app.ts';
import { nowIso } from '../db/index.ts';
import { MailOutbox, type MailMessage, type OutboxOptions } from './outbox.ts';
import { createLogTransport, type MailTransport, type OutgoingMail } from './transport.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.app.mailer.stop(); // these tests run their own workers on the app's database
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.app.db.deleteFrom('mail_outbox').execute();
});

const silent = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => silent,
  level: 'silent',
} as unknown as FastifyBaseLogger;

/** A transport that records what it sends and fails while `failing` is set. */
function fakeTransport(options: { failing?: boolean; delayMs?: number } = {}) {
  const sent: OutgoingMail[] = [];
  const state = { failing: options.failing ?? false, closed: false };
  const transport: MailTransport = {
    delivers: true,
    async send(mail) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (state.failing) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ECONNREFUSED' });
      sent.push(mail);
    },
    close: () => {
      state.closed = true;
    },
  };
  return { transport, sent, state };
}

const outbox = (transport: MailTransport, options: Partial<OutboxOptions> = {}) =>
  new MailOutbox(server.app.db, { transport, log: silent, from: 'Darsak <no-reply@darsak.app>', messageIdHost: 'localhost', ...options });

const message = (i: number): MailMessage => ({ to: `r${i}@example.com`, subject: `S${i}`, text: `T${i}`, html: `<p>H${i}</p>` });

const rows = () => server.app.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
const makeDue = () =>
  server.app.db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: nowIso(Date.now() - 1) })
    .execute();

describe('MailOutbox', () => {
  it('queues durably and sends at once when kicked', async () => {
    const { transport, sent } = fakeTransport();
    const worker = outbox(transport);
    const id = await worker.queue(message(1));
    await worker.idle();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'r1@example.com',
      subject: 'S1',
      text: 'T1',
      html: '<p>H1</p>',
      from: 'Darsak <no-reply@darsak.app>',
    });
    expect(sent[0]!.messageId).toMatch(new RegExp(`^<outbox-${id}-\\d+@localhost>$`));
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
  });

  it("keeps a Reply-To with the row and hands it to the transport; no Reply-To for the app's own mail", async () => {
    const { transport, sent } = fakeTransport();
    const worker = outbox(transport);
    await worker.queue({ ...message(1), replyTo: 'maya@example.com' });
    await worker.queue(message(2));
    await worker.idle();
    expect(sent.map((mail) => mail.replyTo)).toEqual(['maya@example.com', undefined]);
    expect((await rows()).map((row) => row.reply_to)).toEqual(['maya@example.com', null]);
  });

  it.each([
    'maya@example.com\r\nBcc: victim@example.com',
    'maya@example.com, victim@example.com',
    'Maya <maya@example.com>',
    '"maya"@example.com',
    'maya@example.com\n',
    `${'a'.repeat(250)}@example.com`,
  ])('refuses the Reply-To %j and queues nothing', async (replyTo) => {
    const { transport } = fakeTransport();
    await expect(outbox(transport).queue({ ...message(1), replyTo })).rejects.toThrow(/Reply-To/);
    expect(await rows()).toEqual([]);
  });

  it('drops a stored Reply-To that is not a plain address instead of sending it', async () => {
    const { transport, sent } = fakeTransport();
    const worker = outbox(transport);
    // Queued with an executor: not kicked, so the row can be spoiled before the send.
    await worker.queue({ ...message(1), replyTo: 'maya@example.com' }, server.app.db);
    await server.app.db.updateTable('mail_outbox').set({ reply_to: 'x@example.com\r\nBcc: victim@example.com' }).execute();
    worker.kick();
    await worker.idle();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.replyTo).toBeUndefined();
  });

  it('retries with exponential backoff and marks the mail failed after the last attempt', async () => {
    const { transport, sent } = fakeTransport({ failing: true });
    const worker = outbox(transport, { maxAttempts: 4, baseDelayMs: 10_000, maxDelayMs: 25_000 });
    await worker.queue(message(1));
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await worker.idle();
      const [row] = await rows();
      expect(row!.attempts).toBe(attempt);
      expect(row!.last_error).toBe('ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:2525');
      if (attempt < 4) {
        expect(row!.status).toBe('pending');
        delays.push(Date.parse(row!.next_attempt_at) - Date.now());
        await makeDue();
        worker.kick();
      } else {
        expect(row!.status).toBe('failed');
      }
    }
    // 10 s, 20 s, then capped at 25 s (give or take the test's own time).
    expect(delays.map((d) => Math.round(d / 1000))).toEqual([10, 20, 25]);
    expect(sent).toEqual([]);
    // A failed mail is not tried again.
    await makeDue();
    worker.kick();
    await worker.idle();
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: 4 });
  });

  it('delivers a mail that failed before once the transport works again', async () => {
    const fake = fakeTransport({ failing: true });
    const worker = outbox(fake.transport);
    await worker.queue(message(1));
    await worker.idle();
    fake.state.failing = false;
    await makeDue();
    worker.kick();
    await worker.idle();
    expect(fake.sent.map((m) => m.to)).toEqual(['r1@example.com']);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('does not send a mail twice when two instances work on the same table', async () => {
    const a = fakeTransport({ delayMs: 2 });
    const b = fakeTransport({ delayMs: 2 });
    const one = outbox(a.transport, { batchSize: 5 });
    const two = outbox(b.transport, { batchSize: 5 });
    const queued = await server.app.db.transaction().execute(async (trx) => {
      const ids: number[] = [];
      for (let i = 0; i < 30; i += 1) ids.push(await one.queue(message(i), trx));
      return ids;
    });
    one.kick();
    two.kick();
    await Promise.all([one.idle(), two.idle()]);
    const all = [...a.sent, ...b.sent].map((m) => m.to).sort();
    expect(all).toEqual(queued.map((_, i) => `r${i}@example.com`).sort());
    expect(new Set(all).size).toBe(30);
    expect((await rows()).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('leaves a leased mail alone, and retries it once the lease of a crashed instance ran out', async () => {
    const { transport, sent } = fakeTransport();
    const worker = outbox(transport);
    const id = await worker.queue(message(1), server.app.db); // queued without a kick
    // Another instance claimed it (attempt 1, leased for 2 minutes) and died.
    await server.app.db
      .updateTable('mail_outbox')
      .set({ attempts: 1, next_attempt_at: nowIso(Date.now() + 120_000) })
      .where('id', '=', id)
      .execute();
    worker.kick();
    await worker.idle();
    expect(sent).toEqual([]);
    await makeDue(); // the lease ran out
    worker.kick();
    await worker.idle();
    expect(sent).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('marks failed a mail whose last attempt was claimed by an instance that died', async () => {
    const { transport, sent } = fakeTransport();
    const worker = outbox(transport, { maxAttempts: 3 });
    const id = await worker.queue(message(1), server.app.db);
    await server.app.db.updateTable('mail_outbox').set({ attempts: 3, last_error: 'timeout' }).where('id', '=', id).execute();
    worker.kick();
    await worker.idle();
    expect(sent).toEqual([]);
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: 4, last_error: 'timeout' });
  });

  it('stops gracefully: the send under way completes, nothing new starts', async () => {
    const { transport, sent, state } = fakeTransport({ delayMs: 150 });
    const worker = outbox(transport);
    worker.start();
    await server.app.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 3; i += 1) await worker.queue(message(i), trx);
    });
    worker.kick();
    await new Promise((resolve) => setTimeout(resolve, 50)); // the first send is under way
    await worker.stop();
    expect(sent).toHaveLength(1);
    expect(state.closed).toBe(true);
    const statuses = (await rows()).map((r) => r.status);
    expect(statuses).toEqual(['sent', 'pending', 'pending']);
    worker.kick(); // ignored after stop
    await worker.idle();
    expect(sent).toHaveLength(1);
  });

  it('prunes sent mail after the retention and keeps pending mail', async () => {
    const { transport } = fakeTransport();
    const worker = outbox(transport, { retentionMs: 1000 });
    await worker.queue(message(1));
    await worker.idle();
    await worker.queue(message(2), server.app.db);
    const old = nowIso(Date.now() - 5000);
    await server.app.db.updateTable('mail_outbox').set({ created_at: old }).execute();
    expect(await worker.prune()).toBe(1);
    expect((await rows()).map((r) => r.recipient)).toEqual(['r2@example.com']);
  });
});

describe('the log transport (no SMTP_URL)', () => {
  const mail: OutgoingMail = {
    from: 'Darsak <no-reply@darsak.app>',
    to: 'dev@example.com',
    subject: 'Your Darsak password reset code',
    text: 'Your code is:\n\n    K7P2QX\n',
    html: '<p>K7P2QX</p>',
    messageId: '<outbox-1-1@localhost>',
  };
  const recordingLog = () => {
    const calls: unknown[][] = [];
    const log = { ...silent, info: (...args: unknown[]) => calls.push(args) } as unknown as FastifyBaseLogger;
    return { log, calls };
  };

  it('prints the text body to the console with DEV_MAILBOX, and logs recipient and subject only', async () => {
    const { log, calls } = recordingLog();
    const printed: string[] = [];
    await createLogTransport(log, true, (s) => printed.push(s)).send(mail);
    expect(printed.join('')).toContain('K7P2QX');
    expect(printed.join('')).toContain('Mail to dev@example.com: Your Darsak password reset code');
    expect(JSON.stringify(calls)).not.toContain('K7P2QX');
    expect(calls[0]![0]).toEqual({ to: 'dev@example.com', subject: 'Your Darsak password reset code' });
  });

  it('prints nothing without DEV_MAILBOX', async () => {
    const { log } = recordingLog();
    const printed: string[] = [];
    await createLogTransport(log, false, (s) => printed.push(s)).send(mail);
    expect(printed).toEqual([]);
  });
});
