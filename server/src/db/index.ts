import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, PostgresAdapter, PostgresDialect, sql } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import pg from 'pg';
import * as core from './migrations/001-core.ts';
import * as domain from './migrations/002-domain.ts';
import * as ordersAdmin from './migrations/003-orders-admin.ts';
import * as hardeningAuth from './migrations/004-hardening-auth.ts';
import * as userLocale from './migrations/006-user-locale.ts';
import * as performanceIndexes from './migrations/007-performance-indexes.ts';
import * as mailReplyTo from './migrations/008-mail-reply-to.ts';
import * as catalogue from './migrations/009-catalogue.ts';
import * as sessions from './migrations/010-sessions.ts';
import * as moneyDesk from './migrations/011-money-desk.ts';
import * as planItems from './migrations/015-plan-items.ts';
import * as resetCodeRequester from './migrations/012-reset-code-requester.ts';
import * as enrolment from './migrations/013-enrolment.ts';
import * as operations from './migrations/014-operations.ts';
import * as catalogueVersion from './migrations/017-catalogue-version.ts';
import * as tutorPackages from './migrations/018-tutor-packages.ts';
import * as adminSearchIndexes from './migrations/019-admin-search-indexes.ts';
import * as reportTotals from './migrations/020-report-totals.ts';
import * as orderReferencePrefix from './migrations/021-order-reference-prefix.ts';
import * as paidOrderMonths from './migrations/022-paid-order-months.ts';
import * as usersCreatedRanges from './migrations/023-users-created-ranges.ts';
import * as usersSearchSlices from './migrations/024-users-search-slices.ts';
import { buildConcurrentIndexes } from './concurrent-indexes.ts';
import type { Database } from './schema.ts';
import { createSqliteDialect, type AdaptedDatabase } from './sqlite-dialect.ts';

export type Db = Kysely<Database>;

/** Migrations in order; one set for both databases. */
export const migrations: Record<string, Migration> = {
  '001-core': core,
  '002-domain': domain,
  '003-orders-admin': ordersAdmin,
  '004-hardening-auth': hardeningAuth,
  '006-user-locale': userLocale,
  '007-performance-indexes': performanceIndexes,
  '008-mail-reply-to': mailReplyTo,
  '009-catalogue': catalogue,
  '010-sessions': sessions,
  '011-money-desk': moneyDesk,
  '012-reset-code-requester': resetCodeRequester,
  '015-plan-items': planItems,
  '013-enrolment': enrolment,
  '014-operations': operations,
  '017-catalogue-version': catalogueVersion,
  '018-tutor-packages': tutorPackages,
  '019-admin-search-indexes': adminSearchIndexes,
  '020-report-totals': reportTotals,
  '021-order-reference-prefix': orderReferencePrefix,
  '022-paid-order-months': paidOrderMonths,
  '023-users-created-ranges': usersCreatedRanges,
  '024-users-search-slices': usersSearchSlices,
};

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'sqlite'; filename: string };

/** DATABASE_URL: unset -> the default file; postgres:// -> PostgreSQL; file:x or a path -> SQLite. */
export function parseDatabaseUrl(url: string | undefined, defaultFile: string): DatabaseTarget {
  if (!url) return { kind: 'sqlite', filename: defaultFile };
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  if (url.startsWith('file:')) return { kind: 'sqlite', filename: url.slice('file:'.length) || defaultFile };
  if (url.includes('://')) throw new Error(`DATABASE_URL: unsupported scheme in ${url.split('://')[0]}://`);
  return { kind: 'sqlite', filename: url };
}

/** Told about connection errors that no request is waiting for (a database restart). */
export type ConnectionErrorListener = (error: Error) => void;

/**
 * A PostgreSQL pool that rides out a database restart: the server closing idle or checked-out
 * connections emits 'error' on the pool or the client, which, unhandled, would end the process.
 * Those connections are dropped and new ones made on the next query; a query while the database
 * is down fails within connectionTimeoutMillis (and the request answers 503). `session`: a
 * statement each new connection runs before its first query (queued ahead of it on the client);
 * when it fails, so does the query behind it.
 */
export function createPgPool(url: string, onError: ConnectionErrorListener, extra: Partial<pg.PoolConfig> = {}, session?: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000, ...extra });
  pool.on('error', onError);
  pool.on('connect', (client) => {
    // pg-pool listens on idle clients only; a client in use (between two queries of a
    // transaction) needs its own listener. Its query fails on its own.
    client.on('error', onError);
    if (session) client.query(session).catch(() => undefined);
  });
  return pool;
}

/**
 * The back office's connections run no parallel query (decision 087, sixth amendment): their
 * number is what bounds the database's work for admin reads, and workers would go past it, taking
 * cores from the site; their reads are index reads, and starting workers cost 10 ms of a 1 ms one.
 */
const ADMIN_READ_SESSION = 'set max_parallel_workers_per_gather = 0';

/** Set while a back-office read is answered (decision 087): its queries take the admin pool. */
const adminReadScope = new AsyncLocalStorage<true>();

/**
 * Runs `work` (and everything it starts) as a back-office read: on PostgreSQL its queries run on
 * the admin connections, whose statement_timeout stops a pathological search (decision 087).
 */
export const runAsAdminRead = <T>(work: () => T): T => adminReadScope.run(true, work);

/** The options of createDb beyond the target. */
export type DbOptions = {
  /**
   * PostgreSQL: admin reads (runAsAdminRead) get their own connections, at most
   * `adminReadConnections`, each with this statement_timeout (ms). Unset: one pool for all.
   */
  adminReadTimeoutMs?: number;
  adminReadConnections?: number;
};

/**
 * The pool Kysely sees: a connection for an admin read comes from `admin`, every other from
 * `main`. Kysely's driver uses connect(), end(), Client and options (to cancel a query).
 */
function routedPool(main: pg.Pool, admin: pg.Pool): pg.Pool {
  return {
    connect: () => (adminReadScope.getStore() ? admin.connect() : main.connect()),
    end: async () => {
      await Promise.all([main.end(), admin.end()]);
    },
    Client: (main as pg.Pool & { Client: unknown }).Client,
    options: main.options,
  } as unknown as pg.Pool;
}

export function createDb(target: DatabaseTarget, onError: ConnectionErrorListener = () => {}, options: DbOptions = {}): Db {
  if (target.kind === 'postgres') {
    const pool = createPgPool(target.url, onError);
    const admin = options.adminReadTimeoutMs
      ? createPgPool(
          target.url,
          onError,
          { max: options.adminReadConnections ?? 2, statement_timeout: options.adminReadTimeoutMs },
          ADMIN_READ_SESSION,
        )
      : undefined;
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: admin ? routedPool(pool, admin) : pool }) });
    pools.set(db, pool);
    return db;
  }
  if (target.filename !== ':memory:') mkdirSync(dirname(target.filename), { recursive: true });
  let connection: AdaptedDatabase | undefined;
  const db = new Kysely<Database>({ dialect: createSqliteDialect(target.filename, (opened) => (connection = opened)) });
  directReaders.set(db, (sql, parameters) => connection?.readNow(sql, parameters));
  return db;
}

const pools = new WeakMap<Db, pg.Pool>();

/** The PostgreSQL pool behind `db` (metrics: connections in use, idle, waited for); undefined on SQLite. */
export const poolOf = (db: Db): pg.Pool | undefined => pools.get(db);

const directReaders = new WeakMap<Db, AdaptedDatabase['readNow']>();

/**
 * The embedded database's synchronous read for `db` (undefined on PostgreSQL): a hot read
 * without Kysely's connection queue and its promise hops (decision 042). Answers undefined while
 * a transaction is open, and before the connection is; then go through Kysely.
 */
export const directReader = (db: Db): AdaptedDatabase['readNow'] | undefined => directReaders.get(db);

export async function migrate(db: Db): Promise<void> {
  // On PostgreSQL keep Kysely's bookkeeping tables in the connection's own schema; otherwise the
  // Migrator may find another schema's tables on the search path (several apps, or test schemas).
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Branches hold numbers assigned ahead (004-007) and land in any order: a database that ran
    // 007 before 005 existed must still take 005, not refuse to start.
    allowUnorderedMigrations: true,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  await buildConcurrentIndexes(db);
}

/** Current time as stored in the database (decision 003). */
export const nowIso = (ms = Date.now()) => new Date(ms).toISOString();
