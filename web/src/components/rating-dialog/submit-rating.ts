import type { RatingType } from '@darsak/common';
import { call } from '@/lib/api-client';

export type RatingSubmission = {
  type: RatingType;
  subject_id: string | number;
  rating: number;
  feedback: string | null;
};

/** POST /api/ratings, after fetching the CSRF cookie (SPEC section 7). */
export function submitRating(submission: RatingSubmission): Promise<unknown> {
  return call('POST /api/ratings', { body: submission }, { csrf: true });
}
