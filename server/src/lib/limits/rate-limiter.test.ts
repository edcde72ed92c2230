import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, usingRedis, type TestServer } from '../../../test/helpers/app.ts';
import { nowIso } from '../../db/index.ts';
import { RateLimiter, rateLimitKey } from './rate-limiter.ts';
import { createDatabaseRateLimitStore } from './rate-limiter-database-store.ts';
import { createRedisRateLimitStore } from './rate-limiter-redis-store.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let sequence = 0;
const freshKey = () => rateLimitKey('test', `key-${++sequence}-${Math.random()}`);

/** The store this run uses (Redis with TEST_REDIS_URL, else the database), and the database one always. */
const stores = () => {
  const list: Array<[string, () => RateLimiter]> = [['database', () => new RateLimiter(createDatabaseRateLimitStore(server.app.db))]];
  if (usingRedis()) list.push(['redis', () => new RateLimiter(createRedisRateLimitStore(server.app.redis!))]);
  return list;
};

describe.each(stores())('RateLimiter over the %s store', (_name, make) => {
  it('allows maxAttempts per window, then refuses with the seconds left', async () => {
    const limiter = make();
    const key = freshKey();
    for (let i = 1; i <= 3; i += 1) {
      const result = await limiter.attempt(key, 3, 60);
      expect(result).toMatchObject({ allowed: true, hits: i });
    }
    const blocked = await limiter.attempt(key, 3, 60);
    expect(blocked.allowed).toBe(false);
    expect(blocked.retryAfter).toBeGreaterThan(55);
    expect(blocked.retryAfter).toBeLessThanOrEqual(60);
  });

  it('tells attempts, tooMany and availableIn, and clear forgets the key', async () => {
    const limiter = make();
    const key = freshKey();
    expect(await limiter.attempts(key)).toBe(0);
    expect(await limiter.availableIn(key)).toBe(0);
    expect(await limiter.tooMany(key, 2)).toBe(false);
    await limiter.hit(key, 30);
    await limiter.hit(key, 30);
    expect(await limiter.attempts(key)).toBe(2);
    expect(await limiter.tooMany(key, 2)).toBe(true);
    expect(await limiter.availableIn(key)).toBeGreaterThan(25);
    await limiter.clear(key);
    expect(await limiter.attempts(key)).toBe(0);
    expect(await limiter.tooMany(key, 2)).toBe(false);
  });

  it('starts a new window once the old one ended', async () => {
    const limiter = make();
    const key = freshKey();
    await limiter.attempt(key, 1, 1);
    expect((await limiter.attempt(key, 1, 1)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await limiter.attempts(key)).toBe(0);
    expect(await limiter.attempt(key, 1, 1)).toMatchObject({ allowed: true, hits: 1 });
  });

  it('does not extend the window while refusing', async () => {
    const limiter = make();
    const key = freshKey();
    const first = await limiter.attempt(key, 1, 2);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const refused = await limiter.attempt(key, 1, 2);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBeLessThanOrEqual(first.retryAfter - 1);
  });

  it('counts concurrent attempts exactly: 20 at once with a limit of 5 let 5 through', async () => {
    const limiter = make();
    const key = freshKey();
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.attempt(key, 5, 60)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('releases one hit of a live window, never below 0, and keeps the window', async () => {
    const limiter = make();
    const key = freshKey();
    await limiter.release(key);
    expect(await limiter.attempts(key)).toBe(0);
    await limiter.attempt(key, 2, 60);
    await limiter.attempt(key, 2, 60);
    await limiter.release(key);
    expect(await limiter.attempts(key)).toBe(1);
    expect(await limiter.availableIn(key)).toBeGreaterThan(55);
    await limiter.release(key);
    await limiter.release(key);
    expect(await limiter.attempts(key)).toBe(0);
    expect((await limiter.attempt(key, 2, 60)).hits).toBe(1);
  });

  it('shares counters between two limiters on the same store (two instances)', async () => {
    const a = make();
    const b = make();
    const key = freshKey();
    await a.attempt(key, 3, 60);
    await b.attempt(key, 3, 60);
    await a.attempt(key, 3, 60);
    expect((await b.attempt(key, 3, 60)).allowed).toBe(false);
  });
});

describe('the database store', () => {
  it('prunes ended windows and keeps running ones', async () => {
    const limiter = new RateLimiter(createDatabaseRateLimitStore(server.app.db));
    const ended = freshKey();
    const running = freshKey();
    await limiter.hit(ended, 60);
    await limiter.hit(running, 60);
    await server.app.db
      .updateTable('rate_limits')
      .set({ reset_at: nowIso(Date.now() - 1000) })
      .where('key', '=', ended)
      .execute();
    expect(await limiter.prune()).toBeGreaterThanOrEqual(1);
    const keys = (await server.app.db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key);
    expect(keys).not.toContain(ended);
    expect(keys).toContain(running);
  });
});

describe.runIf(usingRedis())('the Redis store', () => {
  it('keeps counters under the app prefix with a TTL, nothing in memory', async () => {
    const limiter = new RateLimiter(createRedisRateLimitStore(server.app.redis!));
    const key = freshKey();
    await limiter.hit(key, 60);
    const prefix = server.config.redisKeyPrefix;
    // A client without the prefix sees the full key.
    const { Redis } = await import('ioredis');
    const raw = new Redis(process.env.TEST_REDIS_URL!);
    try {
      expect(await raw.get(`${prefix}rate-limit:${key}`)).toBe('1');
      const ttl = await raw.pttl(`${prefix}rate-limit:${key}`);
      expect(ttl).toBeGreaterThan(50_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      await raw.quit();
    }
  });
});

describe('rateLimitKey', () => {
  it('keeps the scope readable and hashes the e-mail and IP', () => {
    const key = rateLimitKey('login', 'rana@example.com', '203.0.113.9');
    expect(key).toMatch(/^login:[0-9a-f]{64}$/);
    expect(key).not.toContain('rana');
    expect(rateLimitKey('login', 'rana@example.com', '203.0.113.9')).toBe(key);
    expect(rateLimitKey('login', 'rana@example.com', '203.0.113.10')).not.toBe(key);
  });
});
