import type { Kysely } from 'kysely';

/** users.locale: the language of the user's e-mails and, after sign-in, of the SPA (issue 10). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('locale', 'varchar(8)', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('locale').execute();
}
