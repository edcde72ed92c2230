import { sql, type Kysely } from 'kysely';
import { isPostgres, withIdColumn } from './helpers.ts';

/**
 * Issue 19: sessions with tutors (decision 072).
 * - Tutors' time as data: weekly rules (ISO weekday, minutes from midnight in Asia/Beirut),
 *   dated exceptions, and the session lengths offered (`tutors.session_durations`, JSON; null
 *   until first set: [60] is read, and the seeder may fill the seeded tutors' once).
 * - `bookings`: one per order of a session (the booking-order link); its status (held,
 *   confirmed, cancelled, expired), the hold's end, the refund owed, the reminder's mark.
 * - `booking_cells`: each 30-minute cell a held or confirmed session covers, UNIQUE per tutor:
 *   the database refuses a second booking of the same time (a constraint, not a read-then-write
 *   check).
 * - `order_items` rebuilt so an item is a course or a session: `kind`, `course_id` nullable,
 *   `booking_id`; (order_id, course_id) stays unique for course items. Existing rows are copied;
 *   an instance of the previous release still inserts and reads its course items as before
 *   (kind defaults to 'course').
 * - `mail_outbox.attachments`: JSON [{filename, contentType, content (base64)}] (the .ics invitations).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tutors').addColumn('session_durations', 'text').execute();

  await withIdColumn(db, db.schema.createTable('tutor_availability_rules'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('tutors.id').onDelete('cascade'))
    .addColumn('weekday', 'integer', (c) => c.notNull()) // ISO: 1 Monday ... 7 Sunday
    .addColumn('start_minute', 'integer', (c) => c.notNull()) // Beirut wall time, 0 to 1439
    .addColumn('end_minute', 'integer', (c) => c.notNull()) // 1 to 1440 (24:00)
    .execute();
  await db.schema
    .createIndex('tutor_availability_rules_tutor_index')
    .on('tutor_availability_rules')
    .columns(['tutor_id', 'weekday'])
    .execute();

  await withIdColumn(db, db.schema.createTable('tutor_availability_exceptions'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('tutors.id').onDelete('cascade'))
    .addColumn('date', 'varchar(10)', (c) => c.notNull()) // a Beirut calendar date, YYYY-MM-DD
    .addColumn('available', 'integer', (c) => c.notNull()) // 0: a day off; 1: extra hours
    .addColumn('start_minute', 'integer')
    .addColumn('end_minute', 'integer')
    .execute();
  await db.schema
    .createIndex('tutor_availability_exceptions_tutor_index')
    .on('tutor_availability_exceptions')
    .columns(['tutor_id', 'date'])
    .execute();

  await withIdColumn(db, db.schema.createTable('bookings'))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('tutors.id'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('private_course', 'varchar(255)')
    .addColumn('start_at', 'varchar(32)', (c) => c.notNull()) // UTC ISO instants
    .addColumn('end_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('duration', 'integer', (c) => c.notNull()) // minutes
    .addColumn('status', 'varchar(16)', (c) => c.notNull()) // held | confirmed | cancelled | expired
    .addColumn('hold_expires_at', 'varchar(32)')
    .addColumn('price_cents', 'integer', (c) => c.notNull()) // per hour
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('refund_due', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_at', 'varchar(32)')
    .addColumn('cancelled_at', 'varchar(32)')
    .addColumn('cancelled_by', 'varchar(16)') // student | admin | system
    .addColumn('cancel_reason', 'text')
    .addColumn('reminder_sent_at', 'varchar(32)')
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0)) // the invitation's SEQUENCE
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bookings_tutor_start_index').on('bookings').columns(['tutor_id', 'start_at']).execute();
  await db.schema.createIndex('bookings_user_start_index').on('bookings').columns(['user_id', 'start_at']).execute();
  await db.schema.createIndex('bookings_status_hold_index').on('bookings').columns(['status', 'hold_expires_at']).execute();
  await db.schema.createIndex('bookings_status_start_index').on('bookings').columns(['status', 'start_at']).execute();
  await db.schema.createIndex('bookings_start_index').on('bookings').columns(['start_at', 'id']).execute();

  await db.schema
    .createTable('booking_cells')
    .addColumn('tutor_id', 'integer', (c) => c.notNull())
    .addColumn('cell_start', 'varchar(32)', (c) => c.notNull()) // UTC ISO of a 30-minute cell
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('booking_cells_pk', ['tutor_id', 'cell_start'])
    .execute();
  await db.schema.createIndex('booking_cells_booking_index').on('booking_cells').column('booking_id').execute();

  await rebuildOrderItems(db, 'up');

  await db.schema.alterTable('mail_outbox').addColumn('attachments', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('attachments').execute();
  await rebuildOrderItems(db, 'down');
  for (const table of ['booking_cells', 'bookings', 'tutor_availability_exceptions', 'tutor_availability_rules']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('tutors').dropColumn('session_durations').execute();
}

/**
 * SQLite cannot drop a NOT NULL or a primary key in place: the table is made anew, its rows
 * copied, and it takes the old name. Down keeps the course items (session items cannot be
 * written in the old shape).
 */
async function rebuildOrderItems(db: Kysely<unknown>, direction: 'up' | 'down'): Promise<void> {
  if (direction === 'up') {
    await withIdColumn(db, db.schema.createTable('order_items_next'))
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('kind', 'varchar(16)', (c) => c.notNull().defaultTo('course'))
      .addColumn('course_id', 'integer', (c) => c.references('courses.id'))
      .addColumn('booking_id', 'integer', (c) => c.references('bookings.id').onDelete('cascade'))
      .addColumn('code', 'varchar(16)', (c) => c.notNull())
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('price_cents', 'integer', (c) => c.notNull())
      .addCheckConstraint(
        'order_items_kind_check',
        sql`(kind = 'course' and course_id is not null) or (kind = 'session' and booking_id is not null)`,
      )
      .execute();
    await sql`insert into order_items_next (order_id, kind, course_id, booking_id, code, title, price_cents)
      select order_id, 'course', course_id, null, code, title, price_cents from order_items order by order_id, course_id`.execute(db);
    await db.schema.dropTable('order_items').execute();
    await db.schema.alterTable('order_items_next').renameTo('order_items').execute();
    if (isPostgres(db)) await renamePostgresSequence(db, 'order_items_next_id_seq', 'order_items_id_seq');
    // One course once per order; NULLs (session items) are distinct in both databases.
    await db.schema.createIndex('order_items_order_course_unique').on('order_items').columns(['order_id', 'course_id']).unique().execute();
    await db.schema.createIndex('order_items_course_index').on('order_items').column('course_id').execute();
    await db.schema.createIndex('order_items_booking_index').on('order_items').column('booking_id').execute();
    return;
  }
  await db.schema
    .createTable('order_items_previous')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id'))
    .addColumn('code', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_items_pk', ['order_id', 'course_id'])
    .execute();
  await sql`insert into order_items_previous (order_id, course_id, code, title, price_cents)
    select order_id, course_id, code, title, price_cents from order_items where kind = 'course'`.execute(db);
  await db.schema.dropTable('order_items').execute();
  await db.schema.alterTable('order_items_previous').renameTo('order_items').execute();
  await db.schema.createIndex('order_items_course_index').on('order_items').column('course_id').execute();
}

async function renamePostgresSequence(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  await sql`alter sequence if exists ${sql.id(from)} rename to ${sql.id(to)}`.execute(db);
}
