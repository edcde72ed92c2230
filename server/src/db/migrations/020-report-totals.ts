import { sql, type Kysely } from 'kysely';
import { keptTotalsOf, mergeKept, type KeptTotal, type ReportLine } from '../../money/kept-totals.ts';

/**
 * The revenue report's kept totals (issue 23, part 6; decision 087 amended): `report_totals`
 * holds, per UTC day and per month, the money and the orders of each breakdown's key, written in
 * the transaction of every money entry (money/entries.ts), so that a year's report reads a few
 * hundred rows by its primary key instead of every payment with its order. Expand only.
 * The table is filled here from the ledger as it stands (`rebuildReportTotals`, also run by the
 * scale seed, which writes its entries with SQL).
 *
 * order_payments.in_report_totals (1: counted) marks the entries the totals hold. During a
 * rolling deploy the previous release records money without the totals (decision 082: it runs
 * against this schema), and this migration's rebuild may run while it does: those entries stay
 * unmarked, and every instance's catch-up job (jobs/report-totals-catch-up.ts) adds them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_totals')
    .addColumn('dimension', 'varchar(8)', (c) => c.notNull()) // all | method | course | tutor
    .addColumn('grain', 'varchar(1)', (c) => c.notNull()) // d (a UTC day) | m (a month)
    .addColumn('period', 'varchar(10)', (c) => c.notNull()) // YYYY-MM-DD | YYYY-MM
    .addColumn('key', 'varchar(64)', (c) => c.notNull()) // '' | a method | course:1, plan:X, sessions, packages | tutor:1, tutor:none
    .addColumn('since', 'varchar(10)', (c) => c.notNull()) // '' | the day of the orders' previous entry
    .addColumn('label', 'text', (c) => c.notNull()) // a course's code and title, as its first entry's order had them
    .addColumn('orders', 'integer', (c) => c.notNull())
    .addColumn('paid_cents', 'bigint', (c) => c.notNull())
    .addColumn('refunded_cents', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_totals_pk', ['dimension', 'grain', 'period', 'key', 'since'])
    .execute();
  await db.schema.alterTable('order_payments').addColumn('in_report_totals', 'integer').execute();
  // The few entries outside the totals, found without reading the ledger.
  await db.schema
    .createIndex('order_payments_outside_totals_index')
    .on('order_payments')
    .column('id')
    .where(sql.ref('in_report_totals'), 'is', null)
    .execute();
  await rebuildReportTotals(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('order_payments_outside_totals_index').execute();
  await db.schema.alterTable('order_payments').dropColumn('in_report_totals').execute();
  await db.schema.dropTable('report_totals').execute();
}

type EntryRow = {
  id: number | string;
  order_id: number | string;
  kind: string;
  method: string;
  usd_cents: number | string;
  recorded_at: string;
};

/** The lines of these orders with the tutors they pay: a session's or package's tutor, else the course's (card order). */
async function linesOf(db: Kysely<unknown>, orderIds: number[]): Promise<Map<number, ReportLine[]>> {
  const ids = sql.join(orderIds);
  const { rows: items } = await sql<{
    order_id: number | string;
    kind: string;
    course_id: number | string | null;
    code: string;
    title: string;
    price_cents: number | string;
    tutor_id: number | string | null;
  }>`select i.order_id, i.kind, i.course_id, i.code, i.title, i.price_cents, coalesce(b.tutor_id, p.tutor_id) as tutor_id
     from order_items i left join bookings b on b.id = i.booking_id left join tutor_packages p on p.id = i.package_id
     where i.order_id in (${ids}) order by i.order_id, i.id`.execute(db);
  const courseIds = [...new Set(items.flatMap((i) => (i.course_id === null ? [] : [Number(i.course_id)])))];
  const { rows: courseTutors } = courseIds.length
    ? await sql<{ course_id: number | string; tutor_id: number | string }>`select course_id, tutor_id from course_tutors
        where course_id in (${sql.join(courseIds)}) order by course_id, position`.execute(db)
    : { rows: [] };
  const lines = new Map<number, ReportLine[]>();
  for (const item of items) {
    const courseId = item.course_id === null ? null : Number(item.course_id);
    const tutors =
      item.tutor_id !== null
        ? [Number(item.tutor_id)]
        : courseTutors.filter((t) => Number(t.course_id) === courseId).map((t) => Number(t.tutor_id));
    const line = {
      kind: item.kind,
      course_id: courseId,
      code: item.code,
      title: item.title,
      price_cents: Number(item.price_cents),
      tutors,
    };
    lines.set(Number(item.order_id), [...(lines.get(Number(item.order_id)) ?? []), line]);
  }
  return lines;
}

/**
 * Empties report_totals and fills it from the whole ledger, entry by entry in the order they were
 * recorded, exactly as the ledger's writes would have (bounded batches of the ledger; the totals
 * themselves are small), and marks the entries it read as counted. An entry recorded meanwhile
 * by an instance of the previous release stays unmarked: the catch-up job adds it.
 */
export async function rebuildReportTotals(db: Kysely<unknown>): Promise<number> {
  const kept = new Map<string, KeptTotal>();
  const counted: number[] = [];
  const earlier = new Map<number, Array<{ recorded_at: string; method: string }>>();
  for (let after: EntryRow | undefined; ;) {
    const { rows: entries } = await sql<EntryRow>`select id, order_id, kind, method, usd_cents, recorded_at from order_payments
      ${after ? sql`where (recorded_at, id) > (${after.recorded_at}, ${Number(after.id)})` : sql``}
      order by recorded_at, id limit 2000`.execute(db);
    if (entries.length === 0) break;
    const lines = await linesOf(db, [...new Set(entries.map((e) => Number(e.order_id)))]);
    for (const entry of entries) {
      const orderId = Number(entry.order_id);
      const before = earlier.get(orderId) ?? [];
      for (const total of keptTotalsOf(entry, before, lines.get(orderId) ?? [])) mergeKept(kept, total);
      earlier.set(orderId, [...before, { recorded_at: entry.recorded_at, method: entry.method }]);
      counted.push(Number(entry.id));
    }
    after = entries[entries.length - 1];
  }
  await sql`delete from report_totals`.execute(db);
  const rows = [...kept.values()];
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('report_totals' as never)
      .values(rows.slice(i, i + 500) as never)
      .execute();
  for (let i = 0; i < counted.length; i += 1000)
    await sql`update order_payments set in_report_totals = 1 where id in (${sql.join(counted.slice(i, i + 1000))})`.execute(db);
  return rows.length;
}
