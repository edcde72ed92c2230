import type { RatingType } from './constants.ts';

/** One subject's aggregate as GET /api/ratings/summary?type=... returns it. */
export type RatingSummary = { type: RatingType; subject_id: string; average: number; count: number };
