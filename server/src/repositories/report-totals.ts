import type { Db } from '../db/index.ts';
import { keptKeyOf, type KeptDimension, type KeptTotal } from '../money/kept-totals.ts';

/** The revenue report's kept totals (migration 020; money/kept-totals.ts). */

/**
 * Adds what one money entry brings to the kept totals, in the entry's transaction: one upsert
 * that increments the rows. Two entries at once both count (the second waits for the first's row
 * and adds to it); rows are written in primary-key order, so writers never wait on each other in
 * a cycle.
 */
export async function addReportTotals(db: Db, totals: KeptTotal[]): Promise<void> {
  if (totals.length === 0) return;
  const rows = totals.toSorted((a, b) => (keptKeyOf(a) < keptKeyOf(b) ? -1 : 1));
  await db
    .insertInto('report_totals')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['dimension', 'grain', 'period', 'key', 'since']).doUpdateSet((eb) => ({
        orders: eb('report_totals.orders', '+', eb.ref('excluded.orders')),
        paid_cents: eb('report_totals.paid_cents', '+', eb.ref('excluded.paid_cents')),
        refunded_cents: eb('report_totals.refunded_cents', '+', eb.ref('excluded.refunded_cents')),
      })),
    )
    .execute();
}

/** A run of periods of one grain, both ends included (either may be open). */
export type PeriodRange = { grain: 'd' | 'm'; from?: string | undefined; to?: string | undefined };

/** The kept rows of these dimensions over these period ranges: each an index range of the primary key. */
export async function reportTotalsIn(db: Db, dimensions: KeptDimension[], ranges: PeriodRange[]) {
  const reads = dimensions.flatMap((dimension) =>
    ranges.map((range) =>
      db
        .selectFrom('report_totals')
        .select(['dimension', 'grain', 'period', 'key', 'since', 'label', 'orders', 'paid_cents', 'refunded_cents'])
        .where('dimension', '=', dimension)
        .where('grain', '=', range.grain)
        .$if(range.from !== undefined, (qb) => qb.where('period', '>=', range.from!))
        .$if(range.to !== undefined, (qb) => qb.where('period', '<=', range.to!)),
    ),
  );
  if (reads.length === 0) return [];
  const [first, ...rest] = reads;
  const rows = await rest.reduce((query, next) => query.unionAll(next), first!).execute();
  return rows.map((row) => ({
    ...row,
    orders: Number(row.orders),
    paid_cents: Number(row.paid_cents),
    refunded_cents: Number(row.refunded_cents),
  }));
}

/** The names of these tutors, by id. */
export async function tutorNamesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = ids.length ? await db.selectFrom('tutors').select(['id', 'name']).where('id', 'in', ids).execute() : [];
  return new Map(rows.map((row) => [Number(row.id), row.name]));
}
