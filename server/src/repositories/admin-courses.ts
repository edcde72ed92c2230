import { sql, type Insertable, type Updateable } from 'kysely';
import { nowIso, type Db } from '../db/index.ts';
import type { CoursesTable } from '../db/schema.ts';
import { containsPattern } from '../lib/http/pagination.ts';
import type { CourseRow } from './courses.ts';

/**
 * The courses as the back office writes them (decision 071). Callers run each write in one
 * transaction with its audit row; every check that can refuse a write (category, code, tutors)
 * runs before it, and the unique index (category_id, code) settles a race (unique-violation.ts).
 */

/** Which courses the list shows: on sale (default), archived, or all. */
export type ArchiveFilter = 'active' | 'archived' | 'all';

/** A course's tutor as the back office lists it: every linked tutor, drafts and archived ones too. */
export type CourseTutorLink = { course_id: number; tutor_id: number; name: string };

export async function listCoursesForAdmin(
  db: Db,
  filter: { q?: string; status?: ArchiveFilter; categoryId?: number },
  page: { limit: number; offset: number },
): Promise<{ rows: CourseRow[]; total: number }> {
  const status = filter.status ?? 'active';
  const base = db
    .selectFrom('courses')
    .$if(status === 'active', (qb) => qb.where('archived_at', 'is', null))
    .$if(status === 'archived', (qb) => qb.where('archived_at', 'is not', null))
    .$if(filter.categoryId !== undefined, (qb) => qb.where('category_id', '=', filter.categoryId!))
    .$if(filter.q !== undefined, (qb) => {
      const pattern = containsPattern(filter.q!);
      return qb.where((eb) =>
        eb.or([
          eb(sql`lower(${sql.ref('code')})`, 'like', sql`${pattern} escape '\\'`),
          eb(sql`lower(${sql.ref('title')})`, 'like', sql`${pattern} escape '\\'`),
        ]),
      );
    });
  const rows = await base.selectAll().orderBy('id').limit(page.limit).offset(page.offset).execute();
  const { count } = await base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  return { rows, total: Number(count) };
}

/** The tutors linked to these courses, in each card's order (drafts and archived tutors included). */
export function tutorLinksOfCourses(db: Db, courseIds: number[]): Promise<CourseTutorLink[]> {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('course_tutors')
    .innerJoin('tutors', 'tutors.id', 'course_tutors.tutor_id')
    .select(['course_tutors.course_id', 'course_tutors.tutor_id', 'tutors.name'])
    .where('course_tutors.course_id', 'in', courseIds)
    .orderBy('course_tutors.course_id')
    .orderBy('course_tutors.position')
    .orderBy('course_tutors.tutor_id')
    .execute();
}

/** Whether another course of the category has this code (a code is unique in its category). */
export async function courseCodeTaken(db: Db, categoryId: number, code: string, exceptId?: number): Promise<boolean> {
  const row = await db
    .selectFrom('courses')
    .select('id')
    .where('category_id', '=', categoryId)
    .where('code', '=', code)
    .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId!))
    .executeTakeFirst();
  return Boolean(row);
}

export const insertCourse = (db: Db, values: Omit<Insertable<CoursesTable>, 'created_at' | 'updated_at'>): Promise<CourseRow> => {
  const now = nowIso();
  return db
    .insertInto('courses')
    .values({ ...values, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
};

/** Writes the given columns (and updated_at); the row as it is now. */
export const updateCourseRow = (db: Db, id: number, set: Updateable<CoursesTable>): Promise<CourseRow> =>
  db
    .updateTable('courses')
    .set({ ...set, updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

/** Archives or restores, only if it is not so already (compare and set); the row, or undefined. */
export const setCourseArchived = (db: Db, id: number, archived: boolean): Promise<CourseRow | undefined> => {
  const now = nowIso();
  return db
    .updateTable('courses')
    .set({ archived_at: archived ? now : null, updated_at: now })
    .where('id', '=', id)
    .where('archived_at', archived ? 'is' : 'is not', null)
    .returningAll()
    .executeTakeFirst();
};

/** Points the course at a new picture only if its picture is still `previous` (compare and swap); the row, or undefined. */
export const replaceCourseImage = (db: Db, id: number, previous: string, next: string): Promise<CourseRow | undefined> =>
  db
    .updateTable('courses')
    .set({ image: next, updated_at: nowIso() })
    .where('id', '=', id)
    .where('image', '=', previous)
    .returningAll()
    .executeTakeFirst();

/**
 * The course's tutors become `tutorIds` (a set). A link's position is its place on the tutor's
 * card (as seeded, decision 071): links kept keep it, a new one goes to the end of the tutor's
 * card. Course cards list their tutors in that order, then by id.
 */
export async function setCourseTutors(db: Db, courseId: number, tutorIds: number[]): Promise<void> {
  const current = await db.selectFrom('course_tutors').select('tutor_id').where('course_id', '=', courseId).execute();
  const have = new Set(current.map((r) => Number(r.tutor_id)));
  const want = new Set(tutorIds);
  const gone = [...have].filter((id) => !want.has(id));
  if (gone.length) await db.deleteFrom('course_tutors').where('course_id', '=', courseId).where('tutor_id', 'in', gone).execute();
  for (const tutorId of tutorIds) {
    if (have.has(tutorId)) continue;
    const { last } = await db
      .selectFrom('course_tutors')
      .select((eb) => eb.fn.max<number | null>('position').as('last'))
      .where('tutor_id', '=', tutorId)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('course_tutors')
      .values({ course_id: courseId, tutor_id: tutorId, position: last === null ? 0 : Number(last) + 1 })
      .execute();
  }
}

/** Of these ids, the ones that are tutors (any status). */
export async function existingTutorIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('tutors').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => Number(r.id)));
}

/** Of these ids, the ones that are courses (archived ones too). */
export async function existingCourseIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('courses').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => Number(r.id)));
}
