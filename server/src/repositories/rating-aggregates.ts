import type { RatingType } from '@darsak/common';
import type { Db } from '../db/index.ts';
import { bySubjectId } from './subject-order.ts';

/**
 * The per-subject figures the summaries read (decision 014): count, sum and verified count of
 * the subject's visible ratings, changed by deltas in the transaction of every rating write.
 * A writer first locks the subject's row (lockAggregates), so writes to one subject run one
 * after the other on PostgreSQL and every delta is computed from committed data.
 */
export type AggregateDelta = { count: number; sum: number; verified: number };
export type Subject = { type: RatingType; subject_id: string };

const subjectKey = (s: Subject) => `${s.type}\u0000${s.subject_id}`;

/** Creates missing rows and locks the rows of these subjects, always in the same order (no deadlock). */
export async function lockAggregates(trx: Db, subjects: Subject[]): Promise<void> {
  const unique = [...new Map(subjects.map((s) => [subjectKey(s), s])).values()].sort((a, b) =>
    subjectKey(a) < subjectKey(b) ? -1 : subjectKey(a) > subjectKey(b) ? 1 : 0,
  );
  for (const s of unique) {
    await trx
      .insertInto('rating_aggregates')
      .values({ type: s.type, subject_id: s.subject_id, count: 0, sum: 0, verified_count: 0 })
      // A no-op update: takes the row lock on PostgreSQL; SQLite runs one transaction at a time.
      .onConflict((oc) => oc.columns(['type', 'subject_id']).doUpdateSet((eb) => ({ count: eb.ref('rating_aggregates.count') })))
      .execute();
  }
}

/** Adds a delta to a subject's row (locked before by lockAggregates). */
export async function adjustAggregate(trx: Db, subject: Subject, delta: AggregateDelta): Promise<void> {
  if (delta.count === 0 && delta.sum === 0 && delta.verified === 0) return;
  await trx
    .updateTable('rating_aggregates')
    .set((eb) => ({
      count: eb('count', '+', delta.count),
      sum: eb('sum', '+', delta.sum),
      verified_count: eb('verified_count', '+', delta.verified),
    }))
    .where('type', '=', subject.type)
    .where('subject_id', '=', subject.subject_id)
    .execute();
}

/** What a visible rating adds to its subject's row. */
export const contribution = (row: { rating: number; verified: number; hidden_at: string | null }): AggregateDelta =>
  row.hidden_at ? { count: 0, sum: 0, verified: 0 } : { count: 1, sum: row.rating, verified: row.verified ? 1 : 0 };

export const difference = (after: AggregateDelta, before: AggregateDelta): AggregateDelta => ({
  count: after.count - before.count,
  sum: after.sum - before.sum,
  verified: after.verified - before.verified,
});

export type RatingSummaryRow = { type: RatingType; subject_id: string; average: number; count: number; verified_count: number };

/** A rated subject's aggregate row as the summaries read it. */
export type AggregateRow = { subject_id: string; count: number; sum: number; verified_count: number };

/** The aggregate rows of every rated subject of a type (or just one): no scan of the ratings. */
export const readAggregateRows = (db: Db, type: RatingType, subjectId?: string): Promise<AggregateRow[]> => {
  let query = db
    .selectFrom('rating_aggregates')
    .select(['subject_id', 'count', 'sum', 'verified_count'])
    .where('type', '=', type)
    .where('count', '>', 0);
  if (subjectId !== undefined) query = query.where('subject_id', '=', subjectId);
  return query.execute();
};

/** True when two reads found the same rows (in the same order): their summaries are the same. */
export const sameAggregateRows = (a: readonly AggregateRow[], b: readonly AggregateRow[]): boolean =>
  a.length === b.length &&
  a.every((r, i) => {
    const o = b[i]!;
    return r.subject_id === o.subject_id && r.count === o.count && r.sum === o.sum && r.verified_count === o.verified_count;
  });

/** The summaries of aggregate rows, by subject id in numeric order. */
export const summarize = (type: RatingType, rows: readonly AggregateRow[]): RatingSummaryRow[] =>
  rows
    .map((r) => ({
      type,
      subject_id: r.subject_id,
      average: Math.round((r.sum / r.count) * 10) / 10,
      count: r.count,
      verified_count: r.verified_count,
    }))
    .sort((a, b) => bySubjectId(a.subject_id, b.subject_id));

/** Every rated subject of a type (or just one), from the aggregate rows. */
export async function readSummaries(db: Db, type: RatingType, subjectId?: string): Promise<RatingSummaryRow[]> {
  return summarize(type, await readAggregateRows(db, type, subjectId));
}
