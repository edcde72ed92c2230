import type { Db } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import type { RateLimitStore } from './rate-limiter-store.ts';

/**
 * Counters in the rate_limits table. A hit is one INSERT ... ON CONFLICT DO UPDATE ...
 * RETURNING (PostgreSQL and SQLite alike), so concurrent hits from several instances each
 * count exactly once and a window that ended restarts at 1.
 */
export function createDatabaseRateLimitStore(db: Db): RateLimitStore {
  return {
    async hit(key, decayMs) {
      const now = Date.now();
      const nowText = nowIso(now);
      const row = await db
        .insertInto('rate_limits')
        .values({ key, hits: 1, reset_at: nowIso(now + decayMs) })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => ({
            hits: eb
              .case()
              .when('rate_limits.reset_at', '<=', nowText)
              .then(eb.lit(1))
              .else(eb('rate_limits.hits', '+', eb.lit(1)))
              .end(),
            reset_at: eb
              .case()
              .when('rate_limits.reset_at', '<=', nowText)
              .then(eb.ref('excluded.reset_at'))
              .else(eb.ref('rate_limits.reset_at'))
              .end(),
          })),
        )
        .returning(['hits', 'reset_at'])
        .executeTakeFirstOrThrow();
      return { hits: Number(row.hits), resetAt: Date.parse(row.reset_at) };
    },
    async get(key) {
      const row = await db
        .selectFrom('rate_limits')
        .select(['hits', 'reset_at'])
        .where('key', '=', key)
        .where('reset_at', '>', nowIso())
        .executeTakeFirst();
      return row ? { hits: Number(row.hits), resetAt: Date.parse(row.reset_at) } : null;
    },
    async release(key) {
      await db
        .updateTable('rate_limits')
        .set((eb) => ({ hits: eb('hits', '-', 1) }))
        .where('key', '=', key)
        .where('hits', '>', 0)
        .where('reset_at', '>', nowIso())
        .execute();
    },
    async clear(key) {
      await db.deleteFrom('rate_limits').where('key', '=', key).execute();
    },
    async prune() {
      const result = await db.deleteFrom('rate_limits').where('reset_at', '<=', nowIso()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
