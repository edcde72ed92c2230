import { randomInt } from 'node:crypto';
import { ORDER_REFERENCE_ALPHABET, type OrderStatus } from '@darsak/common';
import type { Selectable } from 'kysely';
import { nowIso, type Db } from '../db/index.ts';
import type { OrderItemsTable, OrdersTable } from '../db/schema.ts';
import type { CourseRow } from './courses.ts';
import { isUniqueViolation } from './unique-violation.ts';

export type OrderRow = Selectable<OrdersTable>;
/** A session item's booking, to word its title in the reader's language (decision 072). */
export type ItemSession = { start_at: string; duration: number; tutor_name: string; tutor_translations: string };
/** An order's line; `package_id` names a package item's package (decision 086; absent on rows built by hand). */
export type OrderItemRow = Omit<Selectable<OrderItemsTable>, 'package_id'> & { package_id?: number | null; session?: ItemSession | null };
export type OrderWithItems = OrderRow & { items: OrderItemRow[] };

const DAY_MS = 86_400_000;

/** 'DRS-' and 6 characters without look-alikes, drawn with the CSPRNG (31^6: about 887 million). */
export const newOrderReference = () =>
  `DRS-${Array.from({ length: 6 }, () => ORDER_REFERENCE_ALPHABET[randomInt(ORDER_REFERENCE_ALPHABET.length)]).join('')}`;

/**
 * Creates a pending order of `courses` at their current prices, with its items, in one
 * transaction. A reference that is already taken (the unique index) is drawn again.
 */
export async function createOrder(
  db: Db,
  input: {
    courses: CourseRow[];
    plan?: { code: string; title: string; price_cents: number } | undefined;
    /** A tutor's package of hours (decision 086): its own line, priced from tutor_packages. */
    tutorPackage?: { id: number; code: string; title: string; price_cents: number } | undefined;
    userId: number | null;
    sessionKey: string | null;
    expiryDays: number;
  },
): Promise<OrderWithItems> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        const now = Date.now();
        const order = await trx
          .insertInto('orders')
          .values({
            reference: newOrderReference(),
            user_id: input.userId,
            session_key: input.sessionKey,
            status: 'pending',
            total_cents:
              input.courses.reduce((sum, c) => sum + c.price_cents, 0) +
              (input.plan?.price_cents ?? 0) +
              (input.tutorPackage?.price_cents ?? 0),
            currency: 'USD',
            note: null,
            created_at: nowIso(now),
            updated_at: nowIso(now),
            expires_at: nowIso(now + input.expiryDays * DAY_MS),
            paid_at: null,
            cancelled_at: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const lines = [
          ...input.courses.map((c) => ({
            order_id: Number(order.id),
            kind: 'course' as const,
            course_id: Number(c.id),
            code: c.code,
            title: c.title,
            price_cents: c.price_cents,
          })),
          // A plan (decision 077): its own line, no course.
          ...(input.plan
            ? [
                {
                  order_id: Number(order.id),
                  kind: 'plan' as const,
                  course_id: null,
                  code: input.plan.code,
                  title: input.plan.title,
                  price_cents: input.plan.price_cents,
                },
              ]
            : []),
          ...(input.tutorPackage
            ? [
                {
                  order_id: Number(order.id),
                  kind: 'package' as const,
                  course_id: null,
                  package_id: input.tutorPackage.id,
                  code: input.tutorPackage.code,
                  title: input.tutorPackage.title,
                  price_cents: input.tutorPackage.price_cents,
                },
              ]
            : []),
        ];
        const items = await trx.insertInto('order_items').values(lines).returningAll().execute();
        // Courses by id, then the plan and the package (as the items are read back: course_id, nulls last, then id).
        return {
          ...order,
          items: items.sort((a, b) => (a.course_id ?? Infinity) - (b.course_id ?? Infinity) || Number(a.id) - Number(b.id)),
        };
      });
    } catch (error) {
      if (attempt < 5 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/** The items of these orders, by order id, in course order; a session item with its booking. */
async function attachItems(db: Db, orders: OrderRow[]): Promise<OrderWithItems[]> {
  if (orders.length === 0) return [];
  const rows = await db
    .selectFrom('order_items')
    .leftJoin('bookings', 'bookings.id', 'order_items.booking_id')
    .leftJoin('tutors', 'tutors.id', 'bookings.tutor_id')
    .selectAll('order_items')
    .select([
      'bookings.start_at as session_start',
      'bookings.duration as session_duration',
      'tutors.name as tutor_name',
      'tutors.translations as tutor_translations',
    ])
    .where(
      'order_items.order_id',
      'in',
      orders.map((o) => Number(o.id)),
    )
    .orderBy('order_items.order_id')
    .orderBy('order_items.course_id')
    .orderBy('order_items.id')
    .execute();
  const items: OrderItemRow[] = rows.map(({ session_start, session_duration, tutor_name, tutor_translations, ...item }) => ({
    ...item,
    session:
      session_start !== null && session_duration !== null && tutor_name !== null
        ? { start_at: session_start, duration: session_duration, tutor_name, tutor_translations: tutor_translations ?? '{}' }
        : null,
  }));
  return orders.map((o) => ({ ...o, items: items.filter((i) => Number(i.order_id) === Number(o.id)) }));
}

export async function findOrderByReference(db: Db, reference: string): Promise<OrderWithItems | undefined> {
  const order = await db.selectFrom('orders').selectAll().where('reference', '=', reference).executeTakeFirst();
  return order ? (await attachItems(db, [order]))[0] : undefined;
}

/** A user's orders, newest first. */
export async function listOrdersOfUser(db: Db, userId: number): Promise<OrderWithItems[]> {
  const orders = await db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return attachItems(db, orders);
}

/** Gives the orders a signed-out session placed to the user it signed in as. Answers how many. */
export async function claimOrders(db: Db, sessionKey: string, userId: number): Promise<number> {
  const result = await db
    .updateTable('orders')
    .set({ user_id: userId, session_key: null, updated_at: nowIso() })
    .where('session_key', '=', sessionKey)
    .where('user_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Marks every pending order past its expiry as expired. One conditional UPDATE: safe to run
 * from several instances at once (a row changes once; the others' update finds nothing).
 */
export async function expireOrders(db: Db, now = Date.now()): Promise<number> {
  const result = await db
    .updateTable('orders')
    .set({ status: 'expired', updated_at: nowIso(now) })
    .where('status', '=', 'pending')
    .where('expires_at', '<', nowIso(now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Moves an order from one of `from` to `to` only if it is still in one of them (compare and
 * set): of two concurrent calls exactly one changes the row. Answers the updated row, or
 * undefined when the order was not in such a state.
 */
export async function transitionOrder(
  db: Db,
  reference: string,
  from: OrderStatus[],
  to: 'paid' | 'cancelled',
  note: string | null,
): Promise<OrderRow | undefined> {
  const now = nowIso();
  return db
    .updateTable('orders')
    .set({ status: to, note, updated_at: now, ...(to === 'paid' ? { paid_at: now } : { cancelled_at: now }) })
    .where('reference', '=', reference)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();
}
