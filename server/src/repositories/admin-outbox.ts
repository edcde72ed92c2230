import type { Selectable } from 'kysely';
import { nowIso, type Db } from '../db/index.ts';
import type { MailOutboxTable } from '../db/schema.ts';

/**
 * The mail outbox as the System screen sees it (decision 085): recipient, subject, state and the
 * last error, never the body nor the attachments. Sent mail is the worker's; admins act only on
 * queued (pending) and failed rows.
 */
export type AdminOutboxRow = Pick<
  Selectable<MailOutboxTable>,
  'id' | 'recipient' | 'subject' | 'status' | 'attempts' | 'last_error' | 'created_at' | 'next_attempt_at'
>;

const COLUMNS = ['id', 'recipient', 'subject', 'status', 'attempts', 'last_error', 'created_at', 'next_attempt_at'] as const;

/** A page of the queued and failed e-mails (one status, or both), newest first, and the total. */
export async function listOutboxForAdmin(
  db: Db,
  status: 'pending' | 'failed' | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: AdminOutboxRow[]; total: number }> {
  const base = db.selectFrom('mail_outbox').where('status', 'in', status ? [status] : ['pending', 'failed']);
  const rows = await base
    .select(COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { count } = await base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  return { rows, total: Number(count) };
}

export async function findOutboxMail(db: Db, id: number): Promise<AdminOutboxRow | undefined> {
  return db.selectFrom('mail_outbox').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/**
 * Failed -> pending, due now, with a fresh count of attempts (so the worker's whole backoff is
 * tried again); the last error stays until a send succeeds. Undefined when the row is not failed.
 */
export async function requeueFailedMail(db: Db, id: number): Promise<AdminOutboxRow | undefined> {
  return db
    .updateTable('mail_outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .returning(COLUMNS)
    .executeTakeFirst();
}

/** Deletes a queued or failed e-mail (never a sent one); undefined when there was none to delete. */
export async function deleteUnsentMail(db: Db, id: number): Promise<AdminOutboxRow | undefined> {
  return db
    .deleteFrom('mail_outbox')
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'failed'])
    .returning(COLUMNS)
    .executeTakeFirst();
}
