import { sql, type Selectable } from 'kysely';
import { nowIso, type Db } from '../db/index.ts';
import { isPostgres } from '../db/migrations/helpers.ts';
import type { LbpRatesTable, OrderNotesTable, OrderPaymentsTable } from '../db/schema.ts';
import type { OrderRow } from './orders.ts';
import type { AuditActor } from './audit-log.ts';

/**
 * The money desk's tables (decision 077): an order's ledger (payments and refunds, appended to,
 * never updated), the receipt counters, the lira rates and the orders' notes.
 */

export type MoneyEntryRow = Omit<Selectable<OrderPaymentsTable>, 'amount'> & { amount: number };
export type LbpRateRow = Selectable<LbpRatesTable>;
export type OrderNoteRow = Selectable<OrderNotesTable>;

const actorFields = (actor: AuditActor) => ({ id: actor === 'cli' ? null : actor.id, name: actor === 'cli' ? 'cli' : actor.email });

/**
 * The order's row, held until the transaction ends (PostgreSQL: two payments of one order
 * recorded at once are written one after the other, so the second sees the first's total).
 * SQLite runs one write transaction at a time already.
 */
export async function lockOrder(db: Db, reference: string): Promise<OrderRow | undefined> {
  const query = db.selectFrom('orders').selectAll().where('reference', '=', reference);
  return isPostgres(db as never) ? query.forUpdate().executeTakeFirst() : query.executeTakeFirst();
}

export type NewMoneyEntry = {
  orderId: number;
  kind: 'payment' | 'refund';
  method: string;
  amount: number;
  currency: 'USD' | 'LBP';
  rate: number | null;
  usdCents: number;
  receiptNumber: string | null;
  note: string | null;
  proof: { path: string; mime: string; name: string } | null;
  actor: AuditActor;
  at?: string;
};

/** The ledger's row alone: money entries are appended through money/entries.ts appendMoneyEntry, which keeps the report's totals. */
export async function insertMoneyEntry(db: Db, entry: NewMoneyEntry): Promise<MoneyEntryRow> {
  const actor = actorFields(entry.actor);
  const row = await db
    .insertInto('order_payments')
    .values({
      order_id: entry.orderId,
      kind: entry.kind,
      method: entry.method,
      amount: entry.amount,
      currency: entry.currency,
      rate: entry.rate,
      usd_cents: entry.usdCents,
      receipt_number: entry.receiptNumber,
      note: entry.note,
      proof_path: entry.proof?.path ?? null,
      proof_mime: entry.proof?.mime ?? null,
      proof_name: entry.proof?.name ?? null,
      recorded_at: entry.at ?? nowIso(),
      recorded_by_id: actor.id,
      recorded_by: actor.name,
      // Written in the transaction that adds it to the report's totals (money/entries.ts).
      in_report_totals: 1,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, amount: Number(row.amount) };
}

/** Up to `limit` entries the report's totals do not hold yet (recorded by a previous release), oldest first. */
export async function entriesOutsideTotals(db: Db, limit: number): Promise<Array<{ id: number; order_id: number }>> {
  const rows = await db
    .selectFrom('order_payments')
    .select(['id', 'order_id'])
    .where('in_report_totals', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: Number(row.id), order_id: Number(row.order_id) }));
}

/** Marks an entry as held by the totals; false when it already was (another instance counted it first). */
export async function markInReportTotals(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('order_payments')
    .set({ in_report_totals: 1 })
    .where('id', '=', id)
    .where('in_report_totals', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The order's row by id, held until the transaction ends (as lockOrder). */
export async function lockOrderById(db: Db, id: number): Promise<OrderRow | undefined> {
  const query = db.selectFrom('orders').selectAll().where('id', '=', id);
  return isPostgres(db as never) ? query.forUpdate().executeTakeFirst() : query.executeTakeFirst();
}

/** The order's entries, oldest first. */
export async function listMoneyEntries(db: Db, orderId: number): Promise<MoneyEntryRow[]> {
  const rows = await db.selectFrom('order_payments').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}

export async function findMoneyEntry(db: Db, orderId: number, id: number): Promise<MoneyEntryRow | undefined> {
  const row = await db.selectFrom('order_payments').selectAll().where('order_id', '=', orderId).where('id', '=', id).executeTakeFirst();
  return row ? { ...row, amount: Number(row.amount) } : undefined;
}

/** What the order's payments and refunds add up to, in US cents. */
export async function ledgerTotals(db: Db, orderId: number): Promise<{ paidCents: number; refundedCents: number }> {
  const rows = await db
    .selectFrom('order_payments')
    .select((eb) => ['kind', eb.fn.sum<number | string | null>('usd_cents').as('cents')])
    .where('order_id', '=', orderId)
    .groupBy('kind')
    .execute();
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.cents ?? 0);
  return { paidCents: of('payment'), refundedCents: of('refund') };
}

/**
 * The next receipt number of `year`: the year's counter row, incremented in one statement (an
 * upsert), inside the transaction that marks the order paid. The row stays locked until that
 * transaction ends, so parallel payments (on any number of instances) take 1, 2, 3... in turn,
 * and a rolled-back payment gives its number back: no gap, no duplicate.
 */
export async function nextReceiptSequence(db: Db, year: number): Promise<number> {
  const row = await db
    .insertInto('receipt_counters')
    .values({ year, last: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet((eb) => ({ last: eb('receipt_counters.last', '+', 1) })))
    .returning('last')
    .executeTakeFirstOrThrow();
  return Number(row.last);
}

export async function setOrderReceiptNumber(db: Db, orderId: number, receiptNumber: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ receipt_number: receiptNumber })
    .where('id', '=', orderId)
    .where('receipt_number', 'is', null)
    .execute();
}

/** paid -> refunded, when every dollar went back (compare and set). */
export async function markOrderRefunded(db: Db, orderId: number): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('orders')
    .set({ status: 'refunded', refunded_at: now, updated_at: now })
    .where('id', '=', orderId)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function touchOrder(db: Db, orderId: number): Promise<void> {
  await db.updateTable('orders').set({ updated_at: nowIso() }).where('id', '=', orderId).execute();
}

// The lira rate

export async function insertLbpRate(
  db: Db,
  input: { rate: number; note: string | null; actor: AuditActor; at?: string },
): Promise<LbpRateRow> {
  const actor = actorFields(input.actor);
  return db
    .insertInto('lbp_rates')
    .values({ rate: input.rate, note: input.note, set_at: input.at ?? nowIso(), set_by_id: actor.id, set_by: actor.name })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The day's rate: the newest set. */
export const currentLbpRate = (db: Db): Promise<LbpRateRow | undefined> =>
  db.selectFrom('lbp_rates').selectAll().orderBy('set_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();

export const lbpRateHistory = (db: Db, limit = 100): Promise<LbpRateRow[]> =>
  db.selectFrom('lbp_rates').selectAll().orderBy('set_at', 'desc').orderBy('id', 'desc').limit(limit).execute();

export async function hasAnyLbpRate(db: Db): Promise<boolean> {
  return (await db.selectFrom('lbp_rates').select('id').limit(1).executeTakeFirst()) !== undefined;
}

// Notes

export async function insertOrderNote(db: Db, input: { orderId: number; body: string; actor: AuditActor }): Promise<OrderNoteRow> {
  const actor = actorFields(input.actor);
  return db
    .insertInto('order_notes')
    .values({ order_id: input.orderId, body: input.body, author_id: actor.id, author: actor.name, created_at: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const listOrderNotes = (db: Db, orderId: number): Promise<OrderNoteRow[]> =>
  db.selectFrom('order_notes').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

/** The audit entries about one order, oldest first (its status history). */
export const orderAuditTrail = (db: Db, reference: string) =>
  db
    .selectFrom('audit_log')
    .select(['action', 'actor', 'details', 'created_at'])
    .where('target_type', '=', 'order')
    .where('target_id', '=', reference)
    .orderBy('id')
    .execute();

// Reports and exports

/** Day bounds of a report: [from 00:00, to + 1 day 00:00) in UTC, as ISO text comparisons. */
export type InstantRange = { from?: string; to?: string };

/** Whether any money entry was recorded in the range (one probe of order_payments_recorded_index). */
export async function anyMoneyEntryBetween(db: Db, range: Required<InstantRange>): Promise<boolean> {
  const row = await db
    .selectFrom('order_payments')
    .select('id')
    .where('recorded_at', '>=', range.from)
    .where('recorded_at', '<', range.to)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Where the previous batch of an export ended: its last row's time and id. */
export type Keyset = { at: string; id: number };

/** The items of these orders with the tutors they pay: a session's tutor, a course's tutors in card order. */
export async function reportItemsOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  const items = await db
    .selectFrom('order_items')
    .leftJoin('bookings', 'bookings.id', 'order_items.booking_id')
    .leftJoin('tutor_packages', 'tutor_packages.id', 'order_items.package_id')
    .select([
      'order_items.order_id',
      'order_items.kind',
      'order_items.course_id',
      'order_items.code',
      'order_items.title',
      'order_items.price_cents',
      'bookings.tutor_id as booked_tutor_id',
      'tutor_packages.tutor_id as package_tutor_id',
    ])
    .where('order_items.order_id', 'in', orderIds)
    .orderBy('order_items.order_id')
    .orderBy('order_items.id')
    .execute()
    // A session's tutor, or a package's (decision 086): the one tutor the line pays.
    .then((rows) =>
      rows.map(({ booked_tutor_id, package_tutor_id, ...row }) => ({ ...row, session_tutor_id: booked_tutor_id ?? package_tutor_id })),
    );
  const courseIds = [...new Set(items.map((i) => i.course_id).filter((id): id is number => id !== null))];
  const courseTutors = courseIds.length
    ? await db
        .selectFrom('course_tutors')
        .select(['course_id', 'tutor_id'])
        .where('course_id', 'in', courseIds)
        .orderBy('course_id')
        .orderBy('position')
        .execute()
    : [];
  const tutorIds = [
    ...new Set([
      ...courseTutors.map((t) => Number(t.tutor_id)),
      ...items
        .map((i) => i.session_tutor_id)
        .filter((id): id is number => id !== null)
        .map(Number),
    ]),
  ];
  const tutors = tutorIds.length ? await db.selectFrom('tutors').select(['id', 'name']).where('id', 'in', tutorIds).execute() : [];
  return items.map((item) => ({
    ...item,
    tutors: (item.session_tutor_id !== null
      ? [Number(item.session_tutor_id)]
      : courseTutors.filter((t) => Number(t.course_id) === Number(item.course_id)).map((t) => Number(t.tutor_id))
    ).map((id) => ({
      id,
      name: tutors.find((t) => Number(t.id) === id)?.name ?? `#${id}`,
    })),
  }));
}

/**
 * Orders created in the range, a page at a time after `after` (keyset on created_at and id: each
 * batch is a range of orders_created_index, however long the range), with their buyer and what
 * their payments and refunds add up to and their item codes as scalar subqueries: per row an index look-up, never a
 * join the planner could hash over every user or payment.
 */
export function exportOrdersPage(db: Db, range: InstantRange, after: Keyset | undefined, limit: number) {
  return db
    .selectFrom('orders')
    .select((eb) => {
      const ledgerSum = (kind: 'payment' | 'refund') =>
        eb
          .selectFrom('order_payments as p')
          .select((sub) => sub.fn.sum<number | string>('p.usd_cents').as('s'))
          .whereRef('p.order_id', '=', 'orders.id')
          .where('p.kind', '=', kind);
      const buyer = (column: 'email' | 'name') =>
        eb.selectFrom('users').select(`users.${column}`).whereRef('users.id', '=', 'orders.user_id').$asScalar();
      return [
        'orders.id',
        'orders.reference',
        'orders.created_at',
        'orders.status',
        'orders.expires_at',
        'orders.total_cents',
        'orders.paid_at',
        'orders.receipt_number',
        'orders.phone',
        buyer('email').as('email'),
        buyer('name').as('name'),
        ledgerSum('payment').as('paid_cents'),
        ledgerSum('refund').as('refunded_cents'),
        // Its item codes in order, one text (string_agg ... order by: PostgreSQL, and SQLite since 3.44).
        sql<string | null>`(select string_agg(i.code, ' ' order by i.id) from order_items i where i.order_id = orders.id)`.as('item_codes'),
      ];
    })
    .$if(range.from !== undefined, (qb) => qb.where('orders.created_at', '>=', range.from!))
    .$if(range.to !== undefined, (qb) => qb.where('orders.created_at', '<', range.to!))
    .$if(after !== undefined, (qb) =>
      qb.where((eb) => eb(eb.refTuple('orders.created_at', 'orders.id'), '>', eb.tuple(after!.at, after!.id))),
    )
    .orderBy('orders.created_at')
    .orderBy('orders.id')
    .limit(limit)
    .execute();
}

/**
 * Money entries recorded in the range, a page at a time after `after` (keyset on
 * order_payments_recorded_index), each with its order's reference (a scalar look-up by id).
 */
export async function exportPaymentsPage(
  db: Db,
  range: InstantRange,
  after: Keyset | undefined,
  limit: number,
): Promise<Array<MoneyEntryRow & { reference: string }>> {
  const rows = await db
    .selectFrom('order_payments')
    .selectAll('order_payments')
    .select((eb) =>
      eb.selectFrom('orders').select('orders.reference').whereRef('orders.id', '=', 'order_payments.order_id').$asScalar().as('reference'),
    )
    .$if(range.from !== undefined, (qb) => qb.where('order_payments.recorded_at', '>=', range.from!))
    .$if(range.to !== undefined, (qb) => qb.where('order_payments.recorded_at', '<', range.to!))
    .$if(after !== undefined, (qb) =>
      qb.where((eb) => eb(eb.refTuple('order_payments.recorded_at', 'order_payments.id'), '>', eb.tuple(after!.at, after!.id))),
    )
    .orderBy('order_payments.recorded_at')
    .orderBy('order_payments.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, amount: Number(row.amount), reference: row.reference ?? '' }));
}

/**
 * USD_LBP_RATE: the first rate, written once when none was ever set (one statement, so several
 * instances starting together write it once). The back office's rates follow it.
 */
export async function seedLbpRate(db: Db, rate: number): Promise<void> {
  const at = nowIso();
  await db
    .insertInto('lbp_rates')
    .columns(['rate', 'note', 'set_at', 'set_by_id', 'set_by'])
    .expression(
      db
        .selectNoFrom((eb) => [
          eb.cast<number>(eb.val(rate), 'integer').as('rate'),
          eb.val('USD_LBP_RATE').as('note'),
          eb.val(at).as('set_at'),
          eb.cast<number | null>(eb.val(null), 'integer').as('set_by_id'),
          eb.val('config').as('set_by'),
        ])
        .where((eb) => eb.not(eb.exists(eb.selectFrom('lbp_rates').select('id')))),
    )
    .execute();
}
