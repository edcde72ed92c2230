import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/index.ts';
import type { Database } from '../db/schema.ts';
import { trigramsOf, type TrigramSample } from './search-fragments.ts';

/**
 * The tokens that read users_search_slices_index (migration 024) for the accounts created after a
 * bound's day whose e-mail or name holds some three characters: one per slice of time. A slice is
 * a day ('2025-05-22') or a month ('2025-05'), the prefix of an ISO created_at, and a token
 * '<slice> <field><three characters>', as user_search_slices() writes them: the days after the
 * bound's to the end of its month, then every month after it. Day slices keep a month's accounts
 * from being read for its last days; month slices keep the tokens few. The rest of the bound's own
 * day is read by created_at (users_created_index), not by the day's slice: that would be every
 * account of the day holding the characters, most of them before the bound.
 */
export function slicesAfter(since: string, now: string): { slices: string[]; dayEnd: string } {
  const [year, month, day] = [Number(since.slice(0, 4)), Number(since.slice(5, 7)), Number(since.slice(8, 10))];
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate(); // of the bound's month
  const slices = Array.from({ length: Math.max(0, days - day) }, (_, i) => `${pad(year, 4)}-${pad(month)}-${pad(day + 1 + i)}`);
  // Through the month after now's: an account written by an instance whose clock runs ahead.
  const last = Number(now.slice(0, 4)) * 12 + Number(now.slice(5, 7));
  for (let m = year * 12 + month; m <= last; m += 1) slices.push(`${pad(Math.floor(m / 12), 4)}-${pad((m % 12) + 1)}`);
  return { slices, dayEnd: new Date(Date.UTC(year, month - 1, day + 1)).toISOString() };
}

type SliceField = 'e' | 'n';

/** The tokens of every slice for one field's three characters. */
export const sliceTokens = (slices: string[], field: SliceField, trigram: string) => slices.map((slice) => `${slice} ${field}${trigram}`);

/**
 * The three characters of `part` the fewest of the first `within` sampled texts hold (the sample
 * is newest first: those created since the bound), so the fewest accounts are read and checked.
 * Undefined when `part` is shorter than three characters.
 */
export function rarestTrigram(sample: TrigramSample, part: string, within: number): string | undefined {
  let rarest: { trigram: string; count: number } | undefined;
  for (const trigram of trigramsOf(part)) {
    const count = countBelow(sample.holders.get(trigram) ?? [], within);
    if (!rarest || count < rarest.count) rarest = { trigram, count };
  }
  return rarest?.trigram;
}

/** How many of the ascending `list` are below `bound`. */
function countBelow(list: number[], bound: number): number {
  let [lo, hi] = [0, list.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < bound) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The accounts of a window (id, created_at, email, name), each once: those created from its bound
 * to the end of that day (a range of users_created_index), and those after it holding one of its
 * tokens (users_search_slices_index). OFFSET 0 reads each as written: the planner would otherwise
 * add to them the conditions of what contains them, and the trigram indexes' lists of every match.
 */
export function accountsOfWindow(db: Db, { since, dayEnd, tokens }: { since: string; dayEnd: string; tokens: string[] }) {
  const accounts = (where: (qb: SelectQueryBuilder<Database, 'users', object>) => SelectQueryBuilder<Database, 'users', object>) =>
    db.selectFrom((qb) => where(qb.selectFrom('users')).select(['id', 'created_at', 'email', 'name']).offset(0).as('accounts')).selectAll();
  return accounts((qb) => qb.where('created_at', '>=', since).where('created_at', '<', dayEnd)).unionAll(
    accounts((qb) => qb.where(sql<boolean>`user_search_slices(created_at, email, name) && ${sql.val(tokens)}::text[]`)),
  );
}
