import type { RatingType } from '@darsak/common';
import { ratingKeys } from '@/components/rating-summary/rating-queries';
import { call } from '@/lib/api-client';

/** One of the signed-in student's own ratings, as GET /api/ratings/mine?type= answers it. */
export type MyRating = { type: RatingType; subject_id: string; rating: number; feedback: string | null; updated_at: string };

/**
 * GET /api/ratings/mine?type=: the signed-in student's ratings of one type, cached per user and
 * type. Not retried: the dialog works without the earlier rating (a server without the endpoint
 * answers 404, which counts as none).
 */
export const myRatingsQuery = (userId: number, type: RatingType) => ({
  queryKey: ratingKeys.mineOf(userId, type),
  queryFn: () =>
    call('GET /api/ratings/mine', { query: { type } }).then((list: unknown) => (Array.isArray(list) ? (list as MyRating[]) : [])),
  retry: false,
});

/** The student's rating of one subject in their list, or null when there is none. */
export function myRatingOf(list: readonly MyRating[] | undefined, subjectId: string | number): MyRating | null {
  const found = list?.find((entry) => String(entry?.subject_id) === String(subjectId));
  return found && Number.isInteger(found.rating) ? found : null;
}
