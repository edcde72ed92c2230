import type { RatingSummary, RatingType } from '@darsak/common';
import { call } from '@/lib/api-client';

/**
 * The query keys of ratings (decision 069): the public summary per type, shared by every card
 * on a page, and the signed-in student's own ratings, per user and type. A rating submitted (the
 * rating dialog) or moderated (the admin area) invalidates what it changed.
 */
export const ratingKeys = {
  all: ['ratings'] as const,
  summaries: () => [...ratingKeys.all, 'summary'] as const,
  summary: (type: RatingType) => [...ratingKeys.summaries(), type] as const,
  mine: () => [...ratingKeys.all, 'mine'] as const,
  mineOf: (userId: number, type: RatingType) => [...ratingKeys.mine(), userId, type] as const,
};

/**
 * GET /api/ratings/summary?type=<type>: one call per type for all the cards of a page. Not
 * retried: without it the catalogue's own figure stands (RatingSummary).
 */
export const ratingSummariesQuery = (type: RatingType) => ({
  queryKey: ratingKeys.summary(type),
  queryFn: () =>
    call('GET /api/ratings/summary', { query: { type } }).then((list: unknown) => (Array.isArray(list) ? (list as RatingSummary[]) : [])),
  retry: false,
});
