import type { Db } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import { precompiled } from '../../db/precompiled.ts';
import type { SessionData, SessionMeta, SessionStore } from './store.ts';

/** Every request with a session cookie reads its row: precompiled. */
const sessionRow = precompiled(
  (db, key: string) => db.selectFrom('sessions').select(['payload', 'user_id', 'expires_at']).where('id', '=', key),
  (key) => [key],
);

export function createDatabaseSessionStore(db: Db): SessionStore {
  return {
    async get(key) {
      const [row] = await sessionRow(db, key);
      if (!row || row.expires_at <= nowIso()) return null;
      return { data: JSON.parse(row.payload) as SessionData, userId: row.user_id, expiresAt: Date.parse(row.expires_at) };
    },
    async save(key, data, meta: SessionMeta) {
      const values = {
        payload: JSON.stringify(data),
        user_id: meta.userId,
        ip_address: meta.ip,
        user_agent: meta.userAgent?.slice(0, 500) ?? null,
        expires_at: nowIso(meta.expiresAt),
        updated_at: nowIso(),
      };
      await db
        .insertInto('sessions')
        .values({ id: key, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute();
    },
    async destroy(key) {
      await db.deleteFrom('sessions').where('id', '=', key).execute();
    },
    async destroyForUser(userId, exceptKey) {
      let query = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (exceptKey) query = query.where('id', '!=', exceptKey);
      await query.execute();
    },
    // One idempotent DELETE: instances pruning at the same moment only repeat each other's work.
    async prune() {
      const result = await db.deleteFrom('sessions').where('expires_at', '<=', nowIso()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
