import { sql } from 'kysely';
import { nowIso, type Db } from '../db/index.ts';
import type { User } from '../db/schema.ts';
import { containsPattern } from '../lib/http/pagination.ts';
import { cappedTotal, type CappedTotal } from './capped-total.ts';

/** A search this long or longer matches anywhere in the e-mail or the name; a shorter one their start (decision 087). */
export const USER_SEARCH_CONTAINS_FROM = 3;

/** LIKE's own wildcards in `text` taken literally (ESCAPE '\'). */
const escapeLike = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Accounts for the back office, newest first; q matches the name or the e-mail. From three
 * characters q matches anywhere in them (the trigram indexes of lower(email) and lower(name) on
 * PostgreSQL); one or two characters match their start (a b-tree range of the same expressions):
 * no trigram can find two letters anywhere among a million accounts without reading them all.
 * The total counts at most ADMIN_TOTAL_CAP + 1 accounts (decision 087).
 */
export async function listUsersForAdmin(
  db: Db,
  filter: { q?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: User[] } & CappedTotal> {
  const matching = () =>
    db
      .selectFrom('users')
      .$if(filter.q !== undefined, (qb) => {
        const q = filter.q!;
        const pattern = q.length >= USER_SEARCH_CONTAINS_FROM ? containsPattern(q) : `${escapeLike(q)}%`;
        return qb.where((eb) =>
          eb.or([
            eb(sql`lower(${sql.ref('users.email')})`, 'like', sql`${pattern} escape '\\'`),
            eb(sql`lower(${sql.ref('users.name')})`, 'like', sql`${pattern} escape '\\'`),
          ]),
        );
      })
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc');
  const rows = await matching().selectAll().limit(page.limit).offset(page.offset).execute();
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

/** Disables or enables an account, only if it is not already so. Answers the row, or undefined. */
export const setUserDisabled = (db: Db, id: number, disabled: boolean) => {
  const now = nowIso();
  return db
    .updateTable('users')
    .set({ disabled_at: disabled ? now : null, updated_at: now })
    .where('id', '=', id)
    .where('disabled_at', disabled ? 'is' : 'is not', null)
    .returningAll()
    .executeTakeFirst();
};
