import type { Kysely } from 'kysely';

/**
 * One row that names the public catalogue's version (decision 074): every write to courses,
 * categories or tutors adds one, and each instance reads it every second to drop its cached public
 * answers and pages when another instance wrote. A new table only: an instance of the previous
 * release never reads it (decision 071, migrations only add).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('changed_at', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db
    .insertInto('catalogue_version' as never)
    .values({ id: 1, version: 0, changed_at: new Date().toISOString() } as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('catalogue_version').execute();
}
