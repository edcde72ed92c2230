import type { Db } from '../../db/index.ts';
import type { User } from '../../db/schema.ts';
import { nowIso } from '../../db/index.ts';
import { precompiled } from '../../db/precompiled.ts';
import type { SessionData, SessionMeta, SessionStore } from './store.ts';

/**
 * Every request with a session cookie reads its row, and a signed-in one its active user: one
 * precompiled query for both (decision 042).
 */
const sessionRow = precompiled(
  (db, key: string) =>
    db
      .selectFrom('sessions')
      .leftJoin('users', (join) => join.onRef('users.id', '=', 'sessions.user_id').on('users.disabled_at', 'is', null))
      .select(['sessions.payload as session_payload', 'sessions.user_id as session_user_id', 'sessions.expires_at as session_expires_at'])
      .selectAll('users')
      .where('sessions.id', '=', key),
  (key) => [key],
);

export function createDatabaseSessionStore(db: Db): SessionStore {
  return {
    async get(key) {
      const [row] = await sessionRow(db, key);
      if (!row || row.session_expires_at <= nowIso()) return null;
      const { session_payload: payload, session_user_id: userId, session_expires_at: expiresAt, ...user } = row;
      const data = JSON.parse(payload) as SessionData;
      // The joined user is the session's only when the row and the payload agree on who that is.
      const joined = data.userId !== undefined && data.userId === userId;
      return {
        data,
        userId,
        expiresAt: Date.parse(expiresAt),
        activeUser: joined ? (user.id === null ? null : (user as User)) : undefined,
      };
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
