import type { Selectable } from 'kysely';
import type { Db } from '../db/index.ts';
import type { CoursesTable } from '../db/schema.ts';

export type CourseRow = Selectable<CoursesTable>;

/** Every course, by id. */
export const listCourses = (db: Db): Promise<CourseRow[]> => db.selectFrom('courses').selectAll().orderBy('id').execute();

/** The courses with these ids (those that exist). */
export const findCourses = (db: Db, ids: number[]): Promise<CourseRow[]> =>
  ids.length === 0 ? Promise.resolve([]) : db.selectFrom('courses').selectAll().where('id', 'in', ids).orderBy('id').execute();
