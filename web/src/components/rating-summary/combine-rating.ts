import { RATING_MAX } from '@darsak/common';

/**
 * How much the catalogue's own figure weighs, counted as this many ratings (decision 024): one
 * student's rating moves a 4.6 course by at most about 0.3, and with many ratings the students'
 * average takes over.
 */
export const CATALOGUE_PRIOR_WEIGHT = 10;

export type CombinedRating = {
  /** The one figure shown, 0..5 with one decimal. */
  value: number;
  /** How many student ratings it includes (the catalogue figure is not counted). */
  count: number;
  /** How many of those come from students with a paid order for the subject. */
  verifiedCount: number;
};

const clamp = (value: number) => (Number.isFinite(value) ? Math.min(RATING_MAX, Math.max(0, value)) : 0);
const wholeCount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/**
 * A Bayesian average: the catalogue's figure stands for CATALOGUE_PRIOR_WEIGHT ratings of that
 * value, and the students' ratings are added to it.
 */
export function combineRating(
  catalogue: number,
  students?: { average: number; count: number; verified_count?: number } | null,
): CombinedRating {
  const prior = clamp(catalogue);
  const count = wholeCount(students?.count);
  const average = clamp(Number(students?.average));
  const value = count === 0 ? prior : (prior * CATALOGUE_PRIOR_WEIGHT + average * count) / (CATALOGUE_PRIOR_WEIGHT + count);
  return {
    value: Math.round(value * 10) / 10,
    count,
    verifiedCount: Math.min(count, wholeCount(students?.verified_count)),
  };
}
