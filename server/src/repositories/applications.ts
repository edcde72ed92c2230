import { randomUUID } from 'node:crypto';
import type { JoinTeamApplication } from '@darsak/common';
import type { ExpressionBuilder, Selectable } from 'kysely';
import { nowIso, type Db } from '../db/index.ts';
import { isPostgres } from '../db/migrations/helpers.ts';
import type { ApplicationStatus, Database, JoinTeamApplicationsTable } from '../db/schema.ts';

export type ApplicationRow = Selectable<JoinTeamApplicationsTable>;
/** An application with the id of the tutor profile made from it (null: none yet). */
export type ApplicationWithTutor = ApplicationRow & { tutor_id: number | null };

/** The tutor profile made from the application, as a column of the select. */
const tutorIdOf = (eb: ExpressionBuilder<Database, 'join_team_applications'>) =>
  eb.selectFrom('tutors').select('tutors.id').whereRef('tutors.application_id', '=', 'join_team_applications.id').limit(1).as('tutor_id');

/**
 * Stores an application of `userId` under `id` (the client's UUID) or a new UUID; user_id and
 * submitted_at are the server's. Undefined when the id is taken already (by anyone).
 */
export async function createApplication(
  db: Db,
  userId: number,
  input: JoinTeamApplication,
  id: string = randomUUID(),
): Promise<ApplicationRow | undefined> {
  return db
    .insertInto('join_team_applications')
    .values({
      id,
      user_id: userId,
      submitted_at: nowIso(),
      name: input.name,
      email: input.email,
      phone: input.phone,
      age: input.age,
      university: input.university,
      year: input.year,
      courses_to_give: JSON.stringify(input.coursesToGive),
      where_you_see_yourself: input.whereYouSeeYourself,
      cv_name: input.cv,
      cv_path: null,
      cv_mime: null,
      pay: input.pay,
      other_courses: input.otherCourses,
      good_tutor: input.goodTutor,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The application with this id if it belongs to `userId`; undefined for anyone else's. */
export const findOwnApplication = (db: Db, id: string, userId: number) =>
  db.selectFrom('join_team_applications').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

/**
 * Points the application at a newly stored CV, only if its CV is still `previousPath`
 * (compare-and-swap: of two concurrent uploads one wins and the other learns it lost, so no
 * stored file is left without a row). Returns whether the row was changed.
 */
export async function replaceCv(
  db: Db,
  id: string,
  previousPath: string | null,
  cv: { path: string; mime: string; name: string },
): Promise<boolean> {
  let query = db.updateTable('join_team_applications').set({ cv_path: cv.path, cv_mime: cv.mime, cv_name: cv.name }).where('id', '=', id);
  query = previousPath === null ? query.where('cv_path', 'is', null) : query.where('cv_path', '=', previousPath);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Storage keys of every CV a user uploaded (to remove the files with the account). */
export async function cvPathsOfUser(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('join_team_applications')
    .select('cv_path')
    .where('user_id', '=', userId)
    .where('cv_path', 'is not', null)
    .execute();
  return rows.map((r) => r.cv_path).filter((p): p is string => p !== null);
}

/** Applications for the back office, newest first, optionally of one status. */
export async function listApplicationsForAdmin(
  db: Db,
  filter: { status?: ApplicationStatus },
  page: { limit: number; offset: number },
): Promise<{ rows: ApplicationWithTutor[]; total: number }> {
  const base = db.selectFrom('join_team_applications').$if(filter.status !== undefined, (qb) => qb.where('status', '=', filter.status!));
  const rows = await base
    .selectAll('join_team_applications')
    .select(tutorIdOf)
    .orderBy('submitted_at', 'desc')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { count } = await base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  return { rows, total: Number(count) };
}

export const findApplication = (db: Db, id: string): Promise<ApplicationWithTutor | undefined> =>
  db.selectFrom('join_team_applications').selectAll('join_team_applications').select(tutorIdOf).where('id', '=', id).executeTakeFirst();

/** The user's latest application (with its tutor profile, if any). */
export const latestApplicationOf = (db: Db, userId: number): Promise<ApplicationWithTutor | undefined> =>
  db
    .selectFrom('join_team_applications')
    .selectAll('join_team_applications')
    .select(tutorIdOf)
    .where('user_id', '=', userId)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/**
 * What keeps the user from filing another application: one pending, or one approved (decision
 * 071: one application at a time; after a rejection a new one is allowed). Undefined when none.
 */
export async function blockingApplicationStatus(db: Db, userId: number): Promise<'pending' | 'approved' | undefined> {
  const rows = await db
    .selectFrom('join_team_applications')
    .select('status')
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'approved'])
    .execute();
  if (rows.some((r) => r.status === 'approved')) return 'approved';
  return rows.length ? 'pending' : undefined;
}

/**
 * Holds the user's row until the transaction ends (PostgreSQL: two applications sent at once by
 * one user are filed one after the other, so the second sees the first). SQLite runs one write
 * transaction at a time already.
 */
export async function lockUserForApplication(db: Db, userId: number): Promise<void> {
  if (!isPostgres(db as never)) return;
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** pending -> approved or rejected, only while pending (compare and set). Answers the row, or undefined. */
export const decideApplication = (db: Db, id: string, status: 'approved' | 'rejected', reason: string | null) =>
  db
    .updateTable('join_team_applications')
    .set({ status, reviewed_at: nowIso(), review_reason: reason })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();

/** When the user's applications since `since` were submitted, oldest first, at most `limit`. */
export const recentApplicationTimes = async (db: Db, userId: number, since: string, limit: number): Promise<string[]> =>
  (
    await db
      .selectFrom('join_team_applications')
      .select('submitted_at')
      .where('user_id', '=', userId)
      .where('submitted_at', '>', since)
      .orderBy('submitted_at', 'asc')
      .limit(limit)
      .execute()
  ).map((row) => row.submitted_at);
