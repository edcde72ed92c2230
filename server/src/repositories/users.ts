import { DEFAULT_LOCALE, type Locale } from '@darsak/common';
import { releaseBookingsOfUser } from './bookings.ts';
import { nowIso, type Db } from '../db/index.ts';
import { precompiled } from '../db/precompiled.ts';
import type { User } from '../db/schema.ts';
import { deleteRatingsOfUser } from './ratings.ts';
import { isUniqueViolation } from './unique-violation.ts';

/** Accounts. E-mails are stored and looked up lower-case, so uniqueness ignores case. */

export const findUserById = (db: Db, id: number): Promise<User | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

const activeUser = precompiled(
  (db, id: number) => db.selectFrom('users').selectAll().where('id', '=', id).where('disabled_at', 'is', null),
  (id) => [id],
);

/** The user unless the account was disabled (decision 011). Every signed-in request asks it: precompiled. */
export const findActiveUser = async (db: Db, id: number): Promise<User | undefined> => (await activeUser(db, id))[0];

export const findUserByEmail = (db: Db, email: string): Promise<User | undefined> =>
  db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();

export class EmailTakenError extends Error {}

/** Inserts an unverified user; EmailTakenError when the e-mail exists (also under a race). */
export async function createUser(db: Db, input: { name: string; email: string; passwordHash: string; locale?: Locale }): Promise<User> {
  const now = nowIso();
  try {
    return await db
      .insertInto('users')
      .values({
        name: input.name,
        email: input.email.toLowerCase(),
        email_verified_at: null,
        password: input.passwordHash,
        image_path: null,
        locale: input.locale ?? DEFAULT_LOCALE,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}

/**
 * A new registration of an address that was never verified replaces the pending one: its
 * name and password (account pre-hijacking: whoever registered first must not keep the
 * password the owner never chose). Answers the row, or undefined when the address got
 * verified meanwhile. updated_at restarts the pending account's time before it is pruned.
 */
export async function replacePendingUser(db: Db, id: number, input: { name: string; passwordHash: string }): Promise<User | undefined> {
  return db
    .updateTable('users')
    .set({ name: input.name, password: input.passwordHash, updated_at: nowIso() })
    .where('id', '=', id)
    .where('email_verified_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Ids of accounts never verified and untouched since `before` (oldest first, at most `limit`). */
export async function findStalePendingUserIds(db: Db, before: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('email_verified_at', 'is', null)
    .where('updated_at', '<', nowIso(before))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.id));
}

/** Marks the e-mail verified unless it already is (idempotent); answers whether it was just verified. */
export async function markEmailVerified(db: Db, id: number): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('users')
    .set({ email_verified_at: now, updated_at: now })
    .where('id', '=', id)
    .where('email_verified_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function updateUserLocale(db: Db, id: number, locale: Locale): Promise<User> {
  return db.updateTable('users').set({ locale, updated_at: nowIso() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function updateUserName(db: Db, id: number, name: string): Promise<User> {
  return db.updateTable('users').set({ name, updated_at: nowIso() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function updateUserPassword(db: Db, id: number, passwordHash: string): Promise<User> {
  return db
    .updateTable('users')
    .set({ password: passwordHash, updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What deleting an account leaves to clean up outside the database. */
export type DeletedAccount = { imagePath: string | null; cvPaths: string[] };

/**
 * Deletes an account and its personal data in one transaction: ratings, join-team
 * applications, database sessions, a pending reset code, its mail in the outbox and the user.
 * Answers the stored files to remove once the transaction committed, or null when no such user.
 */
export async function deleteAccount(db: Db, id: number): Promise<DeletedAccount | null> {
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select(['email', 'image_path']).where('id', '=', id).executeTakeFirst();
    if (!user) return null;
    const applications = await trx.selectFrom('join_team_applications').select('cv_path').where('user_id', '=', id).execute();
    await deleteRatingsOfUser(trx, id);
    // Their sessions still to come are cancelled and their time freed (a paid one owes a refund).
    await releaseBookingsOfUser(trx, id, nowIso());
    await trx.deleteFrom('join_team_applications').where('user_id', '=', id).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
    await trx.deleteFrom('password_reset_codes').where('email', '=', user.email).execute();
    await trx.deleteFrom('mail_outbox').where('recipient', '=', user.email).execute();
    await trx.deleteFrom('users').where('id', '=', id).execute();
    return {
      imagePath: user.image_path,
      cvPaths: applications.map((a) => a.cv_path).filter((p): p is string => Boolean(p)),
    };
  });
}

/**
 * Sets users.image_path to `next` only if it is still `previous` (compare-and-swap), so two
 * concurrent uploads cannot leave a stored file that no row points to.
 */
async function swapImagePath(db: Db, userId: number, previous: string | null, next: string | null): Promise<boolean> {
  let query = db.updateTable('users').set({ image_path: next, updated_at: nowIso() }).where('id', '=', userId);
  query = previous === null ? query.where('image_path', 'is', null) : query.where('image_path', '=', previous);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Replaces the picture key, retrying a lost race (each loss means another upload went through);
 * answers the key it replaced, or undefined when the user is gone (or ten races were lost).
 */
export async function replaceImagePath(
  db: Db,
  user: Pick<User, 'id' | 'image_path'>,
  next: string | null,
): Promise<{ replaced: string | null } | undefined> {
  let previous = user.image_path;
  for (let attempt = 0; !(await swapImagePath(db, Number(user.id), previous, next)); attempt++) {
    const current = await db.selectFrom('users').select('image_path').where('id', '=', user.id).executeTakeFirst();
    if (!current || attempt >= 9) return undefined;
    previous = current.image_path;
  }
  return { replaced: previous };
}

/** A reset by e-mailed code: the new password, and the address counts as verified (the code reached it). */
export async function resetUserPassword(db: Db, id: number, passwordHash: string): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('users')
    .set((eb) => ({ password: passwordHash, email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)), updated_at: now }))
    .where('id', '=', id)
    .execute();
}

/** The account of an e-mail with its role, for the admin command. */
export const findRoleByEmail = (db: Db, email: string) =>
  db.selectFrom('users').select(['id', 'role', 'email_verified_at']).where('email', '=', email).executeTakeFirst();

export async function setUserRole(db: Db, id: number, role: User['role']): Promise<void> {
  await db.updateTable('users').set({ role, updated_at: nowIso() }).where('id', '=', id).execute();
}
