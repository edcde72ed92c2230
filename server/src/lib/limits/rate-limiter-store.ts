/** One key's counter: hits in the current window and when the window ends (ms since epoch). */
export type RateLimitCounter = { hits: number; resetAt: number };

/**
 * Where counters live. Nothing is kept in process memory, so instances behind a load balancer
 * share their limits: the database (rate_limits, one atomic upsert per hit) by default, Redis
 * (INCR + PEXPIRE in one script) when REDIS_URL is set.
 */
export type RateLimitStore = {
  /** Adds one hit, starting a new window of `decayMs` when there is none or it ended; atomic. */
  hit(key: string, decayMs: number): Promise<RateLimitCounter>;
  /** The key's live counter, or null when it has none or its window ended. */
  get(key: string): Promise<RateLimitCounter | null>;
  /** Takes back one hit of a live window (never below 0): an attempt that turned out fine. */
  release(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  /** Deletes ended windows; answers how many (Redis expires its keys itself: 0). */
  prune(): Promise<number>;
};
