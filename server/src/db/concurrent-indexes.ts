import { sql } from 'kysely';
import type { Db } from './index.ts';
import { isPostgres } from './migrations/helpers.ts';

/**
 * Indexes of big tables that the migrations do not build (decision 087, sixth amendment): a
 * migration runs in a transaction, and CREATE INDEX there holds off every write to the table
 * until it is built (2 min 40 s for users_search_slices_index at a million accounts: no one could
 * sign up meanwhile, on any instance). After the migrations, each is built CONCURRENTLY: writes go
 * on, and a start waits for it once. The function an index calls is a migration's (024).
 * PostgreSQL only.
 */
const CONCURRENT_INDEXES: Array<{ name: string; table: string; definition: string }> = [
  { name: 'users_search_slices_index', table: 'users', definition: 'using gin (user_search_slices(created_at, email, name))' },
];

/**
 * A table smaller than this (bytes) is indexed the plain way: milliseconds of a lock, where
 * CONCURRENTLY waits for every older transaction of the database to end, twice (a new install, and
 * each test's schema, beside the others').
 */
const CONCURRENTLY_FROM_BYTES = 16 * 1024 * 1024;

/**
 * Builds each missing index, or one a failed build left invalid, one instance at a time: the
 * others poll for the lock (a statement waiting on it would be a transaction the build waits for
 * to end: a deadlock), then find the index built.
 */
export async function buildConcurrentIndexes(db: Db, { concurrentlyFrom = CONCURRENTLY_FROM_BYTES } = {}): Promise<void> {
  if (!isPostgres(db as never)) return;
  await db.connection().execute(async (connection) => {
    for (const { name, table, definition } of CONCURRENT_INDEXES) {
      const lock = sql`hashtext(current_schema() || '.' || ${name})`;
      const valid = async () =>
        (
          await sql<{ valid: boolean }>`
            select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
            where c.relname = ${name} and c.relnamespace = (select oid from pg_namespace where nspname = current_schema())`.execute(
            connection,
          )
        ).rows[0]?.valid;
      for (;;) {
        if ((await valid()) === true) break;
        const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${lock}) as locked`.execute(connection);
        if (!rows[0]!.locked) {
          await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
          continue;
        }
        try {
          const state = await valid();
          if (state === true) break;
          if (state === false) await sql`drop index concurrently ${sql.id(name)}`.execute(connection);
          const { rows: size } = await sql<{ bytes: string }>`select pg_relation_size(${table}::regclass) as bytes`.execute(connection);
          const how = Number(size[0]!.bytes) >= concurrentlyFrom ? 'concurrently' : '';
          await sql.raw(`create index ${how} ${name} on ${table} ${definition}`).execute(connection);
        } finally {
          await sql`select pg_advisory_unlock(${lock})`.execute(connection);
        }
      }
    }
  });
}

const LOCK_POLL_MS = 200;
