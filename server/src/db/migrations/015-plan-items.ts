import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * Issue 20, point 7 (decision 077): an order item may be a plan (`kind = 'plan'`, no course, no
 * booking). The check of 010 names the kinds, so it is replaced: on PostgreSQL in place, on SQLite
 * (which cannot change a check) by rebuilding the table with its rows and indexes, as 010 did.
 */
const KINDS_WITH_PLAN = sql`(kind = 'course' and course_id is not null) or (kind = 'session' and booking_id is not null) or (kind = 'plan' and course_id is null and booking_id is null)`;
const KINDS_BEFORE = sql`(kind = 'course' and course_id is not null) or (kind = 'session' and booking_id is not null)`;

async function replaceCheck(db: Kysely<unknown>, check: typeof KINDS_WITH_PLAN): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table order_items drop constraint order_items_kind_check`.execute(db);
    await sql`alter table order_items add constraint order_items_kind_check check (${check})`.execute(db);
    return;
  }
  await db.schema
    .createTable('order_items_next')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull().defaultTo('course'))
    .addColumn('course_id', 'integer', (c) => c.references('courses.id'))
    .addColumn('booking_id', 'integer', (c) => c.references('bookings.id').onDelete('cascade'))
    .addColumn('code', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addCheckConstraint('order_items_kind_check', check)
    .execute();
  await sql`insert into order_items_next (id, order_id, kind, course_id, booking_id, code, title, price_cents)
    select id, order_id, kind, course_id, booking_id, code, title, price_cents from order_items order by id`.execute(db);
  await db.schema.dropTable('order_items').execute();
  await db.schema.alterTable('order_items_next').renameTo('order_items').execute();
  await db.schema.createIndex('order_items_order_course_unique').on('order_items').columns(['order_id', 'course_id']).unique().execute();
  await db.schema.createIndex('order_items_course_index').on('order_items').column('course_id').execute();
  await db.schema.createIndex('order_items_booking_index').on('order_items').column('booking_id').execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await replaceCheck(db, KINDS_WITH_PLAN);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from order_items where kind = 'plan'`.execute(db);
  await replaceCheck(db, KINDS_BEFORE);
}
