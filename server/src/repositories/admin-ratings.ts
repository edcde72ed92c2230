import type { RatingType } from '@darsak/common';
import type { Db } from '../db/index.ts';
import type { RatingRow } from './ratings.ts';

export type AdminRatingRow = RatingRow & { user_name: string; user_email: string };

/** Ratings for moderation, newest first, by type and hidden or not. */
export async function listRatingsForAdmin(
  db: Db,
  filter: { type?: RatingType; hidden?: boolean },
  page: { limit: number; offset: number },
): Promise<{ rows: AdminRatingRow[]; total: number }> {
  const base = db
    .selectFrom('ratings')
    .innerJoin('users', 'users.id', 'ratings.user_id')
    .$if(filter.type !== undefined, (qb) => qb.where('ratings.type', '=', filter.type!))
    .$if(filter.hidden !== undefined, (qb) => qb.where('ratings.hidden_at', filter.hidden ? 'is not' : 'is', null));
  const rows = await base
    .selectAll('ratings')
    .select(['users.name as user_name', 'users.email as user_email'])
    .orderBy('ratings.created_at', 'desc')
    .orderBy('ratings.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { count } = await base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  return { rows, total: Number(count) };
}

export async function findRatingForAdmin(db: Db, id: number): Promise<AdminRatingRow | undefined> {
  return db
    .selectFrom('ratings')
    .innerJoin('users', 'users.id', 'ratings.user_id')
    .selectAll('ratings')
    .select(['users.name as user_name', 'users.email as user_email'])
    .where('ratings.id', '=', id)
    .executeTakeFirst();
}
