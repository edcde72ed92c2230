import type { Selectable } from 'kysely';
import type { Db } from '../db/index.ts';
import type { TutorsTable } from '../db/schema.ts';

export type TutorRow = Selectable<TutorsTable>;
/** A course a tutor teaches, as the tutor's card lists it (courses on sale only). */
export type TutorCourseRow = { tutor_id: number; course_id: number; title: string; translations: string };

/** The tutors visitors see (published, not archived), by id. */
export const listTutors = (db: Db): Promise<TutorRow[]> =>
  db.selectFrom('tutors').selectAll().where('status', '=', 'published').where('archived_at', 'is', null).orderBy('id').execute();

/** A tutor visitors may see: published and not archived. */
export const findTutor = (db: Db, id: number): Promise<TutorRow | undefined> =>
  db
    .selectFrom('tutors')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'published')
    .where('archived_at', 'is', null)
    .executeTakeFirst();

/** The tutors visitors may see among these ids, by id. */
export const findTutors = (db: Db, ids: number[]): Promise<TutorRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('tutors')
        .selectAll()
        .where('id', 'in', ids)
        .where('status', '=', 'published')
        .where('archived_at', 'is', null)
        .orderBy('id')
        .execute();

/** Any tutor, drafts and archived ones included (the back office). */
export const findAnyTutor = (db: Db, id: number): Promise<TutorRow | undefined> =>
  db.selectFrom('tutors').selectAll().where('id', '=', id).executeTakeFirst();

export async function tutorExists(db: Db, id: number): Promise<boolean> {
  return Boolean(await findTutor(db, id));
}

/** The courses on sale these tutors teach (all tutors when `tutorIds` is undefined), in each card's order. */
export function listTutorCourses(db: Db, tutorIds?: number[]): Promise<TutorCourseRow[]> {
  let query = db
    .selectFrom('course_tutors')
    .innerJoin('courses', 'courses.id', 'course_tutors.course_id')
    .select(['course_tutors.tutor_id', 'course_tutors.course_id', 'courses.title', 'courses.translations'])
    .where('courses.archived_at', 'is', null);
  if (tutorIds) {
    if (tutorIds.length === 0) return Promise.resolve([]);
    query = query.where('course_tutors.tutor_id', 'in', tutorIds);
  }
  return query.orderBy('course_tutors.tutor_id').orderBy('course_tutors.position').orderBy('course_tutors.course_id').execute();
}

export async function countTutors(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('tutors')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
