import type { Insertable } from 'kysely';
import type { Db } from '../db/index.ts';
import type { BookingsTable, OrderItemsTable, OrdersTable } from '../db/schema.ts';

/** The rows a booking writes beside its order (decision 072): the order, the booking, the session item. */

export const insertOrderRow = (db: Db, values: Insertable<OrdersTable>) =>
  db.insertInto('orders').values(values).returning(['id', 'reference']).executeTakeFirstOrThrow();

export const insertBookingRow = async (db: Db, values: Insertable<BookingsTable>): Promise<number> =>
  Number((await db.insertInto('bookings').values(values).returning('id').executeTakeFirstOrThrow()).id);

export async function insertOrderItemRow(db: Db, values: Insertable<OrderItemsTable>): Promise<void> {
  await db.insertInto('order_items').values(values).execute();
}

export const findBookingOfOrder = (db: Db, orderId: number) =>
  db.selectFrom('bookings').select(['id', 'status', 'tutor_id', 'start_at', 'duration']).where('order_id', '=', orderId).executeTakeFirst();

/** An unpaid order whose booking was cancelled is cancelled with it. */
export async function cancelUnpaidOrder(db: Db, orderId: number, at: string, reason: string | null): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status: 'cancelled', cancelled_at: at, updated_at: at, note: reason })
    .where('id', '=', orderId)
    .where('status', 'in', ['pending', 'expired'])
    .execute();
}

/** A rescheduled hold moves its order's expiry with it. */
export async function setPendingOrderExpiry(db: Db, orderId: number, expiresAt: string, at: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ expires_at: expiresAt, updated_at: at })
    .where('id', '=', orderId)
    .where('status', '=', 'pending')
    .execute();
}

export async function retitleSessionItem(db: Db, bookingId: number, title: string): Promise<void> {
  await db.updateTable('order_items').set({ title }).where('booking_id', '=', bookingId).execute();
}

/** Marks a refund due as made; false when none was due (the loser of a race). */
export async function markBookingRefunded(db: Db, id: number, at: string): Promise<boolean> {
  const row = await db
    .updateTable('bookings')
    .set({ refund_due: 0, refunded_at: at, updated_at: at })
    .where('id', '=', id)
    .where('refund_due', '=', 1)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}
