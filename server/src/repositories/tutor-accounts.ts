import { nowIso, type Db } from '../db/index.ts';

/** Tutor accounts (decision 072): tutors.user_id (unique) names the account; users.role is 'tutor'. */

export const findTutorOfUser = (db: Db, userId: number) =>
  db.selectFrom('tutors').select(['id', 'name']).where('user_id', '=', userId).executeTakeFirst();

export const findTutorForAccount = (db: Db, tutorId: number) =>
  db.selectFrom('tutors').select(['id', 'name', 'user_id']).where('id', '=', tutorId).executeTakeFirst();

export const findAccountByEmail = (db: Db, email: string) =>
  db.selectFrom('users').select(['id', 'email', 'role', 'email_verified_at']).where('email', '=', email).executeTakeFirst();

/** Links the account to the tutor and gives it the tutor role. */
export async function linkAccount(db: Db, tutorId: number, userId: number): Promise<void> {
  const now = nowIso();
  await db.updateTable('tutors').set({ user_id: userId, updated_at: now }).where('id', '=', tutorId).execute();
  await db.updateTable('users').set({ role: 'tutor', updated_at: now }).where('id', '=', userId).execute();
}

/** Unlinks the tutor's account (if any): it is a student again. Answers the account's id. */
export async function unlinkAccount(db: Db, tutorId: number): Promise<number | null> {
  const tutor = await db.selectFrom('tutors').select('user_id').where('id', '=', tutorId).executeTakeFirst();
  if (!tutor || tutor.user_id === null) return null;
  const now = nowIso();
  await db.updateTable('tutors').set({ user_id: null, updated_at: now }).where('id', '=', tutorId).execute();
  await db
    .updateTable('users')
    .set({ role: 'student', updated_at: now })
    .where('id', '=', Number(tutor.user_id))
    .where('role', '=', 'tutor')
    .execute();
  return Number(tutor.user_id);
}
