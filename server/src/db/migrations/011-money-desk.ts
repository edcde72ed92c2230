import type { Kysely } from 'kysely';
import { withIdColumn } from './helpers.ts';

/**
 * Issue 20: the money desk (decision 077).
 * - `order_payments`: the order's ledger, appended to and never edited. Each entry is a payment
 *   or a refund, in its currency's minor units (USD cents, whole lira), the rate it was converted
 *   at, and its worth in US cents rounded once; a proof file kept in storage, who recorded it.
 * - `orders.receipt_number` (unique: DRS-R-2026-000001), `orders.phone` (a guest's phone),
 *   `orders.refunded_at`.
 * - `receipt_counters`: one row per year; a receipt number is that row's counter, incremented
 *   in the transaction that marks the order paid, so a rolled-back payment leaves no gap and two
 *   instances never draw the same number (the row is locked until commit).
 * - `lbp_rates`: every rate the operator set, with who and when (the newest is the day's).
 * - `order_notes`: admins' notes on an order, kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('order_payments'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull()) // payment | refund
    .addColumn('method', 'varchar(32)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull()) // minor units of `currency`
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('rate', 'integer') // lira per US dollar, for LBP
    .addColumn('usd_cents', 'integer', (c) => c.notNull())
    .addColumn('receipt_number', 'varchar(64)')
    .addColumn('note', 'text')
    .addColumn('proof_path', 'varchar(255)')
    .addColumn('proof_mime', 'varchar(100)')
    .addColumn('proof_name', 'varchar(255)')
    .addColumn('recorded_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('recorded_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('recorded_by', 'varchar(255)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_payments_order_index').on('order_payments').columns(['order_id', 'id']).execute();
  await db.schema.createIndex('order_payments_recorded_index').on('order_payments').columns(['recorded_at', 'id']).execute();

  await db.schema.alterTable('orders').addColumn('receipt_number', 'varchar(32)').execute();
  await db.schema.alterTable('orders').addColumn('phone', 'varchar(32)').execute();
  await db.schema.alterTable('orders').addColumn('refunded_at', 'varchar(32)').execute();
  await db.schema.createIndex('orders_receipt_number_unique').on('orders').column('receipt_number').unique().execute();
  // An order's status history reads its audit entries.
  await db.schema.createIndex('audit_log_target_index').on('audit_log').columns(['target_type', 'target_id', 'id']).execute();

  await db.schema
    .createTable('receipt_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last', 'integer', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('lbp_rates'))
    .addColumn('rate', 'integer', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('set_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('set_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('set_by', 'varchar(255)', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('order_notes'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_notes_order_index').on('order_notes').columns(['order_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['order_notes', 'lbp_rates', 'receipt_counters', 'order_payments']) await db.schema.dropTable(table).execute();
  await db.schema.dropIndex('audit_log_target_index').execute();
  await db.schema.dropIndex('orders_receipt_number_unique').execute();
  for (const column of ['refunded_at', 'phone', 'receipt_number']) await db.schema.alterTable('orders').dropColumn(column).execute();
}
