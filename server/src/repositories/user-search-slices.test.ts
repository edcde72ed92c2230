import { describe, expect, it } from 'vitest';
import { sampleOf } from './search-fragments.ts';
import { rarestTrigram, slicesAfter, sliceTokens } from './user-search-slices.ts';

describe("the slices after a bound's day", () => {
  it('are the days after it to the end of its month, then each month through the one after now', () => {
    expect(slicesAfter('2026-01-28T21:38:22.702Z', '2026-03-10T08:00:00.000Z')).toEqual({
      slices: ['2026-01-29', '2026-01-30', '2026-01-31', '2026-02', '2026-03', '2026-04'],
      dayEnd: '2026-01-29T00:00:00.000Z',
    });
  });

  it('count February and leap years, and cross the year', () => {
    expect(slicesAfter('2024-02-28T00:00:00.000Z', '2024-02-28T00:00:00.000Z').slices).toEqual(['2024-02-29', '2024-03']);
    expect(slicesAfter('2025-02-28T00:00:00.000Z', '2025-02-28T00:00:00.000Z')).toEqual({
      slices: ['2025-03'],
      dayEnd: '2025-03-01T00:00:00.000Z',
    });
    expect(slicesAfter('2025-12-31T23:59:59.999Z', '2026-01-02T00:00:00.000Z')).toEqual({
      slices: ['2026-01', '2026-02'],
      dayEnd: '2026-01-01T00:00:00.000Z',
    });
  });

  it('make one token per slice, as user_search_slices() writes them', () => {
    expect(sliceTokens(['2026-01-31', '2026-02'], 'e', 'ude')).toEqual(['2026-01-31 eude', '2026-02 eude']);
  });
});

describe('the rarest three characters of a part', () => {
  // Newest first: the 3 newest hold '77-' only once among them, 'nt7' three times.
  const sample = sampleOf(['student78-1', 'student77-2', 'student79-3', 'student77-4', 'student77-5']);

  it('are those the fewest of the newest sampled texts hold', () => {
    expect(rarestTrigram(sample, 'nt77-', 3)).toBe('t77');
    // Over the whole sample, '77-' and 't77' tie: the first found wins.
    expect(rarestTrigram(sample, 'nt77-', 5)).toBe('t77');
    // Unsampled characters are the rarest of all.
    expect(rarestTrigram(sample, 'udent99', 5)).toBe('nt9');
  });

  it('are counted by character, as PostgreSQL counts them, and are none in a shorter part', () => {
    expect(rarestTrigram(sampleOf([]), 'a😀b', 0)).toBe('a😀b');
    expect(rarestTrigram(sample, '😀b', 5)).toBeUndefined();
  });
});
