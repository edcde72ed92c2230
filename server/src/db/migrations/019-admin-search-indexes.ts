import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * The back office at country scale (issue 23, part 6; decision 087): every admin read an index
 * read at 1,000,000 users, 10,000,000 ratings and 200,000 orders. Expand only (decision 082).
 *
 * - Users searched by e-mail or name: a search of three characters or more matches anywhere in
 *   them (LIKE '%q%'), which on PostgreSQL a trigram GIN index of lower(email) and of lower(name)
 *   answers (pg_trgm); a shorter one matches their start, a b-tree range of the same expressions
 *   (text_pattern_ops, so that LIKE 'q%' uses it whatever the database's collation).
 * - Ratings moderated newest first: (created_at, id), the same among the hidden ones (a partial
 *   index: hidden ratings are few) and per type.
 * - The audit log by actor (contains, trigram on PostgreSQL), action (exact or a resource's
 *   prefix, with the id for the order) and target id, each newest first.
 * - The dashboard's figures by index-only scans: paid orders' totals by paid_at; refunds due.
 * - The order book searched by reference (contains, trigram on PostgreSQL) or by the buyer's
 *   e-mail (the users' trigram index, then their orders by orders_user_index).
 *
 * SQLite gets the plain b-tree indexes (no trigrams): its databases are one instance's, small.
 * On PostgreSQL pg_trgm is created if missing (a trusted extension since PostgreSQL 13: the
 * database's owner may create it); where it already exists, in whatever schema, that one is used
 * and its operator class named with its schema, so that a search_path without it still works.
 */

const BTREE: Array<{ name: string; table: string; columns: string[]; where?: string }> = [
  { name: 'ratings_created_id_index', table: 'ratings', columns: ['created_at', 'id'] },
  { name: 'ratings_type_created_index', table: 'ratings', columns: ['type', 'created_at', 'id'] },
  { name: 'ratings_hidden_created_index', table: 'ratings', columns: ['created_at', 'id'], where: 'hidden_at is not null' },
  { name: 'audit_log_target_id_index', table: 'audit_log', columns: ['target_id', 'id'] },
  { name: 'orders_paid_total_index', table: 'orders', columns: ['status', 'paid_at', 'total_cents'] },
  { name: 'bookings_refund_due_index', table: 'bookings', columns: ['id'], where: 'refund_due = 1' },
];

/** The schema pg_trgm lives in, creating it (in public, which every database has) when missing. */
async function trigramSchema(db: Kysely<unknown>): Promise<string> {
  const find = async () =>
    (
      await sql<{
        schema: string;
      }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(
        db,
      )
    ).rows[0]?.schema;
  // Several instances (or test files) migrating at once: one creates it, the others then find it.
  await sql`select pg_advisory_xact_lock(hashtext('darsak:pg_trgm'))`.execute(db);
  const existing = await find();
  if (existing) return existing;
  // In public rather than the connection's schema: a schema dropped with CASCADE (tests, a
  // restored copy) would take the extension, and every other schema's trigram indexes, with it.
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  return (await find()) ?? 'public';
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  for (const index of BTREE) {
    let builder = db.schema.createIndex(index.name).ifNotExists().on(index.table).columns(index.columns);
    if (index.where) builder = builder.where(sql.raw<boolean>(index.where));
    await builder.execute();
  }
  if (pg) {
    const ops = sql.raw(`${await trigramSchema(db).then((schema) => `"${schema.replaceAll('"', '""')}"`)}.gin_trgm_ops`);
    await sql`create index if not exists users_email_trgm_index on users using gin (lower(email) ${ops})`.execute(db);
    await sql`create index if not exists users_name_trgm_index on users using gin (lower(name) ${ops})`.execute(db);
    await sql`create index if not exists audit_log_actor_trgm_index on audit_log using gin (lower(actor) ${ops})`.execute(db);
    await sql`create index if not exists orders_reference_trgm_index on orders using gin (lower(reference) ${ops})`.execute(db);
    await sql`create index if not exists users_email_prefix_index on users (lower(email) text_pattern_ops, created_at, id)`.execute(db);
    await sql`create index if not exists users_name_prefix_index on users (lower(name) text_pattern_ops, created_at, id)`.execute(db);
    await sql`create index if not exists audit_log_action_index on audit_log (action varchar_pattern_ops, id)`.execute(db);
  } else {
    await sql`create index if not exists users_email_prefix_index on users (lower(email), created_at, id)`.execute(db);
    await sql`create index if not exists users_name_prefix_index on users (lower(name), created_at, id)`.execute(db);
    await sql`create index if not exists audit_log_action_index on audit_log (action, id)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'orders_reference_trgm_index',
    'audit_log_action_index',
    'users_name_prefix_index',
    'users_email_prefix_index',
    'audit_log_actor_trgm_index',
    'users_name_trgm_index',
    'users_email_trgm_index',
  ])
    await db.schema.dropIndex(name).ifExists().execute();
  for (const index of BTREE.toReversed()) await db.schema.dropIndex(index.name).ifExists().execute();
  // pg_trgm stays: other schemas of the database may use it.
}
