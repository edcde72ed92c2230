import { Readable } from 'node:stream';
import { formatCents, formatMinor, paymentMethodIn, type Locale, type PaymentMethod, type ReportGroup } from '@darsak/common';
import type { Db } from '../db/index.ts';
import { anyMoneyEntryBetween, exportOrdersPage, exportPaymentsPage, type InstantRange, type Keyset } from '../repositories/payments.ts';
import { reportTotalsIn, tutorNamesOf, type PeriodRange } from '../repositories/report-totals.ts';
import { monthStart } from './kept-totals.ts';

export { shareCents } from './kept-totals.ts';

/**
 * Reports and exports of the money desk (decision 077). Money is counted when it moved: a
 * payment or refund on the day it was recorded (UTC days). A payment of an order of several items
 * is shared among them by price (cents, the remainder to the last item), and a course's share
 * among its tutors evenly, so every breakdown adds up to the same totals. The report reads the
 * totals kept with the ledger (money/kept-totals.ts; decision 087), never the entries.
 */

/** ?from=&to= as instants: from 00:00 of `from` to 00:00 of the day after `to` (UTC). */
export function rangeOf(query: { from?: string | undefined; to?: string | undefined }): InstantRange {
  const range: InstantRange = {};
  if (query.from) range.from = `${query.from}T00:00:00.000Z`;
  if (query.to) range.to = new Date(Date.parse(`${query.to}T00:00:00.000Z`) + 86_400_000).toISOString();
  return range;
}

const monthAfter = (month: string, by: number) => {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + by, 1));
  return date.toISOString().slice(0, 7);
};
const lastDayOf = (month: string) =>
  new Date(Date.parse(`${monthAfter(month, 1)}-01T00:00:00.000Z`) - 86_400_000).toISOString().slice(0, 10);

const dayAfter = (day: string, by: number) => new Date(Date.parse(`${day}T00:00:00.000Z`) + by * 86_400_000).toISOString().slice(0, 10);

/**
 * The days [from, to] as kept periods: the months wholly inside as month rows, the days of a
 * month cut by either end as day rows (a year is about 11 months and 30 days of rows). A cut
 * month whose cut-off days hold no entry (`quiet`, one probe of the ledger's time index: the
 * month a range ending today is in) is read as its month row: the same entries, the same counts.
 */
export async function periodsOf(
  from: string | undefined,
  to: string | undefined,
  quiet: (fromDay: string, toDay: string) => Promise<boolean>,
): Promise<PeriodRange[]> {
  if (from !== undefined && to !== undefined && from > to) return [];
  const fromMonth = from?.slice(0, 7);
  const toMonth = to?.slice(0, 7);
  const first =
    from === undefined || fromMonth === undefined
      ? undefined
      : from.endsWith('-01') || (await quiet(monthStart(fromMonth), dayAfter(from, -1)))
        ? fromMonth
        : monthAfter(fromMonth, 1);
  const last =
    to === undefined || toMonth === undefined
      ? undefined
      : to === lastDayOf(toMonth) || (await quiet(dayAfter(to, 1), lastDayOf(toMonth)))
        ? toMonth
        : monthAfter(toMonth, -1);
  if (first !== undefined && last !== undefined && first > last) return [{ grain: 'd', from, to }];
  const ranges: PeriodRange[] = [{ grain: 'm', from: first, to: last }];
  if (from !== undefined && fromMonth !== first) ranges.push({ grain: 'd', from, to: lastDayOf(fromMonth!) });
  if (to !== undefined && toMonth !== last) ranges.push({ grain: 'd', from: monthStart(toMonth!), to });
  return ranges;
}

type Bucket = { key: string; label: string; orders: number; paid: number; refunded: number };

export async function revenueReport(
  db: Db,
  input: { from?: string | undefined; to?: string | undefined; group: ReportGroup; methods: PaymentMethod[]; locale: Locale },
) {
  const { from, group } = input;
  const byTime = group === 'day' || group === 'month';
  const ranges =
    group === 'day'
      ? from && input.to && from > input.to
        ? []
        : [{ grain: 'd' as const, from, to: input.to }]
      : await periodsOf(
          from,
          input.to,
          async (fromDay, toDay) => !(await anyMoneyEntryBetween(db, rangeOf({ from: fromDay, to: toDay }) as Required<InstantRange>)),
        );
  const rows = await reportTotalsIn(db, byTime ? ['all'] : ['all', group], ranges);
  // A row's first day: a month row's is its 1st (periods sort by it: the earliest row's label first).
  const startOf = (row: { grain: string; period: string }) => (row.grain === 'm' ? monthStart(row.period) : row.period);
  rows.sort((a, b) => startOf(a).localeCompare(startOf(b)) || a.since.localeCompare(b.since));
  // An order counts in a bucket at its first period there: the row whose previous entry is before the bucket's start.
  const counted = (since: string, start: string) => since === '' || since < start;
  const rangeStart = from ?? '';

  const tutorNames =
    group === 'tutor'
      ? await tutorNamesOf(
          db,
          rows.flatMap((r) => (r.dimension === 'tutor' && r.key !== 'tutor:none' ? [Number(r.key.slice(6))] : [])),
        )
      : new Map<number, string>();
  const labelOf = (key: string, stored: string) => {
    if (group === 'method') {
      const method = input.methods.find((m) => m.id === key);
      return method ? paymentMethodIn(method, input.locale).name : key;
    }
    if (group === 'tutor') return key === 'tutor:none' ? '—' : (tutorNames.get(Number(key.slice(6))) ?? `#${key.slice(6)}`);
    return stored;
  };

  const buckets = new Map<string, Bucket>();
  const totals = { orders: 0, paid: 0, refunded: 0 };
  for (const row of rows) {
    if (row.dimension === 'all') {
      if (counted(row.since, rangeStart)) totals.orders += row.orders;
      totals.paid += row.paid_cents;
      totals.refunded += row.refunded_cents;
      if (!byTime) continue;
    }
    const key = group === 'day' ? row.period : group === 'month' ? row.period.slice(0, 7) : row.key;
    const start = group === 'day' ? row.period : group === 'month' ? [rangeStart, monthStart(key)].sort()[1]! : rangeStart;
    const bucket = buckets.get(key) ?? { key, label: byTime ? key : labelOf(key, row.label), orders: 0, paid: 0, refunded: 0 };
    if (counted(row.since, start)) bucket.orders += row.orders;
    bucket.paid += row.paid_cents;
    bucket.refunded += row.refunded_cents;
    buckets.set(key, bucket);
  }
  return {
    group,
    from: from ?? null,
    to: input.to ?? null,
    rows: [...buckets.values()]
      .sort((a, b) => (byTime ? a.key.localeCompare(b.key) : b.paid - a.paid || a.key.localeCompare(b.key)))
      .map((b) => ({ key: b.key, label: b.label, orders: b.orders, paid_usd: formatCents(b.paid), refunded_usd: formatCents(b.refunded) })),
    totals: {
      orders: totals.orders,
      paid_usd: formatCents(totals.paid),
      refunded_usd: formatCents(totals.refunded),
      net_usd: formatCents(totals.paid - totals.refunded),
    },
  };
}

/**
 * A CSV cell, Excel-safe: a text that begins with = + - @ (or a tab or carriage return) would be
 * read as a formula, so it is prefixed with an apostrophe; quotes doubled, the cell quoted when
 * it holds a comma, a quote or a line break. Numbers we write ourselves are never negative.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: Array<string | number | null | undefined>) => `${cells.map(csvCell).join(',')}\r\n`;

const BATCH = 500;

/** A stream of CSV text: a BOM and the header, then each batch's lines as it is read (bounded memory). */
function csvStream(header: string[], pages: () => AsyncGenerator<string[]>): Readable {
  async function* lines() {
    yield `\uFEFF${csvLine(header)}`;
    for await (const batch of pages()) yield batch.join('');
  }
  return Readable.from(lines(), { objectMode: false });
}

export function ordersCsv(db: Db, range: InstantRange): Readable {
  const header = [
    'reference',
    'created_at',
    'status',
    'buyer_name',
    'buyer_email',
    'phone',
    'items',
    'total_usd',
    'paid_usd',
    'refunded_usd',
    'balance_usd',
    'receipt_number',
    'paid_at',
  ];
  return csvStream(header, async function* () {
    const now = new Date().toISOString();
    for (let after: Keyset | undefined; ;) {
      const rows = await exportOrdersPage(db, range, after, BATCH);
      if (rows.length === 0) return;
      yield rows.map((row) => {
        const paid = Number(row.paid_cents ?? 0);
        const status = row.status === 'pending' && row.expires_at <= now ? 'expired' : row.status;
        const settled = status === 'paid' || status === 'refunded' ? Math.max(paid, row.total_cents) : paid;
        return csvLine([
          row.reference,
          row.created_at,
          status,
          row.name,
          row.email,
          row.phone,
          row.item_codes ?? '',
          formatCents(row.total_cents),
          formatCents(settled),
          formatCents(Number(row.refunded_cents ?? 0)),
          formatCents(status === 'cancelled' ? 0 : Math.max(0, row.total_cents - settled)),
          row.receipt_number,
          row.paid_at,
        ]);
      });
      const last = rows[rows.length - 1]!;
      after = { at: last.created_at, id: Number(last.id) };
    }
  });
}

export function paymentsCsv(db: Db, range: InstantRange): Readable {
  const header = [
    'id',
    'recorded_at',
    'order_reference',
    'kind',
    'method',
    'amount',
    'currency',
    'rate',
    'usd_amount',
    'receipt_number',
    'note',
    'recorded_by',
  ];
  return csvStream(header, async function* () {
    for (let after: Keyset | undefined; ;) {
      const rows = await exportPaymentsPage(db, range, after, BATCH);
      if (rows.length === 0) return;
      yield rows.map((row) =>
        csvLine([
          Number(row.id),
          row.recorded_at,
          row.reference,
          row.kind,
          row.method,
          formatMinor(row.amount, row.currency),
          row.currency,
          row.rate,
          formatCents(row.usd_cents),
          row.receipt_number,
          row.note,
          row.recorded_by,
        ]),
      );
      const last = rows[rows.length - 1]!;
      after = { at: last.recorded_at, id: Number(last.id) };
    }
  });
}
