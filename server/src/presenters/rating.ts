import type { OwnRating, SubmittedRating } from '@darsak/common';
import type { RatingRow } from '../repositories/ratings.ts';

/** A rating as the API returns it: no user id, nothing else from the row. */
export const presentRating = (row: RatingRow): SubmittedRating => ({
  id: Number(row.id),
  type: row.type,
  subject_id: row.subject_id,
  rating: row.rating,
  feedback: row.feedback,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** GET /api/ratings/mine: what the rating dialog needs to show the user's own rating. */
export const presentOwnRating = (row: RatingRow): OwnRating => ({
  type: row.type,
  subject_id: row.subject_id,
  rating: row.rating,
  feedback: row.feedback,
  updated_at: row.updated_at,
});
