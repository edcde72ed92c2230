import { sql, type RawBuilder } from 'kysely';
import { trigramsOf, type TrigramSample } from './search-fragments.ts';

/**
 * The tokens that read users_search_slices_index (migration 024) for the accounts created since a
 * bound whose e-mail or name holds some three characters: one per slice of time from the bound on.
 * A slice is a day ('2025-05-22') or a month ('2025-05'), the prefix of an ISO created_at, and a
 * token '<slice> <field><three characters>', as user_search_slices() writes them: the days from
 * the bound's to the end of its month, then every month after it. Day slices keep what is read
 * before the bound within a day's accounts; month slices keep the tokens few (one per month).
 */
export function slicesSince(since: string, now: string): string[] {
  const [year, month, day] = [Number(since.slice(0, 4)), Number(since.slice(5, 7)), Number(since.slice(8, 10))];
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate(); // of the bound's month
  const slices = Array.from({ length: Math.max(0, days - day + 1) }, (_, i) => `${pad(year, 4)}-${pad(month)}-${pad(day + i)}`);
  // Through the month after now's: an account written by an instance whose clock runs ahead.
  const last = Number(now.slice(0, 4)) * 12 + Number(now.slice(5, 7));
  for (let m = year * 12 + month; m <= last; m += 1) slices.push(`${pad(Math.floor(m / 12), 4)}-${pad((m % 12) + 1)}`);
  return slices;
}

export type SliceField = 'e' | 'n';

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

/** The accounts holding one of `tokens`: users_search_slices_index's condition. */
export const holdsSliceToken = (tokens: string[]): RawBuilder<boolean> =>
  sql<boolean>`user_search_slices(created_at, email, name) && ${sql.val(tokens)}::text[]`;
