import type { RatingType } from '@darsak/common';
import { call } from '@/lib/api-client';

/** One of the signed-in student's own ratings, as GET /api/ratings/mine?type= answers it. */
export type MyRating = { type: RatingType; subject_id: string; rating: number; feedback: string | null; updated_at: string };

/**
 * The signed-in student's rating of one subject, or null when there is none. A server
 * without the endpoint yet (404) counts as no rating; other failures too, since the dialog
 * still works without the earlier rating.
 */
export async function getMyRating(type: RatingType, subjectId: string | number): Promise<MyRating | null> {
  try {
    const list: unknown = await call('GET /api/ratings/mine', { query: { type } });
    if (!Array.isArray(list)) return null;
    const found = (list as MyRating[]).find((entry) => String(entry?.subject_id) === String(subjectId));
    return found && Number.isInteger(found.rating) ? found : null;
  } catch {
    return null;
  }
}
