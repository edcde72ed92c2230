import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyAttempts } from '../../http/errors.ts';
import { createDatabaseRateLimitStore } from './rate-limiter-database-store.ts';
import { createRedisRateLimitStore } from './rate-limiter-redis-store.ts';
import type { RateLimitStore } from './rate-limiter-store.ts';

export type AttemptResult = {
  allowed: boolean;
  hits: number;
  /** Whole seconds until the window ends (at least 1 while it runs). */
  retryAfter: number;
};

const secondsUntil = (resetAt: number, now = Date.now()) => Math.max(0, Math.ceil((resetAt - now) / 1000));

/**
 * Laravel's RateLimiter: hits per key per window. Keys come from `rateLimitKey`, which hashes
 * the e-mail and IP so the table holds neither.
 */
export class RateLimiter {
  readonly #store: RateLimitStore;

  constructor(store: RateLimitStore) {
    this.#store = store;
  }

  /**
   * Counts this attempt and tells whether it stays within `maxAttempts` per `decaySeconds`.
   * Hit and check are one atomic step, so concurrent requests on several instances cannot
   * slip past the limit together.
   */
  async attempt(key: string, maxAttempts: number, decaySeconds: number): Promise<AttemptResult> {
    const counter = await this.#store.hit(key, decaySeconds * 1000);
    return {
      allowed: counter.hits <= maxAttempts,
      hits: counter.hits,
      retryAfter: Math.max(1, secondsUntil(counter.resetAt)),
    };
  }

  /** Counts one hit (e.g. a failed login); answers the hits in the window. */
  async hit(key: string, decaySeconds: number): Promise<number> {
    return (await this.#store.hit(key, decaySeconds * 1000)).hits;
  }

  /**
   * Gives back one hit counted by `attempt` (e.g. a login that succeeded), so a ceiling that
   * is consumed before the work counts only the failures in the end.
   */
  async release(key: string): Promise<void> {
    await this.#store.release(key);
  }

  async attempts(key: string): Promise<number> {
    return (await this.#store.get(key))?.hits ?? 0;
  }

  async tooMany(key: string, maxAttempts: number): Promise<boolean> {
    return (await this.attempts(key)) >= maxAttempts;
  }

  /** Seconds until the key's window ends; 0 when it has none. */
  async availableIn(key: string): Promise<number> {
    const counter = await this.#store.get(key);
    return counter ? secondsUntil(counter.resetAt) : 0;
  }

  async clear(key: string): Promise<void> {
    await this.#store.clear(key);
  }

  prune(): Promise<number> {
    return this.#store.prune();
  }
}

/** A limiter key: the scope in clear, the identifying parts (e-mail, IP) as a SHA-256. */
export function rateLimitKey(scope: string, ...parts: string[]): string {
  return `${scope}:${createHash('sha256').update(parts.join('|')).digest('hex')}`;
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    limiter: RateLimiter;
  }
}

/** How often ended windows are deleted from the database. */
const PRUNE_INTERVAL_MS = 10 * 60_000;

/** Decorates app.limiter (Redis when app.redis is set, else the database) and prunes ended windows. */
export const rateLimiterPlugin = fp(
  async (app: FastifyInstance) => {
    const store = app.redis ? createRedisRateLimitStore(app.redis) : createDatabaseRateLimitStore(app.db);
    const limiter = new RateLimiter(store);
    app.decorate('limiter', limiter);
    if (app.redis) return;
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        limiter.prune().catch((error: unknown) => app.log.warn({ err: error }, 'pruning rate limits failed'));
      }, PRUNE_INTERVAL_MS).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'rate-limiter' },
);

/**
 * Counts one attempt under `key`; once more than `maxAttempts` were made in `decaySeconds`,
 * throws Laravel's throttle answer: 429 {"message":"Too Many Attempts."} with Retry-After.
 */
export async function enforceRateLimit(limiter: RateLimiter, key: string, maxAttempts: number, decaySeconds: number): Promise<void> {
  const result = await limiter.attempt(key, maxAttempts, decaySeconds);
  if (!result.allowed) throw tooManyAttempts(result.retryAfter);
}
