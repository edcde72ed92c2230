import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * The newest matches of a user search that many accounts of one period match (decision 087,
 * amended): a block-range index of users.created_at, so that the trigram index's matches are
 * read only in the blocks of accounts newer than a bound (a BitmapAnd; the b-tree of created_at
 * would read every account of the range). Accounts are written in the order they are created,
 * so a range of 16 blocks (about 500 accounts) holds one stretch of time; a new range is
 * summarised as soon as it fills (autosummarize) rather than at the next vacuum. Expand only
 * (decision 082). SQLite searches its one instance's accounts without it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create index if not exists users_created_ranges_index on users using brin (created_at) with (pages_per_range = 16, autosummarize = on)`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_created_ranges_index').ifExists().execute();
}
