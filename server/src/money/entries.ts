import { nowIso, type Db } from '../db/index.ts';
import { insertMoneyEntry, listMoneyEntries, reportItemsOf, type MoneyEntryRow, type NewMoneyEntry } from '../repositories/payments.ts';
import { addReportTotals } from '../repositories/report-totals.ts';
import { keptTotalsOf } from './kept-totals.ts';

/**
 * Appends an entry to the order's ledger and adds it to the revenue report's kept totals, in the
 * caller's transaction, which holds the order's row (lockOrder). Every money entry is written
 * through here (decision 087).
 *
 * An order's entries are recorded in the order they were written: a request that waited for the
 * lock behind another of the same order, having read the clock first, is recorded at the other's
 * instant rather than before it. The totals then see the order's earlier entries as the ledger
 * lists them, and migration 020's rebuild, which reads the ledger in time order, finds the same.
 */
export async function appendMoneyEntry(trx: Db, entry: NewMoneyEntry): Promise<MoneyEntryRow> {
  const earlier = await listMoneyEntries(trx, entry.orderId);
  const latest = earlier.reduce((at, e) => (e.recorded_at > at ? e.recorded_at : at), '');
  const at = entry.at ?? nowIso();
  const row = await insertMoneyEntry(trx, { ...entry, at: latest > at ? latest : at });
  const lines = (await reportItemsOf(trx, [entry.orderId])).map((line) => ({
    ...line,
    course_id: line.course_id === null ? null : Number(line.course_id),
    tutors: line.tutors.map((t) => t.id),
  }));
  await addReportTotals(trx, keptTotalsOf(row, earlier, lines));
  return row;
}
