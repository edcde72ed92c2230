import { sql, type Insertable, type Updateable } from 'kysely';
import { nowIso, type Db } from '../db/index.ts';
import type { CategoriesTable } from '../db/schema.ts';
import { containsPattern } from '../lib/http/pagination.ts';
import type { CategoryRow } from './courses.ts';

/** A category with the number of its courses on sale. */
export type AdminCategoryRow = CategoryRow & { course_count: number | string };

const withCount = (db: Db) =>
  db
    .selectFrom('categories')
    .selectAll('categories')
    .select((eb) =>
      eb
        .selectFrom('courses')
        .select((c) => c.fn.countAll<number | string>().as('n'))
        .whereRef('courses.category_id', '=', 'categories.id')
        .where('courses.archived_at', 'is', null)
        .as('course_count'),
    );

/** Categories for the back office, by id; q matches the English name. */
export async function listCategoriesForAdmin(
  db: Db,
  filter: { q?: string },
  page: { limit: number; offset: number },
): Promise<{ rows: AdminCategoryRow[]; total: number }> {
  const pattern = filter.q === undefined ? undefined : containsPattern(filter.q);
  const rows = (await withCount(db)
    .$if(pattern !== undefined, (qb) => qb.where(sql`lower(${sql.ref('categories.name')})`, 'like', sql`${pattern} escape '\\'`))
    .orderBy('categories.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute()) as AdminCategoryRow[];
  const { count } = await db
    .selectFrom('categories')
    .$if(pattern !== undefined, (qb) => qb.where(sql`lower(${sql.ref('categories.name')})`, 'like', sql`${pattern} escape '\\'`))
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count) };
}

export const findCategoryForAdmin = async (db: Db, id: number): Promise<AdminCategoryRow | undefined> =>
  (await withCount(db).where('categories.id', '=', id).executeTakeFirst()) as AdminCategoryRow | undefined;

export const categoryExists = async (db: Db, id: number): Promise<boolean> =>
  Boolean(await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst());

export const insertCategory = (db: Db, values: Omit<Insertable<CategoriesTable>, 'created_at' | 'updated_at'>): Promise<CategoryRow> => {
  const now = nowIso();
  return db
    .insertInto('categories')
    .values({ ...values, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
};

export const updateCategoryRow = (db: Db, id: number, set: Updateable<CategoriesTable>): Promise<CategoryRow> =>
  db
    .updateTable('categories')
    .set({ ...set, updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
