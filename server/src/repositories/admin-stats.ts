import { ADMIN_STATS_COUNT_CAP } from '@darsak/common';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';

/**
 * The back office's dashboard figures (decision 087). Month and week are UTC: since the 1st at
 * 00:00, and the last 7 days. Each is an index-only range, never a scan of a table:
 * - pending orders: (status, expires_at), the live holds only;
 * - paid this month and their total: the month's kept row (migration 022), kept by triggers on orders;
 * - pending applications: (status, submitted_at);
 * - ratings this week: (created_at) read newest first and counted up to ADMIN_STATS_COUNT_CAP:
 *   a week of a country's ratings is some hundred thousand index entries, counted on every
 *   dashboard view, for a figure that reads the same as "more than 1,000".
 */
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
    .selectFrom('paid_order_months')
    .select(['orders as count', 'total_cents as cents'])
    .where('month', '=', monthStart.slice(0, 7))
    .executeTakeFirst();
  const applications = await db
    .selectFrom('join_team_applications')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  const ratings = await db
    .selectFrom(
      db
        .selectFrom('ratings')
        .select(sql<number>`1`.as('one'))
        .where('created_at', '>=', weekAgo)
        .orderBy('created_at', 'desc')
        .limit(ADMIN_STATS_COUNT_CAP + 1)
        .as('week'),
    )
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirst();
  const ratingsThisWeek = count(ratings);
  return {
    pendingOrders: count(pendingOrders),
    paidThisMonth: count(paid),
    revenueThisMonthCents: Number(paid?.cents ?? 0),
    pendingApplications: count(applications),
    ratingsThisWeek: Math.min(ratingsThisWeek, ADMIN_STATS_COUNT_CAP),
    ratingsThisWeekCapped: ratingsThisWeek > ADMIN_STATS_COUNT_CAP,
  };
}
