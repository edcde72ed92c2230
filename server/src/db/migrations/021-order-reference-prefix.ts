import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * The order book searched by a reference's start (decision 087, amended): every reference starts
 * 'DRS-', so a search that starts so ('DRS-7KQ', a whole reference pasted from a chat) is the
 * references that start with it: a b-tree range of lower(reference) (text_pattern_ops, so that
 * LIKE 'q%' uses it whatever the database's collation). The trigram index reads the posting
 * lists of 'drs' and 'rs-', which hold every order. Expand only (decision 082). SQLite searches
 * its one instance's orders without it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create index if not exists orders_reference_prefix_index on orders (lower(reference) text_pattern_ops)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_reference_prefix_index').ifExists().execute();
}
