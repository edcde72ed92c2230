import { nowIso, type Db } from '../db/index.ts';
import {
  entriesOutsideTotals,
  insertMoneyEntry,
  listMoneyEntries,
  lockOrderById,
  markInReportTotals,
  reportItemsOf,
  type MoneyEntryRow,
  type NewMoneyEntry,
} from '../repositories/payments.ts';
import { addReportTotals } from '../repositories/report-totals.ts';
import { keptTotalsOf, type ReportLine } from './kept-totals.ts';

/** The order's lines as the report shares its money among them. */
async function linesOf(trx: Db, orderId: number): Promise<ReportLine[]> {
  return (await reportItemsOf(trx, [orderId])).map((line) => ({
    ...line,
    course_id: line.course_id === null ? null : Number(line.course_id),
    tutors: line.tutors.map((t) => t.id),
  }));
}

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
  await addReportTotals(trx, keptTotalsOf(row, earlier, await linesOf(trx, entry.orderId)));
  return row;
}

/**
 * Adds to the kept totals the entries they do not hold yet: money an instance of the previous
 * release recorded during a rolling deploy (it knows nothing of the totals; decision 082), or
 * while migration 020 rebuilt them. Each entry in its own transaction under its order's lock,
 * counted once however many instances run this at the same moment (the mark is conditional),
 * with the order's entries recorded before it, as the rebuild would count it. Answers how many
 * it added.
 */
export async function countEntriesOutsideTotals(db: Db, limit = 200): Promise<number> {
  let added = 0;
  for (const { id, order_id: orderId } of await entriesOutsideTotals(db, limit)) {
    const done = await db.transaction().execute(async (trx) => {
      await lockOrderById(trx, orderId);
      if (!(await markInReportTotals(trx, id))) return false;
      const entries = await listMoneyEntries(trx, orderId);
      const entry = entries.find((e) => Number(e.id) === id)!;
      const earlier = entries.filter(
        (e) => e.recorded_at < entry.recorded_at || (e.recorded_at === entry.recorded_at && Number(e.id) < id),
      );
      await addReportTotals(trx, keptTotalsOf(entry, earlier, await linesOf(trx, orderId)));
      return true;
    });
    if (done) added += 1;
  }
  return added;
}
