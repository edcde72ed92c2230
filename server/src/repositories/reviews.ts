import type { Db } from '../db/index.ts';

/** How many written reviews one subject shows (the newest of each kind). */
export const REVIEWS_SHOWN = 50;

/**
 * Students' written reviews of one subject (decision 079): ratings with a feedback text, never a
 * hidden one; verified purchases first, then newest first.
 */
export function visibleReviews(db: Db, type: 'course' | 'tutor' | 'product', subjectId: string) {
  return db
    .selectFrom('ratings')
    .innerJoin('users', 'users.id', 'ratings.user_id')
    .select([
      'ratings.id',
      'ratings.user_id',
      'ratings.rating',
      'ratings.feedback',
      'ratings.verified',
      'ratings.created_at',
      'ratings.updated_at',
      'users.name',
    ])
    .where('ratings.type', '=', type)
    .where('ratings.subject_id', '=', subjectId)
    .where('ratings.hidden_at', 'is', null)
    .where('ratings.feedback', 'is not', null)
    .where('ratings.feedback', '!=', '')
    .orderBy('ratings.verified', 'desc')
    .orderBy('ratings.created_at', 'desc')
    .orderBy('ratings.id', 'desc')
    .limit(REVIEWS_SHOWN)
    .execute();
}
