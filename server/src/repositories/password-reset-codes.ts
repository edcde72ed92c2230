import type { Selectable } from 'kysely';
import { nowIso, type Db } from '../db/index.ts';
import type { PasswordResetCodesTable } from '../db/schema.ts';

export type ResetCodeRow = Selectable<PasswordResetCodesTable>;

/**
 * Stores a new code for the e-mail, owned by the browser that asked (`requester`, decision 073).
 * That browser's older codes for the e-mail go: it holds one live code at a time, so its five
 * wrong tries are tries at one code. Nobody else's codes are touched: a stranger cannot cancel
 * the owner's.
 */
export async function addResetCode(db: Db, code: { email: string; codeHash: string; expiresAt: number; requester: string }): Promise<void> {
  await deleteRequesterCodes(db, code.email, code.requester);
  await db
    .insertInto('password_reset_codes')
    .values({
      email: code.email,
      code_hash: code.codeHash,
      requester: code.requester,
      expires_at: nowIso(code.expiresAt),
      created_at: nowIso(),
    })
    .execute();
}

/** The codes one browser asked for the e-mail, live or expired (not yet pruned), newest first. */
export const findResetCodes = (db: Db, email: string, requester: string): Promise<ResetCodeRow[]> =>
  db
    .selectFrom('password_reset_codes')
    .selectAll()
    .where('email', '=', email)
    .where('requester', '=', requester)
    .orderBy('id', 'desc')
    .execute();

/** Deletes one browser's codes for the e-mail (a new one replaces them; five wrong tries burn them). */
export async function deleteRequesterCodes(db: Db, email: string, requester: string): Promise<void> {
  await db.deleteFrom('password_reset_codes').where('email', '=', email).where('requester', '=', requester).execute();
}

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
  await db
    .deleteFrom('password_reset_codes')
    .where('expires_at', '<', nowIso(now - 60 * 60_000))
    .execute();
}
