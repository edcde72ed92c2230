import { describe, expect, it } from 'vitest';
import { CATALOGUE_PRIOR_WEIGHT, combineRating } from './combine-rating';

describe('combineRating', () => {
  it('is the catalogue figure alone before any student rates', () => {
    expect(combineRating(4.6)).toEqual({ value: 4.6, count: 0, verifiedCount: 0 });
    expect(combineRating(4.6, { average: 0, count: 0 })).toEqual({ value: 4.6, count: 0, verifiedCount: 0 });
  });

  it('weighs the catalogue figure as ten ratings, so one rating moves it a little', () => {
    expect(CATALOGUE_PRIOR_WEIGHT).toBe(10);
    // (4.6 * 10 + 5) / 11 = 4.636...
    expect(combineRating(4.6, { average: 5, count: 1 })).toEqual({ value: 4.6, count: 1, verifiedCount: 0 });
    // (4.6 * 10 + 1) / 11 = 4.27
    expect(combineRating(4.6, { average: 1, count: 1 }).value).toBe(4.3);
  });

  it("lets many students' ratings outweigh the catalogue", () => {
    expect(combineRating(4.8, { average: 3, count: 90 }).value).toBe(3.2);
  });

  it('clamps to 0..5 and ignores nonsense', () => {
    expect(combineRating(7).value).toBe(5);
    expect(combineRating(Number.NaN, { average: 4, count: 10 }).value).toBe(2);
    expect(combineRating(4, { average: 99, count: -3 })).toEqual({ value: 4, count: 0, verifiedCount: 0 });
  });

  it('carries the verified count, never above the count', () => {
    expect(combineRating(4.5, { average: 5, count: 3, verified_count: 2 }).verifiedCount).toBe(2);
    expect(combineRating(4.5, { average: 5, count: 3, verified_count: 9 }).verifiedCount).toBe(3);
    expect(combineRating(4.5, { average: 5, count: 3 }).verifiedCount).toBe(0);
  });
});
