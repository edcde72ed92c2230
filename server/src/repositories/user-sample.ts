import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { holding, sampleOf, type TrigramSample } from './search-fragments.ts';

/**
 * A sample of the accounts for the back office's user search (decision 087, amended): about
 * SAMPLE_ROWS accounts at even steps of id, so spread over the whole table and over time, each
 * standing for `weight` accounts. It says which trigrams are common (search-fragments.ts) and
 * roughly where in time the accounts holding a text are (likelyNewestFrom). Read once an hour per
 * database handle, and in the background after the first time: a statistic of this instance, which
 * two instances may hold differently without answering differently (it only chooses how to read).
 */
export type UserSample = {
  /** The sampled accounts' lower-cased e-mails and names, newest first. */
  email: TrigramSample;
  name: TrigramSample;
  /** Their creation times, in the same order. */
  created: string[];
  /** How many accounts each sampled one stands for. */
  weight: number;
};

type SampledAccount = { email: string; name: string; created_at: string };

export function userSampleOf(rows: SampledAccount[], weight: number): UserSample {
  const newest = [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return {
    email: sampleOf(newest.map((r) => r.email)),
    name: sampleOf(newest.map((r) => r.name)),
    created: newest.map((r) => r.created_at),
    weight,
  };
}

const SAMPLE_ROWS = 5_000;
const SAMPLE_TTL_MS = 3_600_000;
/**
 * How many more matching accounts than needed the bound of likelyNewestFrom aims to leave newer
 * than itself: the matches between two sampled ones vary, and too few sends the search back to
 * reading all of them, while each one more costs a row read (about a microsecond).
 */
const WINDOW_MARGIN = 2;

type Kept = { at: number; sample: Promise<UserSample>; next?: Promise<void> | undefined };
const kept = new WeakMap<Db, Kept>();

/** The sample, at most an hour old but for a refresh under way; undefined while it is read the first time or when that failed. */
export function userSample(db: Db): Promise<UserSample | undefined> {
  let entry = kept.get(db);
  if (!entry) kept.set(db, (entry = { at: Date.now(), sample: readSample(db) }));
  else if (Date.now() - entry.at > SAMPLE_TTL_MS && !entry.next) {
    const current = entry;
    current.next = readSample(db).then(
      (sample) => void kept.set(db, { at: Date.now(), sample: Promise.resolve(sample) }),
      () => {
        // Keep the sample held another hour rather than read again on every search.
        current.at = Date.now();
        current.next = undefined;
      },
    );
  }
  const reading = entry;
  return reading.sample.catch(() => {
    if (kept.get(db) === reading) kept.delete(db); // read again on the next search
    return undefined;
  });
}

async function readSample(db: Db): Promise<UserSample> {
  const bounds = await db
    .selectFrom('users')
    .select((eb) => [eb.fn.min('id').as('lo'), eb.fn.max('id').as('hi')])
    .executeTakeFirst();
  const [lo, hi] = [Number(bounds?.lo ?? 1), Number(bounds?.hi ?? 0)];
  const weight = Math.max(1, Math.ceil((hi - lo + 1) / SAMPLE_ROWS));
  const { rows } =
    hi >= lo
      ? await sql<SampledAccount>`
          select lower(email) as email, lower(name) as name, created_at from users
          where id in (select generate_series(${lo}::int, ${hi}::int, ${weight}::int))`.execute(db)
      : { rows: [] };
  return userSampleOf(rows, weight);
}

/**
 * A creation time from which at least `aim` of the accounts holding `text` (lower-cased, in the
 * e-mail or the name) are likely newer: that of the sampled account holding it whose newer
 * sampled matches stand for WINDOW_MARGIN times `aim`, with the share of the sampled accounts
 * that new which hold it. Undefined when the sample holds too few matches (then there are few, or
 * the sample cannot tell). `within`: how many sampled accounts are that new (the first of the
 * sample). Only a guess: the search checks what it finds.
 */
export function likelyNewestFrom(
  sample: UserSample,
  text: string,
  aim: number,
): { since: string; share: number; within: number } | undefined {
  const rank = Math.ceil((WINDOW_MARGIN * aim) / sample.weight) + 1;
  // The rank-th of the accounts whose e-mail or name holds it: among the first `rank` of each.
  const found = [...new Set([...holding(sample.email, text, rank), ...holding(sample.name, text, rank)])].sort((a, b) => a - b);
  if (found.length < rank) return undefined;
  const newer = found[rank - 1]!;
  return { since: sample.created[newer]!, share: rank / (newer + 1), within: newer + 1 };
}
