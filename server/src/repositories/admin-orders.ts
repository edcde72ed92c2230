import { ADMIN_TOTAL_CAP, type OrderStatus } from '@darsak/common';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { containsPattern } from '../lib/pagination.ts';
import type { OrderRow, OrderWithItems } from './orders.ts';

export type AdminOrderRow = OrderWithItems & { email: string | null };

/**
 * Orders for the back office, newest first: by status, and q matching the reference or the buyer's
 * e-mail. The total counts at most ADMIN_TOTAL_CAP + 1 matching rows (an index range that stops
 * there): the exact count of a status most orders have was a scan of the whole table (decision 040).
 */
export async function listOrdersForAdmin(
  db: Db,
  filter: { status?: OrderStatus; q?: string },
  page: { limit: number; offset: number },
): Promise<{ rows: AdminOrderRow[]; total: number; capped: boolean }> {
  const base = db
    .selectFrom('orders')
    .leftJoin('users', 'users.id', 'orders.user_id')
    .$if(filter.status !== undefined, (qb) => {
      // A pending order past its expiry reads as expired before the job writes it (presenters/order.ts).
      const now = new Date().toISOString();
      if (filter.status === 'pending') return qb.where('orders.status', '=', 'pending').where('orders.expires_at', '>', now);
      if (filter.status === 'expired') {
        return qb.where((eb) =>
          eb.or([eb('orders.status', '=', 'expired'), eb.and([eb('orders.status', '=', 'pending'), eb('orders.expires_at', '<=', now)])]),
        );
      }
      return qb.where('orders.status', '=', filter.status!);
    })
    .$if(filter.q !== undefined, (qb) => {
      const pattern = containsPattern(filter.q!);
      return qb.where((eb) =>
        eb.or([
          eb(sql`lower(${sql.ref('orders.reference')})`, 'like', sql`${pattern} escape '\\'`),
          eb(sql`lower(${sql.ref('users.email')})`, 'like', sql`${pattern} escape '\\'`),
        ]),
      );
    });
  const orders = await base
    .selectAll('orders')
    .select('users.email as email')
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { count } = await db
    .selectFrom(base.select(sql<number>`1`.as('one')).limit(ADMIN_TOTAL_CAP + 1).as('capped'))
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  const capped = Number(count) > ADMIN_TOTAL_CAP;
  return { rows: await withItems(db, orders), total: capped ? ADMIN_TOTAL_CAP : Number(count), capped };
}

export async function findOrderForAdmin(db: Db, reference: string): Promise<AdminOrderRow | undefined> {
  const order = await db
    .selectFrom('orders')
    .leftJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .select('users.email as email')
    .where('orders.reference', '=', reference)
    .executeTakeFirst();
  return order ? (await withItems(db, [order]))[0] : undefined;
}

async function withItems<T extends OrderRow>(db: Db, orders: T[]): Promise<Array<T & { items: OrderWithItems['items'] }>> {
  if (orders.length === 0) return [];
  const items = await db
    .selectFrom('order_items')
    .selectAll()
    .where(
      'order_id',
      'in',
      orders.map((o) => Number(o.id)),
    )
    .orderBy('course_id')
    .execute();
  return orders.map((o) => ({ ...o, items: items.filter((i) => Number(i.order_id) === Number(o.id)) }));
}

/** The back office's dashboard figures. Month and week are UTC: since the 1st at 00:00, and the last 7 days. */
export async function adminStats(db: Db, now = new Date()) {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const count = (n: { count: number | string } | undefined) => Number(n?.count ?? 0);
  const pendingOrders = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', 'pending')
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  const paid = await db
    .selectFrom('orders')
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.sum<number | string | null>('total_cents').as('cents')])
    .where('status', '=', 'paid')
    .where('paid_at', '>=', monthStart)
    .executeTakeFirst();
  const applications = await db
    .selectFrom('join_team_applications')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  const ratings = await db
    .selectFrom('ratings')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('created_at', '>=', weekAgo)
    .executeTakeFirst();
  return {
    pendingOrders: count(pendingOrders),
    paidThisMonth: count(paid),
    revenueThisMonthCents: Number(paid?.cents ?? 0),
    pendingApplications: count(applications),
    ratingsThisWeek: count(ratings),
  };
}
