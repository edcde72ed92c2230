import { sql, type Kysely } from 'kysely';
import { withIdColumn } from './helpers.ts';

/**
 * Issue 7: the catalogue in the database (courses; tutors' hourly rate), orders and their items,
 * roles and disabled accounts, the audit log, hidden and verified ratings and the rating
 * aggregates the summaries read (decisions 011 to 014).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('courses')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('subject', 'varchar(64)', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('semester', 'varchar(4)', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('tutors')
    .addColumn('hourly_rate_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('role', 'varchar(16)', (c) => c.notNull().defaultTo('student'))
    .execute();
  await db.schema.alterTable('users').addColumn('disabled_at', 'varchar(32)').execute();

  await withIdColumn(db, db.schema.createTable('orders'))
    .addColumn('reference', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('session_key', 'varchar(64)')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('paid_at', 'varchar(32)')
    .addColumn('cancelled_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('orders_user_index').on('orders').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('orders_session_index').on('orders').column('session_key').execute();
  await db.schema.createIndex('orders_status_index').on('orders').columns(['status', 'expires_at']).execute();
  await db.schema.createIndex('orders_paid_index').on('orders').columns(['status', 'paid_at']).execute();

  await db.schema
    .createTable('order_items')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id'))
    .addColumn('code', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_items_pk', ['order_id', 'course_id'])
    .execute();
  await db.schema.createIndex('order_items_course_index').on('order_items').column('course_id').execute();

  await withIdColumn(db, db.schema.createTable('audit_log'))
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor', 'varchar(255)', (c) => c.notNull()) // e-mail at the time, or 'cli'
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('target_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('target_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_index').on('audit_log').column('created_at').execute();

  const applications = db.schema.alterTable('join_team_applications');
  await applications.addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending')).execute();
  await db.schema.alterTable('join_team_applications').addColumn('reviewed_at', 'varchar(32)').execute();
  await db.schema.alterTable('join_team_applications').addColumn('review_reason', 'text').execute();
  await db.schema
    .createIndex('join_team_applications_status_index')
    .on('join_team_applications')
    .columns(['status', 'submitted_at'])
    .execute();

  await db.schema
    .alterTable('ratings')
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('ratings').addColumn('hidden_at', 'varchar(32)').execute();
  await db.schema.alterTable('ratings').addColumn('hidden_reason', 'text').execute();
  await db.schema.createIndex('ratings_created_index').on('ratings').column('created_at').execute();

  await db.schema
    .createTable('rating_aggregates')
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('subject_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('sum', 'integer', (c) => c.notNull())
    .addColumn('verified_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rating_aggregates_pk', ['type', 'subject_id'])
    .execute();
  // Ratings given before this migration: one pass now, maintained on every write afterwards.
  await sql`insert into rating_aggregates (type, subject_id, count, sum, verified_count)
    select type, subject_id, count(*), sum(rating), 0 from ratings group by type, subject_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['rating_aggregates', 'audit_log', 'order_items', 'orders', 'courses']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('ratings_created_index').execute();
  await db.schema.dropIndex('join_team_applications_status_index').execute();
  for (const column of ['review_reason', 'reviewed_at', 'status']) {
    await db.schema.alterTable('join_team_applications').dropColumn(column).execute();
  }
  for (const column of ['hidden_reason', 'hidden_at', 'verified']) await db.schema.alterTable('ratings').dropColumn(column).execute();
  for (const column of ['disabled_at', 'role']) await db.schema.alterTable('users').dropColumn(column).execute();
  await db.schema.alterTable('tutors').dropColumn('hourly_rate_cents').execute();
}
