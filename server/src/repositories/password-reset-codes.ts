import type { Selectable } from 'kysely';
import { nowIso, type Db } from '../db/index.ts';
import type { PasswordResetCodesTable } from '../db/schema.ts';

export type ResetCodeRow = Selectable<PasswordResetCodesTable>;

/**
 * Stores a new code for the e-mail unless it already has `maxLive` codes that have not
 * expired: an earlier code the owner is still typing stays valid (decision 018). Answers
 * whether the code was stored. Several instances may race past the count by one or two;
 * the limits on forgot-password bound that.
 */
export async function addResetCode(db: Db, email: string, codeHash: string, expiresAt: number, maxLive: number): Promise<boolean> {
  const now = nowIso();
  const live = await db
    .selectFrom('password_reset_codes')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('email', '=', email)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  if (Number(live.n) >= maxLive) return false;
  await db
    .insertInto('password_reset_codes')
    .values({ email, code_hash: codeHash, expires_at: nowIso(expiresAt), created_at: now })
    .execute();
  return true;
}

/** The e-mail's codes, live or expired (not yet pruned), newest first. */
export const findResetCodes = (db: Db, email: string): Promise<ResetCodeRow[]> =>
  db.selectFrom('password_reset_codes').selectAll().where('email', '=', email).orderBy('id', 'desc').execute();

/**
 * Uses up one code: deletes it by id and answers whether this call deleted it (of two
 * concurrent right answers only one succeeds).
 */
export async function consumeResetCode(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('password_reset_codes').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes every code of the e-mail (the password was reset). */
export async function deleteResetCodes(db: Db, email: string): Promise<void> {
  await db.deleteFrom('password_reset_codes').where('email', '=', email).execute();
}

/** Deletes codes that expired more than an hour ago. */
export async function pruneResetCodes(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom('password_reset_codes').where('expires_at', '<', nowIso(now - 60 * 60_000)).execute();
}
