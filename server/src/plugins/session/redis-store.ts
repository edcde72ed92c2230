import type { Redis } from 'ioredis';
import type { SessionData, SessionStore, StoredSession } from './store.ts';

const sessionKey = (key: string) => `session:${key}`;
const userKey = (userId: number) => `user-sessions:${userId}`;

/** Sessions in Redis, so several app instances behind a load balancer share them. */
export function createRedisSessionStore(redis: Redis): SessionStore {
  return {
    async get(key) {
      const raw = await redis.get(sessionKey(key));
      if (!raw) return null;
      const stored = JSON.parse(raw) as Omit<StoredSession, 'expiresAt'> & { expiresAt?: number };
      if (stored.expiresAt === undefined) return { ...stored, expiresAt: 0 }; // saved before expiresAt was kept: slide it now
      // The key's TTL is only as exact as Redis's expiry and the saving instance's clock: the
      // session ends at its expiresAt all the same, as the database store's does.
      return stored.expiresAt > Date.now() ? (stored as StoredSession) : null;
    },
    async save(key, data: SessionData, meta) {
      const ttl = Math.max(1, meta.expiresAt - Date.now());
      const multi = redis.multi().set(sessionKey(key), JSON.stringify({ data, userId: meta.userId, expiresAt: meta.expiresAt }), 'PX', ttl);
      if (meta.userId !== null) multi.sadd(userKey(meta.userId), key).pexpire(userKey(meta.userId), ttl);
      await multi.exec();
    },
    async destroy(key) {
      await redis.del(sessionKey(key));
    },
    async destroyForUser(userId, exceptKey) {
      const keys = (await redis.smembers(userKey(userId))).filter((k) => k !== exceptKey);
      const multi = redis.multi();
      for (const k of keys) multi.del(sessionKey(k)).srem(userKey(userId), k);
      await multi.exec();
    },
    async prune() {
      return 0; // Redis expires session keys by their TTL
    },
  };
}
