import type { RatingType } from '@darsak/common';
import type { Selectable } from 'kysely';
import { nowIso, type Db } from '../db/index.ts';
import type { RatingsTable } from '../db/schema.ts';

export type RatingRow = Selectable<RatingsTable>;

export type RatingInput = {
  userId: number;
  type: RatingType;
  subjectId: string;
  rating: number;
  feedback: string | null;
};

/**
 * Stores a user's rating of a subject; a second rating of the same subject replaces the first
 * (one row per user and subject, kept by the unique constraint). `created` tells which.
 */
export async function upsertRating(db: Db, input: RatingInput): Promise<{ row: RatingRow; created: boolean }> {
  const existing = await db
    .selectFrom('ratings')
    .select('id')
    .where('user_id', '=', input.userId)
    .where('type', '=', input.type)
    .where('subject_id', '=', input.subjectId)
    .executeTakeFirst();
  const now = nowIso();
  // An upsert rather than insert-or-update, so two concurrent first ratings cannot collide.
  const row = await db
    .insertInto('ratings')
    .values({
      user_id: input.userId,
      type: input.type,
      subject_id: input.subjectId,
      rating: input.rating,
      feedback: input.feedback,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'type', 'subject_id']).doUpdateSet({
        rating: input.rating,
        feedback: input.feedback,
        updated_at: now,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, created: !existing };
}

export type RatingAggregate = { type: RatingType; subject_id: string; average: number; count: number };

/** Average (one decimal) and count of every rated subject of a type, optionally just one subject. */
export async function summarizeRatings(db: Db, type: RatingType, subjectId?: string): Promise<RatingAggregate[]> {
  let query = db
    .selectFrom('ratings')
    .select((eb) => ['subject_id', eb.fn.avg<number | string>('rating').as('average'), eb.fn.countAll<number | string>().as('count')])
    .where('type', '=', type)
    .groupBy('subject_id');
  if (subjectId !== undefined) query = query.where('subject_id', '=', subjectId);
  const rows = await query.execute();
  return rows
    .map((r) => ({
      type,
      subject_id: r.subject_id,
      // PostgreSQL answers numeric and bigint as strings; SQLite as numbers.
      average: Math.round(Number(r.average) * 10) / 10,
      count: Number(r.count),
    }))
    .sort((a, b) => a.subject_id.localeCompare(b.subject_id, 'en', { numeric: true }));
}
