import { Readable } from 'node:stream';
import { formatCents, formatMinor, paymentMethodIn, type Locale, type PaymentMethod, type ReportGroup } from '@darsak/common';
import type { Db } from '../db/index.ts';
import {
  exportOrdersPage,
  exportPaymentsPage,
  itemCodesOf,
  moneyEntriesBetween,
  reportItemsOf,
  type InstantRange,
} from '../repositories/payments.ts';

/**
 * Reports and exports of the money desk (decision 077). Money is counted when it moved: a
 * payment or refund on the day it was recorded (UTC days). A payment of an order of several items
 * is shared among them by price (cents, the remainder to the last item), and a course's share
 * among its tutors evenly, so every breakdown adds up to the same totals.
 */

/** ?from=&to= as instants: from 00:00 of `from` to 00:00 of the day after `to` (UTC). */
export function rangeOf(query: { from?: string | undefined; to?: string | undefined }): InstantRange {
  const range: InstantRange = {};
  if (query.from) range.from = `${query.from}T00:00:00.000Z`;
  if (query.to) range.to = new Date(Date.parse(`${query.to}T00:00:00.000Z`) + 86_400_000).toISOString();
  return range;
}

/** Splits `cents` by `weights` in whole cents, the remainder to the last share. */
export function shareCents(cents: number, weights: number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (weights.length === 0) return [];
  if (total <= 0) return weights.map((_, i) => (i === weights.length - 1 ? cents : 0));
  const shares = weights.map((w) => Math.floor((cents * w) / total));
  shares[shares.length - 1]! += cents - shares.reduce((s, c) => s + c, 0);
  return shares;
}

type Bucket = { key: string; label: string; orders: Set<number>; paid: number; refunded: number };

export async function revenueReport(
  db: Db,
  input: { from?: string | undefined; to?: string | undefined; group: ReportGroup; methods: PaymentMethod[]; locale: Locale },
) {
  const entries = await moneyEntriesBetween(db, rangeOf(input));
  const buckets = new Map<string, Bucket>();
  const add = (key: string, label: string, orderId: number, kind: string, cents: number) => {
    const bucket = buckets.get(key) ?? { key, label, orders: new Set<number>(), paid: 0, refunded: 0 };
    bucket.orders.add(orderId);
    if (kind === 'refund') bucket.refunded += cents;
    else bucket.paid += cents;
    buckets.set(key, bucket);
  };
  const methodLabel = (id: string) => {
    const method = input.methods.find((m) => m.id === id);
    return method ? paymentMethodIn(method, input.locale).name : id;
  };
  const items =
    input.group === 'course' || input.group === 'tutor'
      ? await reportItemsOf(db, [...new Set(entries.map((e) => Number(e.order_id)))])
      : [];
  for (const entry of entries) {
    const orderId = Number(entry.order_id);
    const cents = Number(entry.usd_cents);
    if (input.group === 'day') add(entry.recorded_at.slice(0, 10), entry.recorded_at.slice(0, 10), orderId, entry.kind, cents);
    else if (input.group === 'month') add(entry.recorded_at.slice(0, 7), entry.recorded_at.slice(0, 7), orderId, entry.kind, cents);
    else if (input.group === 'method') add(entry.method, methodLabel(entry.method), orderId, entry.kind, cents);
    else {
      const lines = items.filter((i) => Number(i.order_id) === orderId);
      const shares = shareCents(
        cents,
        lines.map((l) => l.price_cents),
      );
      lines.forEach((line, index) => {
        const share = shares[index]!;
        if (input.group === 'course') {
          const key =
            line.kind === 'session'
              ? 'sessions'
              : line.kind === 'package'
                ? 'packages'
                : line.kind === 'plan'
                  ? `plan:${line.code}`
                  : `course:${line.course_id}`;
          const label = line.kind === 'session' ? 'Sessions' : line.kind === 'package' ? 'Packages of hours' : `${line.code} ${line.title}`;
          add(key, label, orderId, entry.kind, share);
          return;
        }
        if (line.tutors.length === 0) return add('tutor:none', '—', orderId, entry.kind, share);
        const tutorShares = shareCents(
          share,
          line.tutors.map(() => 1),
        );
        line.tutors.forEach((tutor, t) => add(`tutor:${tutor.id}`, tutor.name, orderId, entry.kind, tutorShares[t]!));
      });
    }
  }
  const rows = [...buckets.values()]
    .sort((a, b) =>
      input.group === 'day' || input.group === 'month' ? a.key.localeCompare(b.key) : b.paid - a.paid || a.key.localeCompare(b.key),
    )
    .map((b) => ({
      key: b.key,
      label: b.label,
      orders: b.orders.size,
      paid_usd: formatCents(b.paid),
      refunded_usd: formatCents(b.refunded),
    }));
  const paid = entries.filter((e) => e.kind === 'payment').reduce((s, e) => s + Number(e.usd_cents), 0);
  const refunded = entries.filter((e) => e.kind === 'refund').reduce((s, e) => s + Number(e.usd_cents), 0);
  return {
    group: input.group,
    from: input.from ?? null,
    to: input.to ?? null,
    rows,
    totals: {
      orders: new Set(entries.map((e) => Number(e.order_id))).size,
      paid_usd: formatCents(paid),
      refunded_usd: formatCents(refunded),
      net_usd: formatCents(paid - refunded),
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
    for (let after = 0; ;) {
      const rows = await exportOrdersPage(db, range, after, BATCH);
      if (rows.length === 0) return;
      const codes = await itemCodesOf(
        db,
        rows.map((r) => Number(r.id)),
      );
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
          (codes.get(Number(row.id)) ?? []).join(' '),
          formatCents(row.total_cents),
          formatCents(settled),
          formatCents(Number(row.refunded_cents ?? 0)),
          formatCents(status === 'cancelled' ? 0 : Math.max(0, row.total_cents - settled)),
          row.receipt_number,
          row.paid_at,
        ]);
      });
      after = Number(rows[rows.length - 1]!.id);
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
    for (let after = 0; ;) {
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
      after = Number(rows[rows.length - 1]!.id);
    }
  });
}
