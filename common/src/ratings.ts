import type { RatingType } from './constants.ts';

// Plain values live here, not beside the zod schemas (schemas/ratings.ts): a screen that needs
// only a constant must not pull the schemas, and zod with them, into its chunk (the first screen).

/** The subject id of a platform rating (type 'product'): the platform is one subject. */
export const PLATFORM_RATING_SUBJECT_ID = 'platform';
export const RATING_SUBJECT_ID_MAX_LENGTH = 64;

/**
 * One subject's aggregate as GET /api/ratings/summary?type=... returns it: visible ratings only
 * (hidden ones are left out); verified_count of them come from buyers of the course (decision 014).
 */
export type RatingSummary = { type: RatingType; subject_id: string; average: number; count: number; verified_count: number };
