import type { RatingSummary, RatingType } from '@darsak/common';
import { call } from '@/lib/api-client';

/**
 * GET /api/ratings/summary?type=<type>, fetched once per type and shared by every card on
 * the page (a module-level promise per type). refreshRatingSummaries drops the cached
 * answer and tells mounted summaries to fetch again, e.g. after a rating is submitted.
 */
const cache = new Map<RatingType, Promise<RatingSummary[]>>();
const versions = new Map<RatingType, number>();
const listeners = new Set<() => void>();

export function getRatingSummaries(type: RatingType): Promise<RatingSummary[]> {
  let pending = cache.get(type);
  if (!pending) {
    pending = call('GET /api/ratings/summary', { query: { type } }).then((list: unknown) => (Array.isArray(list) ? (list as RatingSummary[]) : []));
    // A failed answer stays cached (cards show nothing) until the next refresh.
    pending.catch(() => {});
    cache.set(type, pending);
  }
  return pending;
}

export function refreshRatingSummaries(type: RatingType): void {
  cache.delete(type);
  versions.set(type, (versions.get(type) ?? 0) + 1);
  for (const listener of listeners) listener();
}

export function subscribeRatingSummaries(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function ratingSummariesVersion(type: RatingType): number {
  return versions.get(type) ?? 0;
}

/** Test helper: forget every cached answer. */
export function clearRatingSummaries(): void {
  cache.clear();
  versions.clear();
}
