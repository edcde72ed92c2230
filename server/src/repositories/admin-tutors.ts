import { sql, type Insertable, type Updateable } from 'kysely';
import { nowIso, type Db } from '../db/index.ts';
import type { TutorsTable } from '../db/schema.ts';
import { containsPattern } from '../lib/http/pagination.ts';
import type { ArchiveFilter } from './admin-courses.ts';
import type { TutorRow } from './tutors.ts';

/**
 * Tutors as the back office writes them (decision 071): drafts, archive marks, course links by
 * id, the photo and the linked account. Callers run each write in one transaction with its audit
 * row.
 */

/** A course a tutor is linked to, on sale or not. */
export type TutorCourseLink = { tutor_id: number; course_id: number; title: string; translations: string; archived_at: string | null };

export async function listTutorsForAdmin(
  db: Db,
  filter: { q?: string; status?: ArchiveFilter },
  page: { limit: number; offset: number },
): Promise<{ rows: TutorRow[]; total: number }> {
  const status = filter.status ?? 'active';
  const base = db
    .selectFrom('tutors')
    .$if(status === 'active', (qb) => qb.where('archived_at', 'is', null))
    .$if(status === 'archived', (qb) => qb.where('archived_at', 'is not', null))
    .$if(filter.q !== undefined, (qb) => {
      const pattern = containsPattern(filter.q!);
      return qb.where((eb) =>
        eb.or([
          eb(sql`lower(${sql.ref('name')})`, 'like', sql`${pattern} escape '\\'`),
          eb(sql`lower(${sql.ref('university')})`, 'like', sql`${pattern} escape '\\'`),
        ]),
      );
    });
  const rows = await base.selectAll().orderBy('id').limit(page.limit).offset(page.offset).execute();
  const { count } = await base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  return { rows, total: Number(count) };
}

/** Every course these tutors are linked to (archived ones too), in each card's order. */
export function courseLinksOfTutors(db: Db, tutorIds: number[]): Promise<TutorCourseLink[]> {
  if (tutorIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('course_tutors')
    .innerJoin('courses', 'courses.id', 'course_tutors.course_id')
    .select(['course_tutors.tutor_id', 'course_tutors.course_id', 'courses.title', 'courses.translations', 'courses.archived_at'])
    .where('course_tutors.tutor_id', 'in', tutorIds)
    .orderBy('course_tutors.tutor_id')
    .orderBy('course_tutors.position')
    .orderBy('course_tutors.course_id')
    .execute();
}

export const insertTutor = (db: Db, values: Omit<Insertable<TutorsTable>, 'created_at' | 'updated_at'>): Promise<TutorRow> => {
  const now = nowIso();
  return db
    .insertInto('tutors')
    .values({ ...values, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
};

export const updateTutorRow = (db: Db, id: number, set: Updateable<TutorsTable>): Promise<TutorRow> =>
  db
    .updateTable('tutors')
    .set({ ...set, updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

/** Archives or restores, only if it is not so already (compare and set); the row, or undefined. */
export const setTutorArchived = (db: Db, id: number, archived: boolean): Promise<TutorRow | undefined> => {
  const now = nowIso();
  return db
    .updateTable('tutors')
    .set({ archived_at: archived ? now : null, updated_at: now })
    .where('id', '=', id)
    .where('archived_at', archived ? 'is' : 'is not', null)
    .returningAll()
    .executeTakeFirst();
};

/** Points the tutor at a new photo only if its photo is still `previous` (compare and swap); the row, or undefined. */
export const replaceTutorImage = (db: Db, id: number, previous: string, next: string): Promise<TutorRow | undefined> =>
  db
    .updateTable('tutors')
    .set({ image: next, updated_at: nowIso() })
    .where('id', '=', id)
    .where('image', '=', previous)
    .returningAll()
    .executeTakeFirst();

/**
 * The tutor teaches exactly `courseIds`, listed on the tutor's card in that order (a link's
 * position is its place on the tutor's card, as seeded).
 */
export async function setTutorCourses(db: Db, tutorId: number, courseIds: number[]): Promise<void> {
  await db.deleteFrom('course_tutors').where('tutor_id', '=', tutorId).execute();
  if (courseIds.length === 0) return;
  await db
    .insertInto('course_tutors')
    .values(courseIds.map((courseId, position) => ({ course_id: courseId, tutor_id: tutorId, position })))
    .execute();
}

/** The tutor made from this application, if any. */
export const tutorOfApplication = (db: Db, applicationId: string) =>
  db.selectFrom('tutors').select('id').where('application_id', '=', applicationId).executeTakeFirst();

/** The tutor linked to this account, if any. */
export const tutorOfUser = (db: Db, userId: number) =>
  db.selectFrom('tutors').select('id').where('user_id', '=', userId).executeTakeFirst();

/**
 * Links an account to a tutor: tutors.user_id, and the role tutor for a student (an admin keeps
 * the role admin: the link alone says they teach).
 */
export async function linkTutorAccount(db: Db, tutorId: number, userId: number): Promise<void> {
  const now = nowIso();
  await db.updateTable('tutors').set({ user_id: userId, updated_at: now }).where('id', '=', tutorId).execute();
  await db.updateTable('users').set({ role: 'tutor', updated_at: now }).where('id', '=', userId).where('role', '=', 'student').execute();
}
