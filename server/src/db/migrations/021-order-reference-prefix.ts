import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * The order book searched by a reference's start (decision 087, amended): every reference is
 * upper-case and starts 'DRS-', so a search that starts so ('drs-7kq', a whole reference pasted
 * from a chat) is the references that start with it upper-cased: a b-tree range of reference
 * itself (text_pattern_ops, so that LIKE 'Q%' uses it whatever the database's collation). Not of
 * lower(reference): the planner then took the trigram index of that expression for the same
 * LIKE, which reads the posting lists of 'drs' and 'rs-', every order. Expand only (decision
 * 082). SQLite searches its one instance's orders without it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create index if not exists orders_reference_start_index on orders (reference text_pattern_ops)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_reference_start_index').ifExists().execute();
}
