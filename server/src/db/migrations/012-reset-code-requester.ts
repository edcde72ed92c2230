import type { Kysely } from 'kysely';

/**
 * Reset codes belong to the browser that asked for them (decision 073): `requester` is the
 * SHA-256 of a random value kept in that browser's session, and verify-code looks only at the
 * codes of its own session. Codes live 10 minutes, so the ones in flight are dropped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.deleteFrom('password_reset_codes' as never).execute();
  await db.schema
    .alterTable('password_reset_codes')
    .addColumn('requester', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.deleteFrom('password_reset_codes' as never).execute();
  await db.schema.alterTable('password_reset_codes').dropColumn('requester').execute();
}
