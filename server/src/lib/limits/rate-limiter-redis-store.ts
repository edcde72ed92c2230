import type { Redis } from 'ioredis';
import type { RateLimitStore } from './rate-limiter-store.ts';

const redisKey = (key: string) => `rate-limit:${key}`;

/**
 * INCR, and PEXPIRE when the key is new (or somehow lost its TTL), in one Lua script: atomic,
 * so a crash between the two cannot leave a counter that never expires. Answers {hits, pttl}.
 */
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if hits == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {hits, ttl}
`;

/** DECR only an existing counter above 0 (a DECR on a missing key would create one without TTL). */
const RELEASE_SCRIPT = `
local hits = tonumber(redis.call('GET', KEYS[1]) or '0')
if hits > 0 then redis.call('DECR', KEYS[1]) end
return hits
`;

/** Counters in Redis (keys get the client's prefix); Redis expires each window by its TTL. */
export function createRedisRateLimitStore(redis: Redis): RateLimitStore {
  return {
    async hit(key, decayMs) {
      const [hits, ttl] = (await redis.eval(HIT_SCRIPT, 1, redisKey(key), String(decayMs))) as [number, number];
      return { hits: Number(hits), resetAt: Date.now() + Number(ttl) };
    },
    async get(key) {
      const result = await redis.multi().get(redisKey(key)).pttl(redisKey(key)).exec();
      const hits = result?.[0]?.[1];
      const ttl = Number(result?.[1]?.[1] ?? -2);
      if (hits === null || hits === undefined || ttl <= 0) return null;
      return { hits: Number(hits), resetAt: Date.now() + ttl };
    },
    async release(key) {
      await redis.eval(RELEASE_SCRIPT, 1, redisKey(key));
    },
    async clear(key) {
      await redis.del(redisKey(key));
    },
    async prune() {
      return 0;
    },
  };
}
