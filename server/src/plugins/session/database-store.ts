import type { Db } from '../../db/index.ts';
import type { User } from '../../db/schema.ts';
import { nowIso } from '../../db/index.ts';
import { precompiled } from '../../db/precompiled.ts';
import { boundedMemo } from '../../lib/http/bounded-memo.ts';
import type { SessionData, SessionMeta, SessionStore, StoredSession } from './store.ts';

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

/** The joined user's columns (null when the join found no active user), picked one by one: no rest copy per request. */
function userOf(row: { [K in keyof User]: User[K] | null }): User | null {
  if (row.id === null) return null;
  return {
    id: row.id,
    name: row.name!,
    email: row.email!,
    email_verified_at: row.email_verified_at,
    password: row.password!,
    image_path: row.image_path,
    role: row.role!,
    disabled_at: row.disabled_at,
    locale: row.locale!,
    created_at: row.created_at!,
    updated_at: row.updated_at!,
  };
}

type SessionRow = Awaited<ReturnType<typeof sessionRow>>[number];

/**
 * A stored payload's data, parsed once per distinct text (pure functions of the text, so they may
 * be remembered; the row itself is still read on every request). Frozen: shared between requests,
 * it is copied by the Session that changes it. The parse was a fifth of a signed-in read's own
 * work beyond the SQLite statement.
 */
const parsePayload = boundedMemo((text) => Object.freeze(JSON.parse(text) as SessionData), { entries: 1024, maxKeyLength: 4096 });
const parseInstant = boundedMemo((text) => Date.parse(text), { entries: 1024, maxKeyLength: 64 });

/** The stored session a row holds (null: none, or expired). */
function storedSession(row: SessionRow | undefined): StoredSession | null {
  if (!row) return null;
  // Stored as ISO strings (decision 003): parsed once, compared with the clock (no Date and string per read).
  const expiresAt = parseInstant(row.session_expires_at);
  if (!(expiresAt > Date.now())) return null;
  const data = parsePayload(row.session_payload);
  const userId = row.session_user_id;
  // The joined user is the session's only when the row and the payload agree on who that is.
  const joined = data.userId !== undefined && data.userId === userId;
  return { data, userId, expiresAt, activeUser: joined ? userOf(row) : undefined };
}

export function createDatabaseSessionStore(db: Db): SessionStore {
  return {
    async get(key) {
      const [row] = await sessionRow(db, key);
      return storedSession(row);
    },
    // On SQLite outside a transaction the same read, synchronously (decision 054).
    getNow(key) {
      const rows = sessionRow.now(db, key);
      return rows ? storedSession(rows[0]) : undefined;
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
