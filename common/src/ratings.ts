import type { RatingType } from './constants.ts';

/**
 * One subject's aggregate as GET /api/ratings/summary?type=... returns it: visible ratings only
 * (hidden ones are left out); verified_count of them come from buyers of the course (decision 014).
 */
export type RatingSummary = { type: RatingType; subject_id: string; average: number; count: number; verified_count: number };
