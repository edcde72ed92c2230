import type { Selectable } from 'kysely';
import { nowIso, type Db } from '../db/index.ts';
import type { PasswordResetCodesTable } from '../db/schema.ts';

export type ResetCodeRow = Selectable<PasswordResetCodesTable>;

/** Stores the hash of a new code for the e-mail, replacing any earlier one (attempts back to 0). */
export async function replaceResetCode(db: Db, email: string, codeHash: string, expiresAt: number): Promise<void> {
  const now = nowIso();
  const values = { code_hash: codeHash, attempts: 0, expires_at: nowIso(expiresAt), created_at: now };
  await db
    .insertInto('password_reset_codes')
    .values({ email, ...values })
    .onConflict((oc) => oc.column('email').doUpdateSet(values))
    .execute();
}

export const findResetCode = (db: Db, email: string): Promise<ResetCodeRow | undefined> =>
  db.selectFrom('password_reset_codes').selectAll().where('email', '=', email).executeTakeFirst();

/** Counts a wrong try atomically; answers the tries so far, or null when the code is gone. */
export async function countWrongResetCode(db: Db, email: string, codeHash: string): Promise<number | null> {
  const row = await db
    .updateTable('password_reset_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('email', '=', email)
    .where('code_hash', '=', codeHash)
    .returning('attempts')
    .executeTakeFirst();
  return row ? Number(row.attempts) : null;
}

/**
 * Deletes the e-mail's code; with `codeHash`, only that very code (so of two concurrent right
 * answers only one consumes it). Answers whether a row was deleted.
 */
export async function deleteResetCode(db: Db, email: string, codeHash?: string): Promise<boolean> {
  let query = db.deleteFrom('password_reset_codes').where('email', '=', email);
  if (codeHash) query = query.where('code_hash', '=', codeHash);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes codes that expired more than an hour ago. */
export async function pruneResetCodes(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom('password_reset_codes').where('expires_at', '<', nowIso(now - 60 * 60_000)).execute();
}
