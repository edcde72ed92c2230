import { ADMIN_TOTAL_CAP, type OrderStatus } from '@darsak/common';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { isPostgres } from '../db/migrations/helpers.ts';
import { containsPattern, likeLiteral } from '../lib/http/pagination.ts';
import type { OrderItemRow, OrderWithItems } from './orders.ts';

/** How every order reference starts, lower-cased (ORDER_REFERENCE_PATTERN). */
const REFERENCE_START = 'drs-';

export type AdminOrderRow = OrderWithItems & { email: string | null };

/**
 * Orders for the back office, newest first: by status, and q matching the reference or the buyer's
 * e-mail. The total counts at most ADMIN_TOTAL_CAP + 1 matching rows, newest first (an index range
 * that stops there): the exact count of a status most orders have was a scan of the whole table
 * (decision 040).
 *
 * One statement answers the page, its buyers' e-mails, each order's items (a JSON array) and the capped total (an
 * uncorrelated subquery, run once and repeated on each row): one round trip where there were
 * three (decision 063). Only a page past the last one, which has no row to carry the total,
 * counts in a second statement.
 */
export async function listOrdersForAdmin(
  db: Db,
  filter: { status?: OrderStatus; q?: string },
  page: { limit: number; offset: number },
): Promise<{ rows: AdminOrderRow[]; total: number; capped: boolean }> {
  // A pending order past its expiry reads as expired before the job writes it (presenters/order.ts).
  const now = new Date().toISOString();
  const matching = () =>
    db
      .selectFrom('orders')
      .leftJoin('users', 'users.id', 'orders.user_id')
      .$if(filter.status !== undefined, (qb) => {
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
        // Every reference is upper-case, starts 'DRS-' and holds no other '-': a search that starts
        // so is the references that start with it, upper-cased, a range of the references' own
        // b-tree (orders_reference_start_index); the trigram index of lower(reference) would read
        // 'drs' and 'rs-', which every order has (decision 087).
        const reference = filter.q!.toLowerCase().startsWith(REFERENCE_START)
          ? sql<boolean>`${sql.ref('orders.reference')} like ${`${likeLiteral(filter.q!.toUpperCase())}%`} escape '\\'`
          : sql<boolean>`lower(${sql.ref('orders.reference')}) like ${pattern} escape '\\'`;
        // PostgreSQL: the buyers whose e-mail matches (users' trigram index), as an array its
        // planner can look up in orders_user_index and OR with the reference's trigram index:
        // two index reads where one OR across the join read every order (decision 087).
        if (isPostgres(db as never)) {
          const buyers = sql`array(select ${sql.ref('id')} from ${sql.table('users')} where lower(${sql.ref('email')}) like ${pattern} escape '\\')`;
          return qb.where(sql<boolean>`(${reference} or ${sql.ref('orders.user_id')} = any(${buyers}))`);
        }
        return qb.where((eb) => eb.or([reference, eb(sql`lower(${sql.ref('users.email')})`, 'like', sql`${pattern} escape '\\'`)]));
      })
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc');
  const counted = () =>
    db
      .selectFrom(
        matching()
          .select(sql<number>`1`.as('one'))
          .limit(ADMIN_TOTAL_CAP + 1)
          .as('capped'),
      )
      .select((eb) => eb.fn.countAll<number | string>().as('count'));
  // The page's orders first, then their buyers and items: joined before the limit, a search
  // matching a thousand orders looked up a thousand buyers to keep twenty (decision 087).
  const onPage = matching().selectAll('orders').limit(page.limit).offset(page.offset).as('orders');
  const rows = await db
    .selectFrom(onPage)
    .leftJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .select(['users.email as email', itemsOf(db).as('items'), counted().as('total')])
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .execute();
  const count =
    rows.length > 0 ? Number(rows[0]!.total) : page.offset === 0 ? 0 : Number((await counted().executeTakeFirstOrThrow()).count);
  const capped = count > ADMIN_TOTAL_CAP;
  return { rows: rows.map(({ total: _total, ...row }) => withParsedItems(row)), total: capped ? ADMIN_TOTAL_CAP : count, capped };
}

export async function findOrderForAdmin(db: Db, reference: string): Promise<AdminOrderRow | undefined> {
  const order = await db
    .selectFrom('orders')
    .leftJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .select(['users.email as email', itemsOf(db).as('items')])
    .where('orders.reference', '=', reference)
    .executeTakeFirst();
  return order ? withParsedItems(order) : undefined;
}

/**
 * The items of the outer query's order as one JSON array by course id, read through the
 * order_items (order_id, course_id) index; a session item keeps its stored English title. PostgreSQL answers json (parsed by the driver), SQLite its text.
 */
function itemsOf(db: Db) {
  const [array, object] = isPostgres(db as never)
    ? [sql.raw('json_agg'), sql.raw('json_build_object')]
    : [sql.raw('json_group_array'), sql.raw('json_object')];
  return sql<
    OrderItemRow[] | string
  >`(select coalesce(${array}(${object}('id', i.id, 'order_id', i.order_id, 'kind', i.kind, 'course_id', i.course_id, 'booking_id', i.booking_id, 'package_id', i.package_id, 'code', i.code, 'title', i.title, 'price_cents', i.price_cents) order by i.course_id, i.id), '[]') from order_items as i where i.order_id = orders.id)`;
}

const withParsedItems = <T extends { items: OrderItemRow[] | string }>(row: T): T & { items: OrderItemRow[] } => ({
  ...row,
  items: typeof row.items === 'string' ? (JSON.parse(row.items) as OrderItemRow[]) : row.items,
});
