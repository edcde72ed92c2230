import type { Locale } from '@darsak/common';
import type { BookingStatus } from '@darsak/common/contracts';
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { Db } from '../db/index.ts';
import type { BookingsTable, Database, StoredBookingStatus } from '../db/schema.ts';
import { conflict } from '../http/errors.ts';
import type { ApiErrorCode } from '@darsak/common';
import { utcIso } from '../lib/time/beirut.ts';
import { cellsOf } from '../lib/time/slots.ts';
import { cappedTotal, type CappedTotal } from './capped-total.ts';
import { isUniqueViolation } from './unique-violation.ts';

/**
 * Bookings and their cells (decision 072). A held or confirmed session owns one booking_cells
 * row per 30-minute cell it covers; (tutor_id, cell_start) is the primary key, so two bookings
 * of the same time cannot both be written: the second insert fails and its transaction rolls
 * back. Cancelling or expiring deletes the cells. Every transition is a conditional UPDATE.
 */

export type BookingRow = Selectable<BookingsTable>;

/** A booking with what its answers and e-mails need: the order, the tutor, the student. */
export type BookingDetail = BookingRow & {
  reference: string;
  order_status: string;
  paid_at: string | null;
  tutor_name: string;
  tutor_translations: string;
  tutor_user_id: number | null;
  student_name: string | null;
  student_email: string | null;
  student_locale: Locale | null;
  /** The minutes of credit that paid it (a negative entry), or null when an order paid it (decision 086). */
  credit_spent: number | null;
};

const detailQuery = (db: Db) =>
  db
    .selectFrom('bookings')
    .innerJoin('orders', 'orders.id', 'bookings.order_id')
    .innerJoin('tutors', 'tutors.id', 'bookings.tutor_id')
    .leftJoin('users', 'users.id', 'bookings.user_id')
    // Its spend of credit, when hours of credit paid it (at most one: a unique index).
    .leftJoin('credit_entries as spend', (join) => join.onRef('spend.booking_id', '=', 'bookings.id').on('spend.kind', '=', 'spend'))
    .selectAll('bookings')
    .select([
      'spend.minutes as credit_spent',
      'orders.reference as reference',
      'orders.status as order_status',
      'orders.paid_at as paid_at',
      'tutors.name as tutor_name',
      'tutors.translations as tutor_translations',
      'tutors.user_id as tutor_user_id',
      'users.name as student_name',
      'users.email as student_email',
      'users.locale as student_locale',
    ]);

export async function findBookingByReference(db: Db, reference: string): Promise<BookingDetail | undefined> {
  return (await detailQuery(db).where('orders.reference', '=', reference).executeTakeFirst()) as BookingDetail | undefined;
}

export async function findBookingOfOrder(db: Db, orderId: number): Promise<BookingDetail | undefined> {
  return (await detailQuery(db).where('bookings.order_id', '=', orderId).executeTakeFirst()) as BookingDetail | undefined;
}

export async function findBookingById(db: Db, id: number): Promise<BookingDetail | undefined> {
  return (await detailQuery(db).where('bookings.id', '=', id).executeTakeFirst()) as BookingDetail | undefined;
}

/** A student's bookings (every state), by start. */
export async function listBookingsOfUser(db: Db, userId: number): Promise<BookingDetail[]> {
  return (await detailQuery(db)
    .where('bookings.user_id', '=', userId)
    .orderBy('bookings.start_at')
    .orderBy('bookings.id')
    .limit(500)
    .execute()) as BookingDetail[];
}

/** A tutor's sessions: the upcoming ones (ending after `now`) and the latest `pastLimit` others. */
export async function listBookingsOfTutor(
  db: Db,
  tutorId: number,
  now: string,
  pastLimit = 200,
): Promise<{ upcoming: BookingDetail[]; past: BookingDetail[] }> {
  const upcoming = await detailQuery(db)
    .where('bookings.tutor_id', '=', tutorId)
    .where('bookings.end_at', '>', now)
    .orderBy('bookings.start_at')
    .orderBy('bookings.id')
    .limit(1000)
    .execute();
  const past = await detailQuery(db)
    .where('bookings.tutor_id', '=', tutorId)
    .where('bookings.end_at', '<=', now)
    .orderBy('bookings.start_at', 'desc')
    .orderBy('bookings.id', 'desc')
    .limit(pastLimit)
    .execute();
  return { upcoming: upcoming as BookingDetail[], past: past as BookingDetail[] };
}

/**
 * The back office's sessions starting in [from, to), by start; filtered by tutor and by status as
 * read at `now` (a lapsed hold is expired, an ended confirmed session completed).
 */
export async function listBookingsForAdmin(
  db: Db,
  filter: { from: string; to: string; tutorId?: number | undefined; status?: BookingStatus | undefined; now: string },
  page: { limit: number; offset: number },
): Promise<{ rows: BookingDetail[] } & CappedTotal> {
  const { now } = filter;
  // Every condition is on the booking itself: the page joins its order, tutor and student, the
  // count reads bookings alone (each has its order and tutor: foreign keys, not null).
  const matches = (eb: ExpressionBuilder<Database, 'bookings'>) => {
    const conditions = [eb('bookings.start_at', '>=', filter.from), eb('bookings.start_at', '<', filter.to)];
    if (filter.tutorId !== undefined) conditions.push(eb('bookings.tutor_id', '=', filter.tutorId));
    switch (filter.status) {
      case undefined:
        break;
      case 'held':
        conditions.push(eb.and([eb('bookings.status', '=', 'held'), eb('bookings.hold_expires_at', '>', now)]));
        break;
      case 'expired':
        conditions.push(
          eb.or([
            eb('bookings.status', '=', 'expired'),
            eb.and([eb('bookings.status', '=', 'held'), eb('bookings.hold_expires_at', '<=', now)]),
          ]),
        );
        break;
      case 'confirmed':
        conditions.push(eb.and([eb('bookings.status', '=', 'confirmed'), eb('bookings.end_at', '>', now)]));
        break;
      case 'completed':
        conditions.push(eb.and([eb('bookings.status', '=', 'confirmed'), eb('bookings.end_at', '<=', now)]));
        break;
      case 'cancelled':
        conditions.push(eb('bookings.status', '=', 'cancelled'));
        break;
    }
    return eb.and(conditions);
  };
  const rows = await detailQuery(db)
    .where(matches)
    .orderBy('bookings.start_at')
    .orderBy('bookings.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  // At most ADMIN_TOTAL_CAP + 1 rows counted, in the list's own index order (decision 087).
  const total = await cappedTotal(rows.length, page, async (limit) => {
    const { count } = await db
      .selectFrom(
        db
          .selectFrom('bookings')
          .where(matches)
          .select(sql<number>`1`.as('one'))
          .orderBy('bookings.start_at')
          .orderBy('bookings.id')
          .limit(limit)
          .as('capped'),
      )
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    return count;
  });
  return { rows: rows as BookingDetail[], ...total };
}

/** Starts of the cells of a tutor held (live holds only) or confirmed between two instants. */
export async function busyCells(db: Db, tutorId: number, from: string, to: string, now: string): Promise<Set<number>> {
  const rows = await db
    .selectFrom('booking_cells')
    .innerJoin('bookings', 'bookings.id', 'booking_cells.booking_id')
    .select('booking_cells.cell_start')
    .where('booking_cells.tutor_id', '=', tutorId)
    .where('booking_cells.cell_start', '>=', from)
    .where('booking_cells.cell_start', '<', to)
    .where((eb) =>
      eb.or([
        eb('bookings.status', '=', 'confirmed'),
        eb.and([eb('bookings.status', '=', 'held'), eb('bookings.hold_expires_at', '>', now)]),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => Date.parse(r.cell_start)));
}

/**
 * Takes the cells of a session for a booking. A cell another booking holds makes the insert fail
 * (the primary key): answered as 409 `code`, and the caller's transaction rolls back. Two moves
 * swapping times can wait on each other's deleted cells; PostgreSQL ends one (deadlock, 40P01),
 * which is answered the same way.
 */
export async function takeCells(
  db: Db,
  booking: { id: number; tutorId: number; start: number; duration: number },
  code: ApiErrorCode = 'bookings.slot_taken',
): Promise<void> {
  const cells = cellsOf(booking.start, booking.duration).map((cell) => ({
    tutor_id: booking.tutorId,
    cell_start: utcIso(cell),
    booking_id: booking.id,
  }));
  try {
    await db.insertInto('booking_cells').values(cells).execute();
  } catch (error) {
    if (isUniqueViolation(error) || (error as { code?: unknown }).code === '40P01') throw conflict(code);
    throw error;
  }
}

export async function releaseCells(db: Db, bookingIds: number[]): Promise<void> {
  if (bookingIds.length === 0) return;
  await db.deleteFrom('booking_cells').where('booking_id', 'in', bookingIds).execute();
}

/**
 * Expires holds past their end (of one tutor, or all): one conditional UPDATE, their cells
 * deleted and their pending orders expired, in the caller's transaction. Safe from several
 * instances at once: a row changes once. Answers the expired bookings' ids.
 */
export async function expireLapsedHolds(db: Db, now: string, tutorId?: number): Promise<number[]> {
  let query = db
    .updateTable('bookings')
    .set({ status: 'expired', updated_at: now })
    .where('status', '=', 'held')
    .where('hold_expires_at', '<=', now);
  if (tutorId !== undefined) query = query.where('tutor_id', '=', tutorId);
  const expired = await query.returning(['id', 'order_id']).execute();
  if (expired.length === 0) return [];
  const ids = expired.map((b) => Number(b.id));
  await releaseCells(db, ids);
  await db
    .updateTable('orders')
    .set({ status: 'expired', updated_at: now })
    .where(
      'id',
      'in',
      expired.map((b) => Number(b.order_id)),
    )
    .where('status', '=', 'pending')
    .execute();
  return ids;
}

/** Moves a booking from one of `from` to the values of `set`, only if it is still in one of them. */
export async function transitionBooking(
  db: Db,
  id: number,
  from: StoredBookingStatus[],
  set: Partial<Omit<BookingRow, 'id'>>,
): Promise<BookingRow | undefined> {
  return db.updateTable('bookings').set(set).where('id', '=', id).where('status', 'in', from).returningAll().executeTakeFirst();
}

/** The confirmed sessions of a tutor not ended yet (a change of hours lists those now outside them). */
export async function confirmedUpcoming(
  db: Db,
  tutorId: number,
  now: string,
): Promise<Array<{ reference: string; start_at: string; duration: number }>> {
  return db
    .selectFrom('bookings')
    .innerJoin('orders', 'orders.id', 'bookings.order_id')
    .select(['orders.reference as reference', 'bookings.start_at', 'bookings.duration'])
    .where('bookings.tutor_id', '=', tutorId)
    .where('bookings.status', '=', 'confirmed')
    .where('bookings.end_at', '>', now)
    .orderBy('bookings.start_at')
    .execute();
}

/** Confirmed sessions starting within `untilIso` whose reminder was not sent: candidates (claimed one by one). */
export async function remindersDue(db: Db, now: string, until: string): Promise<number[]> {
  const rows = await db
    .selectFrom('bookings')
    .select('id')
    .where('status', '=', 'confirmed')
    .where('reminder_sent_at', 'is', null)
    .where('start_at', '>', now)
    .where('start_at', '<=', until)
    .orderBy('start_at')
    .limit(100)
    .execute();
  return rows.map((r) => Number(r.id));
}

/** Claims a reminder: marks it sent only if no one did (conditional UPDATE); true for the one instance that wins. */
export async function claimReminder(db: Db, id: number, now: string): Promise<boolean> {
  const row = await db
    .updateTable('bookings')
    .set({ reminder_sent_at: now })
    .where('id', '=', id)
    .where('status', '=', 'confirmed')
    .where('reminder_sent_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

/** The back office's figures: confirmed sessions starting in [from, to), and refunds not yet paid back. */
export async function bookingStats(db: Db, weekFrom: string, weekTo: string): Promise<{ sessionsThisWeek: number; refundsDue: number }> {
  const sessions = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', 'confirmed')
    .where('start_at', '>=', weekFrom)
    .where('start_at', '<', weekTo)
    .executeTakeFirst();
  const refunds = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('refund_due', '=', 1)
    .executeTakeFirst();
  return { sessionsThisWeek: Number(sessions?.count ?? 0), refundsDue: Number(refunds?.count ?? 0) };
}

/** A deleted account's held or confirmed sessions not started yet: cancelled, their time freed (paid ones owe a refund). */
export async function releaseBookingsOfUser(db: Db, userId: number, now: string): Promise<void> {
  const active = await db
    .selectFrom('bookings')
    .innerJoin('orders', 'orders.id', 'bookings.order_id')
    .select(['bookings.id', 'bookings.order_id', 'orders.status as order_status', 'orders.total_cents as order_total'])
    .where('bookings.user_id', '=', userId)
    .where('bookings.status', 'in', ['held', 'confirmed'])
    .where('bookings.start_at', '>', now)
    .execute();
  for (const b of active) {
    // A session paid with credit has an order of nothing to refund (its hours go with the account).
    const paid = b.order_status === 'paid' && Number(b.order_total) > 0;
    await transitionBooking(db, Number(b.id), ['held', 'confirmed'], {
      status: 'cancelled',
      cancelled_at: now,
      cancelled_by: 'system',
      cancel_reason: 'account deleted',
      refund_due: paid ? 1 : 0,
      updated_at: now,
    });
    if (!paid)
      await db
        .updateTable('orders')
        .set({ status: 'cancelled', cancelled_at: now, updated_at: now })
        .where('id', '=', Number(b.order_id))
        .where('status', '=', 'pending')
        .execute();
  }
  await releaseCells(
    db,
    active.map((b) => Number(b.id)),
  );
}
