import type { Kysely } from 'kysely';
import { withIdColumn } from './helpers.ts';

/**
 * Reset codes: several live codes per e-mail (at most 3, decision 018) instead of one that each
 * new request replaced. Wrong tries are counted by the rate limiter per e-mail and address, so
 * the per-code attempts column goes. Codes live 10 minutes, so the old table is dropped, not copied.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_reset_codes').execute();
  await withIdColumn(db, db.schema.createTable('password_reset_codes'))
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_reset_codes_email_index').on('password_reset_codes').column('email').execute();
  await db.schema.createIndex('password_reset_codes_expires_at_index').on('password_reset_codes').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_reset_codes').execute();
  await db.schema
    .createTable('password_reset_codes')
    .addColumn('email', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}
