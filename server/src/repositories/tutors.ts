import type { Selectable } from 'kysely';
import type { Db } from '../db/index.ts';
import type { TutorsTable } from '../db/schema.ts';

export type TutorRow = Selectable<TutorsTable>;

/** Every tutor, by id. */
export const listTutors = (db: Db): Promise<TutorRow[]> =>
  db.selectFrom('tutors').selectAll().orderBy('id').execute();

export const findTutor = (db: Db, id: number): Promise<TutorRow | undefined> =>
  db.selectFrom('tutors').selectAll().where('id', '=', id).executeTakeFirst();

export async function tutorExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('tutors').select('id').where('id', '=', id).executeTakeFirst();
  return Boolean(row);
}

export async function countTutors(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('tutors')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
