import type { Kysely } from 'kysely';

/**
 * Indexes the hot queries need at a country's scale (issue 9; the EXPLAIN test asserts them):
 * - the admin orders list, newest first, with and without a status filter;
 * - the admin users list, newest first;
 * - the mail outbox by recipient (account deletion removes a user's queued mail).
 * The others (session by id, user by id/e-mail, rating upsert, orders of a user, order by
 * reference, summaries from rating_aggregates) are served by keys created with their tables.
 */
const INDEXES: Array<{ name: string; table: string; columns: string[] }> = [
  { name: 'orders_status_created_index', table: 'orders', columns: ['status', 'created_at', 'id'] },
  { name: 'orders_created_index', table: 'orders', columns: ['created_at', 'id'] },
  { name: 'users_created_index', table: 'users', columns: ['created_at', 'id'] },
  { name: 'mail_outbox_recipient_index', table: 'mail_outbox', columns: ['recipient'] },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES.toReversed()) await db.schema.dropIndex(index.name).execute();
}
