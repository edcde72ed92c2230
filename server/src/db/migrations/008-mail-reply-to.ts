import type { Kysely } from 'kysely';

/**
 * mail_outbox.reply_to: the address an answer goes to (the contact form's sender), sent as the
 * Reply-To header; null for the app's own mail. 254 characters is the longest valid address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('reply_to', 'varchar(254)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('reply_to').execute();
}
