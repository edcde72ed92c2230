import type { Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * Issue 23 (decisions 080-082).
 * - `stored_files`: pictures and CVs kept in the database, so that every instance on one
 *   PostgreSQL reads what another wrote (the store used with PostgreSQL and no STORAGE_URL).
 * - `job_runs`: each scheduled job's last run, its result and its error (the System screen).
 * Expand only: new tables, nothing an older instance reads is changed (decision 082).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('stored_files')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('content', pg ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('job_runs')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('started_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .addColumn('ok', 'integer')
    .addColumn('result', 'text')
    .addColumn('error', 'text')
    .addColumn('instance', 'varchar(128)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_runs').ifExists().execute();
  await db.schema.dropTable('stored_files').ifExists().execute();
}
