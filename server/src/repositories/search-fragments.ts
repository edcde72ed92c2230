import { sql } from 'kysely';
import type { Db } from '../db/index.ts';

/**
 * Which part of a contained search the trigram index reads (decision 087, amended). pg_trgm's GIN
 * index answers LIKE '%q%' by reading the posting list of every trigram of q, and a trigram most
 * accounts hold ('stu' of "student", 'gma' of "gmail") is a list of most accounts, read through:
 * 32 of the 36 ms of `student1234` among a million accounts. Every text holding q holds any part
 * of q, so the search may read the index for its longest part made of uncommon trigrams and check
 * the whole of q (strpos) on the rows found: the same answer, from short lists.
 *
 * How common a trigram is comes from a sample of the column (about SAMPLE_ROWS rows, block
 * sampled), read once an hour per database handle: a statistic of this instance, which two
 * instances may hold differently without answering differently.
 */

/** A trigram held by more than this share of the sampled texts is common. */
export const COMMON_SHARE = 0.05;
/**
 * The parts are read instead of the whole text only when what the search reads is in at most this
 * share of the accounts: each account found is then checked again (strpos, and the whole condition
 * once one of its arms is not an index condition), about a microsecond each, and `udent77`'s
 * 11,111 accounts cost more than the common lists the parts spared (31 ms against 14).
 */
export const PART_SHARE_MAX = 0.002;
const SAMPLE_ROWS = 5_000;
/** Fewer sampled texts than this say nothing: every part of q is then read. */
const SAMPLE_MIN = 100;
const SAMPLE_TTL_MS = 3_600_000;

/** The sampled texts, and how many hold each trigram. */
export type TrigramSample = { size: number; counts: Map<string, number>; texts: string[] };

/** The distinct trigrams (any three characters) of a text. */
const trigramsOf = (text: string) => new Set(Array.from({ length: Math.max(0, text.length - 2) }, (_, i) => text.slice(i, i + 3)));

export function sampleOf(texts: string[]): TrigramSample {
  const counts = new Map<string, number>();
  for (const text of texts) for (const trigram of trigramsOf(text)) counts.set(trigram, (counts.get(trigram) ?? 0) + 1);
  return { size: texts.length, counts, texts };
}

/**
 * The part of `text` (lower-cased) whose trigrams are all uncommon, the longest such run; `text`
 * itself when every trigram is uncommon, none is, the sample is too small, or the part holds no
 * three letters or digits in a row (pg_trgm reads words of letters and digits: without one, the
 * index could not be read at all). `share`: how many of the sampled texts hold what is read
 * (undefined without a sample), each of which the search checks again.
 */
export function uncommonPart(text: string, sample: TrigramSample | undefined): { part: string; share: number | undefined } {
  if (!sample || sample.size < SAMPLE_MIN) return { part: text, share: undefined };
  const shareOf = (part: string) => sample.texts.reduce((n, t) => (t.includes(part) ? n + 1 : n), 0) / sample.size;
  let best: [number, number] | null = null;
  let start = -1;
  for (let i = 0; i <= text.length - 3; i += 1) {
    const uncommon = (sample.counts.get(text.slice(i, i + 3)) ?? 0) <= sample.size * COMMON_SHARE;
    if (uncommon && start < 0) start = i;
    if (start >= 0 && (!uncommon || i === text.length - 3)) {
      const end = uncommon ? i : i - 1;
      if (!best || end - start > best[1] - best[0]) best = [start, end];
      start = -1;
    }
  }
  const part = best ? text.slice(best[0], best[1] + 3) : text;
  if (part === text || !/[\p{L}\p{N}]{3}/u.test(part)) return { part: text, share: shareOf(text) };
  return { part, share: shareOf(part) };
}

type Column = 'email' | 'name';
type Kept = { at: number; sample: Promise<TrigramSample> };
const kept = new WeakMap<Db, Map<Column, Kept>>();

/** A sample of lower(users.<column>), at most an hour old; undefined while it is read the first time or when reading failed. */
export async function userTrigramSample(db: Db, column: Column): Promise<TrigramSample | undefined> {
  let byColumn = kept.get(db);
  if (!byColumn) kept.set(db, (byColumn = new Map()));
  const now = Date.now();
  let entry = byColumn.get(column);
  if (!entry || now - entry.at > SAMPLE_TTL_MS) {
    entry = { at: now, sample: readSample(db, column) };
    byColumn.set(column, entry);
  }
  try {
    return await entry.sample;
  } catch {
    byColumn.delete(column); // read again on the next search
    return undefined;
  }
}

async function readSample(db: Db, column: Column): Promise<TrigramSample> {
  const { rows } = await sql<{ n: number | string }>`select reltuples as n from pg_class where oid = 'users'::regclass`.execute(db);
  const estimate = Number(rows[0]?.n ?? -1);
  // Blocks of about SAMPLE_ROWS rows; the whole table when it is small or never analysed (-1).
  const percent = estimate > SAMPLE_ROWS ? (SAMPLE_ROWS / estimate) * 100 : 100;
  const { rows: texts } = await sql<{ text: string }>`
    select lower(${sql.ref(column)}) as text from users tablesample system (${percent}::float4) repeatable (0) limit ${SAMPLE_ROWS * 2}`.execute(
    db,
  );
  return sampleOf(texts.map((t) => t.text));
}
