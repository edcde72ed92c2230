import { ADMIN_TOTAL_CAP } from '@darsak/common';
import { sql, type RawBuilder } from 'kysely';
import { isPostgres } from '../db/migrations/helpers.ts';
import { nowIso, type Db } from '../db/index.ts';
import type { User } from '../db/schema.ts';
import { containsPattern, prefixPattern } from '../lib/http/pagination.ts';
import { cappedTotal, type CappedTotal } from './capped-total.ts';
import { PART_SHARE_MAX, uncommonPart, userTrigramSample, type TrigramSample } from './search-fragments.ts';

/** A search this long or longer matches anywhere in the e-mail or the name; a shorter one their start (decision 087). */
export const USER_SEARCH_CONTAINS_FROM = 3;

/**
 * How a contained search reads on PostgreSQL (below): the newest accounts it reads first (a page
 * that fills there is the answer), and the most matches it sorts itself (past them, newest first).
 */
export type ContainedSearchReads = { recentWalk: number; matchSetCap: number };
const CONTAINED_SEARCH_READS: ContainedSearchReads = { recentWalk: 200, matchSetCap: 20_000 };

/**
 * Accounts for the back office, newest first; q matches the name or the e-mail. From three
 * characters q matches anywhere in them (the trigram indexes of lower(email) and lower(name) on
 * PostgreSQL); one or two characters match their start (a b-tree range of the same expressions):
 * no trigram can find two letters anywhere among a million accounts without reading them all.
 * The total counts at most ADMIN_TOTAL_CAP + 1 accounts (decision 087).
 *
 * A contained search on PostgreSQL does not leave the order of its reads to the planner, which
 * guesses matches spread evenly over time and walked 880 ms of the newest-first index for a
 * fragment whose thousands of accounts were all old (decision 087, amended): it reads the newest
 * recentWalk accounts (a common fragment fills its page there), else every match through the
 * trigram indexes when there are at most matchSetCap (a rare fragment: a few index pages),
 * and only past that walks newest first, where so many matches are dense.
 */
export async function listUsersForAdmin(
  db: Db,
  filter: { q?: string | undefined },
  page: { limit: number; offset: number },
  reads: ContainedSearchReads = CONTAINED_SEARCH_READS,
): Promise<{ rows: User[] } & CappedTotal> {
  const q = filter.q;
  const postgres = isPostgres(db as never);
  const samples: Samples =
    postgres && q !== undefined && q.length >= USER_SEARCH_CONTAINS_FROM
      ? { email: await userTrigramSample(db, 'email'), name: await userTrigramSample(db, 'name') }
      : { email: undefined, name: undefined };
  const match = q === undefined ? undefined : userMatch(q, postgres, samples);
  const matching = () =>
    db
      .selectFrom('users')
      .$if(match !== undefined, (qb) => qb.where(match!))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc');
  // At most ADMIN_TOTAL_CAP + 1 matches, newest first (an index range that stops there).
  const countMatches = async (limit: number) => {
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
  };

  if (match !== undefined && q!.length >= USER_SEARCH_CONTAINS_FROM && postgres) {
    const found = await containedSearch(db, match, page, reads);
    if (found) return { rows: found.rows, ...(found.total ?? (await cappedTotal(found.rows.length, page, countMatches))) };
  }
  const rows = await matching().selectAll().limit(page.limit).offset(page.offset).execute();
  return { rows, ...(await cappedTotal(rows.length, page, countMatches)) };
}

/** The uncommon trigrams' samples of the e-mails and the names (search-fragments.ts), on PostgreSQL. */
type Samples = { email: TrigramSample | undefined; name: TrigramSample | undefined };

/**
 * Whether an account's e-mail or name matches q (above). On PostgreSQL a contained search reads
 * each trigram index for a part of q only, and checks the whole of q (strpos) on the accounts
 * found: every text holding q holds its parts, so the answer is the same (decision 087, amended).
 * - An address ('ahmad.k@gmail.com', pasted from a message): its local part and the '@'. The
 *   domain's trigrams ('gma', 'mai', 'ail', 'com') are in most addresses, and the index reads each
 *   of their posting lists through: 143 ms for a whole address at full size, 40 ms for its local part.
 * - Then the longest part made of trigrams that are not common among the accounts
 *   (search-fragments.ts): `student1234` reads 't12', '123', '234', not the 'stu' ... 'ent' that
 *   every synthetic account holds.
 */
function userMatch(q: string, postgres: boolean, samples: Samples): RawBuilder<boolean> {
  const email = sql`lower(${sql.ref('users.email')})`;
  const name = sql`lower(${sql.ref('users.name')})`;
  if (q.length < USER_SEARCH_CONTAINS_FROM) {
    const pattern = prefixPattern(q);
    return sql<boolean>`(${email} like ${pattern} escape '\\' or ${name} like ${pattern} escape '\\')`;
  }
  const text = q.toLowerCase();
  const at = text.indexOf('@');
  // At least two characters before the '@': the part then holds a trigram the index can read.
  const local = postgres && at >= 2 && at < text.length - 1 ? text.slice(0, at + 1) : text;
  const contains = (column: RawBuilder<unknown>, part: string) =>
    part === text
      ? sql<boolean>`${column} like ${containsPattern(text)} escape '\\'`
      : // strpos, not LIKE: the planner cannot read the trigram index for it, so it checks the rows found.
        sql<boolean>`(${column} like ${containsPattern(part)} escape '\\' and strpos(${column}, ${text}) > 0)`;
  const [byEmail, byName] = [uncommonPart(local, samples.email), uncommonPart(text, samples.name)];
  // Parts only when both arms find few accounts: else every account found is checked again.
  const few = [byEmail.share, byName.share].every((share) => share !== undefined && share <= PART_SHARE_MAX);
  return sql<boolean>`(${contains(email, few ? byEmail.part : local)} or ${contains(name, few ? byName.part : text)})`;
}

/**
 * A contained search's page on PostgreSQL, from the newest accounts or from the whole match set
 * (above); undefined when there are more than matchSetCap matches. `total` is null when the
 * page came from the newest accounts (then counted on its own).
 */
async function containedSearch(
  db: Db,
  match: RawBuilder<boolean>,
  page: { limit: number; offset: number },
  { recentWalk, matchSetCap }: ContainedSearchReads,
): Promise<{ rows: User[]; total: CappedTotal | null } | undefined> {
  if (page.offset + page.limit <= recentWalk) {
    const rows = await db
      .selectFrom(db.selectFrom('users').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(recentWalk).as('users'))
      .selectAll()
      .where(match)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    if (rows.length === page.limit) return { rows: rows as User[], total: null };
  }
  // MATERIALIZED: the matches are read as a set (the trigram indexes' bitmap), then sorted.
  const rows = await db
    .with(
      (cte) => cte('matched').materialized(),
      (qb) =>
        qb
          .selectFrom('users')
          .select(['id', 'created_at'])
          .where(match)
          .limit(matchSetCap + 1),
    )
    .selectFrom((qb) =>
      qb
        .selectFrom('matched')
        .select(['id', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .as('on_page'),
    )
    .innerJoin('users', 'users.id', 'on_page.id')
    .selectAll('users')
    .select((eb) => eb.selectFrom('matched').select(eb.fn.countAll<number | string>().as('count')).as('matched'))
    .orderBy('on_page.created_at', 'desc')
    .orderBy('on_page.id', 'desc')
    .execute();
  // A page past the end has no row to say how many matched: the walk answers it.
  const matched = rows.length > 0 ? Number(rows[0]!.matched) : undefined;
  if (matched === undefined || matched > matchSetCap) return undefined;
  return {
    rows: rows.map(({ matched: _, ...user }) => user as User),
    total: { total: Math.min(matched, ADMIN_TOTAL_CAP), capped: matched > ADMIN_TOTAL_CAP },
  };
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
