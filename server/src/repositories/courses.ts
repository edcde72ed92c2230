import type { Selectable } from 'kysely';
import type { Db } from '../db/index.ts';
import type { CategoriesTable, CoursesTable } from '../db/schema.ts';

export type CourseRow = Selectable<CoursesTable>;
export type CategoryRow = Selectable<CategoriesTable>;
/** A course's tutor as its card lists it: published and not archived tutors only. */
export type CourseTutorRow = { course_id: number; tutor_id: number; name: string; image: string; translations: string };

/** Every course on sale (not archived), by id. */
export const listCourses = (db: Db): Promise<CourseRow[]> =>
  db.selectFrom('courses').selectAll().where('archived_at', 'is', null).orderBy('id').execute();

/** The courses with these ids (those that exist, archived or not: the caller decides). */
export const findCourses = (db: Db, ids: number[]): Promise<CourseRow[]> =>
  ids.length === 0 ? Promise.resolve([]) : db.selectFrom('courses').selectAll().where('id', 'in', ids).orderBy('id').execute();

export const findCourse = (db: Db, id: number): Promise<CourseRow | undefined> =>
  db.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirst();

/** Whether a course exists and is on sale (ratings of a course need one). */
export async function courseOnSale(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('courses').select('id').where('id', '=', id).where('archived_at', 'is', null).executeTakeFirst();
  return Boolean(row);
}

export const findCategory = (db: Db, id: number): Promise<CategoryRow | undefined> =>
  db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();

/** The codes of a category's courses on sale, in catalogue order (its link-preview image shows them). */
export const categoryCourseCodes = async (db: Db, categoryId: number): Promise<string[]> =>
  (
    await db
      .selectFrom('courses')
      .select('code')
      .where('category_id', '=', categoryId)
      .where('archived_at', 'is', null)
      .orderBy('id')
      .execute()
  ).map((row) => row.code);

export const listCategories = (db: Db): Promise<CategoryRow[]> => db.selectFrom('categories').selectAll().orderBy('id').execute();

/** The published, active tutors of these courses (all courses when `courseIds` is undefined), in each card's order. */
export function listCourseTutors(db: Db, courseIds?: number[]): Promise<CourseTutorRow[]> {
  let query = db
    .selectFrom('course_tutors')
    .innerJoin('tutors', 'tutors.id', 'course_tutors.tutor_id')
    .select(['course_tutors.course_id', 'course_tutors.tutor_id', 'tutors.name', 'tutors.image', 'tutors.translations'])
    .where('tutors.status', '=', 'published')
    .where('tutors.archived_at', 'is', null);
  if (courseIds) {
    if (courseIds.length === 0) return Promise.resolve([]);
    query = query.where('course_tutors.course_id', 'in', courseIds);
  }
  return query.orderBy('course_tutors.course_id').orderBy('course_tutors.position').orderBy('course_tutors.tutor_id').execute();
}

/** Everything a public page is rendered from: categories, courses on sale and their tutors. */
export async function readPublicCatalogue(db: Db): Promise<{ categories: CategoryRow[]; courses: CourseRow[]; tutors: CourseTutorRow[] }> {
  const [categories, courses, tutors] = await Promise.all([listCategories(db), listCourses(db), listCourseTutors(db)]);
  return { categories, courses, tutors };
}
