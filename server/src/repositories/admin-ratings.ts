import type { RatingType } from '@darsak/common';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { cappedTotal, type CappedTotal } from './capped-total.ts';
import type { RatingRow } from './ratings.ts';

export type AdminRatingRow = RatingRow & { user_name: string; user_email: string };

/**
 * Ratings for moderation, newest first, by type and hidden or not. Read in index order
 * ((created_at, id); per type; the hidden ones' own partial index), so a page stops after its
 * rows; the total counts at most ADMIN_TOTAL_CAP + 1 ratings the same way (decision 087), never
 * all 10,000,000.
 */
export async function listRatingsForAdmin(
  db: Db,
  filter: { type?: RatingType | undefined; hidden?: boolean | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: AdminRatingRow[] } & CappedTotal> {
  const matching = () =>
    db
      .selectFrom('ratings')
      .$if(filter.type !== undefined, (qb) => qb.where('ratings.type', '=', filter.type!))
      .$if(filter.hidden !== undefined, (qb) => qb.where('ratings.hidden_at', filter.hidden ? 'is not' : 'is', null))
      .orderBy('ratings.created_at', 'desc')
      .orderBy('ratings.id', 'desc');
  const rows = await matching()
    .innerJoin('users', 'users.id', 'ratings.user_id')
    .selectAll('ratings')
    .select(['users.name as user_name', 'users.email as user_email'])
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  // Every rating has its user (the key cascades): the count needs no join.
  const total = await cappedTotal(rows.length, page, async (limit) => {
    const { count } = await db
      .selectFrom(
        matching()
          .select(sql<number>`1`.as('one'))
          .limit(limit)
          .as('capped'),
      )
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    return count;
  });
  return { rows, ...total };
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
