import { ADMIN_TOTAL_CAP } from '@darsak/common';
import { sql, type RawBuilder } from 'kysely';
import { isPostgres } from '../db/migrations/helpers.ts';
import { nowIso, type Db } from '../db/index.ts';
import type { User } from '../db/schema.ts';
import { containsPattern, prefixPattern } from '../lib/http/pagination.ts';
import { cappedTotal, type CappedTotal } from './capped-total.ts';
import { PART_SHARE_MAX, uncommonPart } from './search-fragments.ts';
import { likelyNewestFrom, userSample, type UserSample } from './user-sample.ts';
import { accountsOfWindow, rarestTrigram, slicesAfter, sliceTokens } from './user-search-slices.ts';

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
 * recentWalk accounts (a common fragment fills its page there); else, when the sample of the
 * accounts (user-sample.ts) holds many matches, those created since where it places a few hundred
 * of them (a fragment of one period: a bulk import, a campus's addresses), found by the days and
 * months they were created in (user-search-slices.ts); else every match
 * through the trigram indexes when there are at most matchSetCap (a rare fragment: a few index
 * pages), and only past that walks newest first, where so many matches are dense.
 */
export async function listUsersForAdmin(
  db: Db,
  filter: { q?: string | undefined },
  page: { limit: number; offset: number },
  reads: ContainedSearchReads = CONTAINED_SEARCH_READS,
): Promise<{ rows: User[] } & CappedTotal> {
  const q = filter.q;
  const postgres = isPostgres(db as never);
  const contained = postgres && q !== undefined && q.length >= USER_SEARCH_CONTAINS_FROM;
  const sample = contained ? await userSample(db) : undefined;
  const { match, arms } = q === undefined ? { match: undefined, arms: undefined } : userMatch(q, postgres, sample);
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

  if (contained) {
    // Many matches of one period (a bulk import, a campus's addresses): where the sample places enough of them.
    const aim = Math.max(page.offset + page.limit, ADMIN_TOTAL_CAP + 1);
    const newest = sample && likelyNewestFrom(sample, q!.toLowerCase(), aim);
    const sampled = sample && { window: newest && windowOf(sample, newest, arms!) };
    const found = await containedSearch(db, match!, page, reads, sampled);
    if (found) return { rows: found.rows, ...(found.total ?? (await cappedTotal(found.rows.length, page, countMatches))) };
  }
  const rows = await matching().selectAll().limit(page.limit).offset(page.offset).execute();
  return { rows, ...(await cappedTotal(rows.length, page, countMatches)) };
}

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
function userMatch(q: string, postgres: boolean, sample: UserSample | undefined): { match: RawBuilder<boolean>; arms?: MatchArms } {
  const email = sql`lower(${sql.ref('users.email')})`;
  const name = sql`lower(${sql.ref('users.name')})`;
  if (q.length < USER_SEARCH_CONTAINS_FROM) {
    const pattern = prefixPattern(q);
    const match = sql<boolean>`(${email} like ${pattern} escape '\\' or ${name} like ${pattern} escape '\\')`;
    return { match };
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
  const [byEmail, byName] = [uncommonPart(local, sample?.email), uncommonPart(text, sample?.name)];
  const sampled = byEmail.share !== undefined && byName.share !== undefined;
  const parts = sql<boolean>`(${contains(email, byEmail.part)} or ${contains(name, byName.part)})`;
  const whole = sql<boolean>`(${contains(email, local)} or ${contains(name, text)})`;
  // Parts only when both arms find few accounts: else every account found is checked again.
  const few = sampled && byEmail.share! <= PART_SHARE_MAX && byName.share! <= PART_SHARE_MAX;
  // Where no trigram index is read (a window), the plain definition costs least to check.
  const exact = sql<boolean>`(strpos(${email}, ${text}) > 0 or strpos(${name}, ${text}) > 0)`;
  return { match: few ? parts : whole, arms: { email: local, name: text, exact } };
}

/**
 * What a contained search looks for in the e-mail (an address's local part and '@') and in the
 * name, and its definition checked on each account read.
 */
type MatchArms = { email: string; name: string; exact: RawBuilder<boolean> };

/**
 * The accounts created since where the sample places enough matches: those of the rest of its day,
 * and those after it holding `tokens`; and how they are checked.
 */
type Window = { since: string; dayEnd: string; share: number; tokens: string[]; match: RawBuilder<boolean> };

/**
 * The window's tokens: the slices since the bound (user-search-slices.ts) for the three characters
 * of each arm that the fewest sampled accounts that new hold. Undefined when an arm has none.
 */
function windowOf(sample: UserSample, newest: { since: string; share: number; within: number }, arms: MatchArms): Window | undefined {
  const [email, name] = [rarestTrigram(sample.email, arms.email, newest.within), rarestTrigram(sample.name, arms.name, newest.within)];
  if (email === undefined || name === undefined) return undefined;
  const { slices, dayEnd } = slicesAfter(newest.since, nowIso());
  const tokens = [...sliceTokens(slices, 'e', email), ...sliceTokens(slices, 'n', name)];
  return { since: newest.since, dayEnd, share: newest.share, tokens, match: arms.exact };
}

/**
 * A contained search's page on PostgreSQL, from the newest accounts, the matches newer than where
 * the sample places enough of them, or the whole match set (above); undefined when there are more
 * than matchSetCap matches. `total` is null when the page came from the newest accounts (then
 * counted on its own).
 */
async function containedSearch(
  db: Db,
  match: RawBuilder<boolean>,
  page: { limit: number; offset: number },
  { recentWalk, matchSetCap }: ContainedSearchReads,
  sampled: { window: Window | undefined } | undefined,
): Promise<{ rows: User[]; total: CappedTotal | null } | undefined> {
  const end = page.offset + page.limit;
  const window = sampled?.window;
  // The newest accounts first without a sample, or when it finds the matches dense among them;
  // not when it finds few matches (the whole set is then a few index pages) or sparse ones.
  const walkFirst = !sampled || (window !== undefined && window.share * recentWalk >= 2 * end);
  if (end <= recentWalk && walkFirst) {
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
  // The matches created since the window's start, when they fill the page and pass the cap of the total.
  if (window) {
    const recent = await matchSet(db, window.match, page, matchSetCap, window);
    if (recent && recent.matched > ADMIN_TOTAL_CAP && recent.matched >= end)
      return { rows: recent.rows, total: { total: ADMIN_TOTAL_CAP, capped: true } };
  }
  const found = await matchSet(db, match, page, matchSetCap);
  if (!found) return undefined;
  return { rows: found.rows, total: { total: Math.min(found.matched, ADMIN_TOTAL_CAP), capped: found.matched > ADMIN_TOTAL_CAP } };
}

/**
 * A page of the accounts matching, of a window when given (accountsOfWindow), read as a set and
 * sorted, and how many there are; undefined when there are more than `cap` or the page is past
 * their end (no row then says how many).
 */
async function matchSet(
  db: Db,
  match: RawBuilder<boolean>,
  page: { limit: number; offset: number },
  cap: number,
  window?: Window,
): Promise<{ rows: User[]; matched: number } | undefined> {
  // MATERIALIZED: the matches are read as a set (the indexes' bitmaps), then sorted.
  const rows = await db
    .with(
      (cte) => cte('matched').materialized(),
      (qb) =>
        (window ? qb.selectFrom(accountsOfWindow(db, window).as('users')) : qb.selectFrom('users'))
          .select(['id', 'created_at'])
          .where(match)
          .limit(cap + 1),
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
  const matched = rows.length > 0 ? Number(rows[0]!.matched) : undefined;
  if (matched === undefined || matched > cap) return undefined;
  return { rows: rows.map(({ matched: _, ...user }) => user as User), matched };
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
