import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, PostgresAdapter, PostgresDialect, sql } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import pg from 'pg';
import * as core from './migrations/001-core.ts';
import * as domain from './migrations/002-domain.ts';
import * as userLocale from './migrations/006-user-locale.ts';
import type { Database } from './schema.ts';
import { createSqliteDialect } from './sqlite-dialect.ts';

export type Db = Kysely<Database>;

/** Migrations in order; one set for both databases. */
const migrations: Record<string, Migration> = {
  '001-core': core,
  '002-domain': domain,
  '006-user-locale': userLocale,
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

export function createDb(target: DatabaseTarget): Db {
  if (target.kind === 'postgres') {
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: target.url, max: 10 }) }),
    });
  }
  if (target.filename !== ':memory:') mkdirSync(dirname(target.filename), { recursive: true });
  return new Kysely<Database>({ dialect: createSqliteDialect(target.filename) });
}

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
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** Current time as stored in the database (decision 003). */
export const nowIso = (ms = Date.now()) => new Date(ms).toISOString();
