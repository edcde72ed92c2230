import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * The newest matches of a user search that many accounts of one period match (decision 087, sixth
 * amendment), on PostgreSQL: the function of an index of each account's trigrams by the day and
 * by the month it was created, so that the search reads the accounts of the days and months since
 * a bound that hold one trigram of its text, not the trigram index's list of every account holding
 * it (10 ms for the 111,111 accounts of `udent1`, all in one season).
 *
 * user_search_slices(created_at, email, name) gives, for each slice the account is in
 * (left(created_at, 10): its day; left(created_at, 7): its month) and each three characters in a
 * row of lower(email) ('e') and of lower(name) ('n'), the token '<slice> <field><three characters>':
 * '2025-05-22 eude', '2025-05 eude'. Any three characters, not pg_trgm's words: the search
 * (repositories/user-search-slices.ts) builds the same tokens for a part of its text, whatever the
 * letters, and checks the whole text on the accounts found.
 *
 * The index itself, users_search_slices_index, is built after the migrations without holding off
 * writes (db/concurrent-indexes.ts): 2 min 40 s at a million accounts.
 *
 * Replaces 023's block-range index of created_at, which only that search read. Both changes are
 * safe while an older instance runs (decision 082): it searches as before, through the trigram
 * indexes. SQLite searches its one instance's accounts without either.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    create or replace function user_search_slices(created_at varchar, email varchar, name varchar) returns text[]
    language sql immutable parallel safe as $$
      select coalesce(array_agg(distinct slice || field || substr(text, i, 3)), '{}')
      from (values (left(created_at, 10) || ' '), (left(created_at, 7) || ' ')) as slices (slice),
           (values ('e', lower(email)), ('n', lower(name))) as fields (field, text),
           generate_series(1, length(text) - 2) as i
    $$`.execute(db);
  await sql`drop index if exists users_created_ranges_index`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create index if not exists users_created_ranges_index on users using brin (created_at) with (pages_per_range = 16, autosummarize = on)`.execute(
    db,
  );
  await sql`drop index if exists users_search_slices_index`.execute(db);
  await sql`drop function if exists user_search_slices(varchar, varchar, varchar)`.execute(db);
}
