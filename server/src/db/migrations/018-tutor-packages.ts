import { sql, type Kysely } from 'kysely';
import { isPostgres, withIdColumn } from './helpers.ts';

/**
 * Issue 20, point 7 (decision 086): tutors' packages of hours and the hours of credit they become.
 *
 * - `tutor_packages`: hours (fixed once created), price, archived or on sale.
 * - `order_items` gains `package_id` and the kind 'package' (no course, no booking). The check of
 *   015 names the kinds, so it is replaced: on PostgreSQL in place, on SQLite (which cannot change
 *   a check) by rebuilding the table with its rows and indexes, as 010 and 015 did.
 * - `credit_entries`: the ledger of hours, in minutes, per user and tutor, appended to and never
 *   updated: a purchase adds (its order item), a booking spends and a cancellation gives back
 *   (its booking), a full refund of the package removes what is unspent (its order item). The
 *   balance is their sum. One entry of a kind per order item and per booking (unique indexes):
 *   a second write of the same fact fails instead of counting twice. The order item and booking
 *   are named by id without a foreign key (a table rebuild of order_items, as this one, must not
 *   touch the ledger); the user's entries go with the account (decision 006).
 */
const KINDS_WITH_PACKAGE = sql`(kind = 'course' and course_id is not null) or (kind = 'session' and booking_id is not null) or (kind = 'plan' and course_id is null and booking_id is null) or (kind = 'package' and course_id is null and booking_id is null and package_id is not null)`;
const KINDS_BEFORE = sql`(kind = 'course' and course_id is not null) or (kind = 'session' and booking_id is not null) or (kind = 'plan' and course_id is null and booking_id is null)`;

async function rebuildOrderItems(db: Kysely<unknown>, check: typeof KINDS_BEFORE, withPackage: boolean): Promise<void> {
  let table = db.schema
    .createTable('order_items_next')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull().defaultTo('course'))
    .addColumn('course_id', 'integer', (c) => c.references('courses.id'))
    .addColumn('booking_id', 'integer', (c) => c.references('bookings.id').onDelete('cascade'))
    .addColumn('code', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull());
  if (withPackage) table = table.addColumn('package_id', 'integer', (c) => c.references('tutor_packages.id'));
  await table.addCheckConstraint('order_items_kind_check', check).execute();
  // The columns both shapes share (a package item exists only after up, and down removes them first).
  const columns = sql.raw('id, order_id, kind, course_id, booking_id, code, title, price_cents');
  await sql`insert into order_items_next (${columns}) select ${columns} from order_items order by id`.execute(db);
  await db.schema.dropTable('order_items').execute();
  await db.schema.alterTable('order_items_next').renameTo('order_items').execute();
  await db.schema.createIndex('order_items_order_course_unique').on('order_items').columns(['order_id', 'course_id']).unique().execute();
  await db.schema.createIndex('order_items_course_index').on('order_items').column('course_id').execute();
  await db.schema.createIndex('order_items_booking_index').on('order_items').column('booking_id').execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('tutor_packages'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('tutors.id').onDelete('cascade'))
    .addColumn('hours', 'integer', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('archived_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addCheckConstraint('tutor_packages_hours_check', sql`hours >= 1 and price_cents >= 1`)
    .execute();
  await db.schema.createIndex('tutor_packages_tutor_index').on('tutor_packages').column('tutor_id').execute();

  if (isPostgres(db)) {
    await sql`alter table order_items add column package_id integer references tutor_packages(id)`.execute(db);
    await sql`alter table order_items drop constraint order_items_kind_check`.execute(db);
    await sql`alter table order_items add constraint order_items_kind_check check (${KINDS_WITH_PACKAGE})`.execute(db);
  } else {
    await rebuildOrderItems(db, KINDS_WITH_PACKAGE, true);
  }
  await db.schema.createIndex('order_items_package_index').on('order_items').column('package_id').execute();

  await withIdColumn(db, db.schema.createTable('credit_entries'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('tutors.id'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('order_item_id', 'integer')
    .addColumn('booking_id', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addCheckConstraint(
      'credit_entries_kind_check',
      sql`(kind = 'purchase' and minutes > 0 and order_item_id is not null) or (kind = 'refund' and minutes <= 0 and order_item_id is not null) or (kind = 'spend' and minutes < 0 and booking_id is not null) or (kind = 'return' and minutes > 0 and booking_id is not null)`,
    )
    .execute();
  await db.schema.createIndex('credit_entries_user_tutor_index').on('credit_entries').columns(['user_id', 'tutor_id']).execute();
  await db.schema.createIndex('credit_entries_item_kind_unique').on('credit_entries').columns(['order_item_id', 'kind']).unique().execute();
  await db.schema.createIndex('credit_entries_booking_kind_unique').on('credit_entries').columns(['booking_id', 'kind']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('credit_entries').execute();
  await sql`delete from order_items where kind = 'package'`.execute(db);
  await db.schema.dropIndex('order_items_package_index').execute();
  if (isPostgres(db)) {
    await sql`alter table order_items drop constraint order_items_kind_check`.execute(db);
    await sql`alter table order_items add constraint order_items_kind_check check (${KINDS_BEFORE})`.execute(db);
    await sql`alter table order_items drop column package_id`.execute(db);
  } else {
    await rebuildOrderItems(db, KINDS_BEFORE, false);
  }
  await db.schema.dropTable('tutor_packages').execute();
}
