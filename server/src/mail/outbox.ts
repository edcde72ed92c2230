import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import { nowIso, type Db } from '../db/index.ts';
import type { MailOutboxTable } from '../db/schema.ts';
import type { MailTransport } from './transport.ts';

/**
 * What a route queues: one recipient, a subject, a plain-text and an HTML body, and optionally
 * the address an answer goes to (Reply-To: the contact form's sender).
 */
export type MailMessage = { to: string; subject: string; text: string; html: string; replyTo?: string; attachments?: MailAttachment[] };

/** A file sent with a mail (a session's .ics invitation): its bytes in base64, stored as JSON in the outbox row. */
export type MailAttachment = { filename: string; contentType: string; content: string };

/** The attachments stored in an outbox row; a row written by hand that does not parse sends none. */
export function parseAttachments(json: string | null): MailAttachment[] {
  if (!json) return [];
  try {
    const parsed = JSON.parse(json) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (a): a is MailAttachment =>
        typeof a === 'object' &&
        a !== null &&
        typeof a.filename === 'string' &&
        typeof a.contentType === 'string' &&
        typeof a.content === 'string',
    );
  } catch {
    return [];
  }
}

/**
 * A plain address fit for a header: local@domain, printable ASCII without spaces, quotes, angle
 * brackets, commas or line breaks, at most 254 characters. Anything else is refused, so an
 * address from a visitor can never add a header or a recipient.
 */
export const isHeaderSafeAddress = (address: string): boolean =>
  address.length <= 254 && /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/.test(address);

export type OutboxRow = Selectable<MailOutboxTable>;

export type OutboxOptions = {
  transport: MailTransport;
  log: FastifyBaseLogger;
  from: string;
  /** Host part of generated Message-IDs. */
  messageIdHost: string;
  /** How often due mail is looked for (besides the kick after each queue). */
  intervalMs?: number;
  /** Tries per mail; after the last failure the row is marked failed. */
  maxAttempts?: number;
  /** Delay after the first failure; doubles after each further failure, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A claimed row is another instance's to retry only once this has passed (a crash mid-send). */
  leaseMs?: number;
  batchSize?: number;
  /** Sent mail is deleted after this long, failed mail after four times as long. */
  retentionMs?: number;
};

const DEFAULTS = {
  intervalMs: 2_000,
  maxAttempts: 8,
  // 30 s, 1, 2, 4, 8, 16, 32 min: the eighth try comes about an hour after the first, when a
  // verification link would have expired anyway.
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  leaseMs: 2 * 60_000,
  batchSize: 10,
  retentionMs: 7 * 24 * 60 * 60_000,
};

/** How often sent and long-failed rows are pruned. */
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * A durable mail outbox. `queue` inserts a row in the request's own transaction or connection,
 * so a mail is never lost once the request succeeded; a worker sends due rows over the
 * transport, retrying with exponential backoff. Rows are claimed with a conditional UPDATE
 * (status pending and due), which moves next_attempt_at forward by a lease: two instances
 * never send the same row at once, and a row claimed by an instance that died is retried after
 * the lease. Delivery is therefore at least once; each row keeps one Message-ID.
 */
export class MailOutbox {
  readonly #db: Db;
  readonly #options: Required<Omit<OutboxOptions, 'transport' | 'log' | 'from' | 'messageIdHost'>>;
  readonly #transport: MailTransport;
  readonly #log: FastifyBaseLogger;
  readonly #from: string;
  readonly #messageIdHost: string;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | null = null;
  #again = false;
  #stopping = false;
  #lastPrune = 0;

  constructor(db: Db, options: OutboxOptions) {
    this.#db = db;
    const { transport, log, from, messageIdHost, ...rest } = options;
    this.#options = { ...DEFAULTS, ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) };
    this.#transport = transport;
    this.#log = log;
    this.#from = from;
    this.#messageIdHost = messageIdHost;
  }

  get delivers(): boolean {
    return this.#transport.delivers;
  }

  /**
   * Stores a mail to send. Pass the request's transaction as `executor` to queue atomically
   * with the rest of the request's writes, then call kick() after the commit; without one the
   * worker is kicked at once.
   */
  async queue(message: MailMessage, executor?: Db): Promise<number> {
    if (message.replyTo !== undefined && !isHeaderSafeAddress(message.replyTo)) {
      throw new Error('mail outbox: Reply-To is not a plain e-mail address');
    }
    const now = nowIso();
    const row = await (executor ?? this.#db)
      .insertInto('mail_outbox')
      .values({
        recipient: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html,
        reply_to: message.replyTo ?? null,
        attachments: message.attachments?.length ? JSON.stringify(message.attachments) : null,
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        last_error: null,
        created_at: now,
        sent_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    this.#log.info({ mailId: row.id, to: message.to, subject: message.subject }, 'mail queued');
    if (!executor) this.kick();
    return Number(row.id);
  }

  /** Starts the periodic worker. */
  start(): void {
    if (this.#timer || this.#stopping) return;
    this.#timer = setInterval(() => this.kick(), this.#options.intervalMs);
    this.#timer.unref();
    this.kick();
  }

  /** Sends due mail now (after the current pass, if one is running). */
  kick(): void {
    if (this.#stopping) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#drain()
      .catch((error: unknown) => this.#log.warn({ err: error }, 'mail outbox pass failed'))
      .finally(() => {
        this.#running = null;
        if (this.#again) {
          this.#again = false;
          this.kick();
        }
      });
  }

  /** Resolves when no pass is running (tests and shutdown). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  /** Graceful stop: no new pass or send starts; the send under way finishes. */
  async stop(): Promise<void> {
    this.#stopping = true;
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.idle();
    this.#transport.close();
  }

  /** One pass: claims and sends due rows, batch by batch, until none is due. */
  async #drain(): Promise<void> {
    await this.#pruneNowAndThen();
    while (!this.#stopping) {
      const due = await this.#db
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', nowIso())
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(this.#options.batchSize)
        .execute();
      if (due.length === 0) return;
      let claimed = 0;
      for (const { id } of due) {
        if (this.#stopping) return;
        const row = await this.#claim(Number(id));
        if (!row) continue;
        claimed += 1;
        await this.#deliver(row);
      }
      if (claimed === 0) return; // another instance took them
    }
  }

  /** Takes a due row for this instance: counts the attempt and leases it, or answers null. */
  async #claim(id: number): Promise<OutboxRow | null> {
    const now = Date.now();
    const row = await this.#db
      .updateTable('mail_outbox')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: nowIso(now + this.#options.leaseMs) }))
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', nowIso(now))
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    if (row.attempts > this.#options.maxAttempts) {
      // Its last try was claimed by an instance that died before recording the outcome.
      await this.#markFailed(row, row.last_error ?? 'delivery was interrupted');
      return null;
    }
    return row;
  }

  async #deliver(row: OutboxRow): Promise<void> {
    const id = Number(row.id);
    try {
      await this.#transport.send({
        from: this.#from,
        to: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        // Checked again: a row written by an older version or by hand is not trusted either.
        ...(row.reply_to && isHeaderSafeAddress(row.reply_to) ? { replyTo: row.reply_to } : {}),
        ...(row.attachments ? { attachments: parseAttachments(row.attachments) } : {}),
        messageId: `<outbox-${id}-${Date.parse(row.created_at)}@${this.#messageIdHost}>`,
      });
    } catch (error) {
      const message = describeError(error);
      if (row.attempts >= this.#options.maxAttempts) {
        await this.#markFailed(row, message);
        return;
      }
      const delay = Math.min(this.#options.baseDelayMs * 2 ** (row.attempts - 1), this.#options.maxDelayMs);
      await this.#db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: nowIso(Date.now() + delay), last_error: message })
        .where('id', '=', id)
        .execute();
      this.#log.warn({ mailId: id, attempts: row.attempts, retryInMs: delay, error: message }, 'mail not sent; will retry');
      return;
    }
    await this.#db.updateTable('mail_outbox').set({ status: 'sent', sent_at: nowIso(), last_error: null }).where('id', '=', id).execute();
    if (this.#transport.delivers) {
      this.#log.info({ mailId: id, to: row.recipient, subject: row.subject }, 'mail sent');
    }
  }

  async #markFailed(row: OutboxRow, message: string): Promise<void> {
    await this.#db.updateTable('mail_outbox').set({ status: 'failed', last_error: message }).where('id', '=', Number(row.id)).execute();
    this.#log.error({ mailId: Number(row.id), attempts: row.attempts, error: message }, 'mail failed for good');
  }

  /** Deletes sent mail older than the retention and failed mail older than four times it. */
  async #pruneNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now - this.#lastPrune < PRUNE_EVERY_MS) return;
    this.#lastPrune = now;
    await this.prune(now);
  }

  /** The newest `limit` e-mails, any status (the development mailbox). */
  latest(limit: number): Promise<OutboxRow[]> {
    return this.#db.selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }

  async prune(now = Date.now()): Promise<number> {
    const sent = await this.#db
      .deleteFrom('mail_outbox')
      .where('status', '=', 'sent')
      .where('created_at', '<', nowIso(now - this.#options.retentionMs))
      .executeTakeFirst();
    const failed = await this.#db
      .deleteFrom('mail_outbox')
      .where('status', '=', 'failed')
      .where('created_at', '<', nowIso(now - 4 * this.#options.retentionMs))
      .executeTakeFirst();
    return Number(sent.numDeletedRows) + Number(failed.numDeletedRows);
  }
}

/** A short reason for last_error and the log: the SMTP reply or the network error, no more. */
function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    const text = `${typeof code === 'string' ? `${code}: ` : ''}${error.message}`;
    return text.slice(0, 500);
  }
  return String(error).slice(0, 500);
}
