/**
 * The revenue report's kept totals (decision 087, amended): what each money entry adds to the
 * table report_totals, written with the entry (money/entries.ts) and rebuilt from the ledger by
 * migration 020. Pure: no database, so the migration's backfill and the ledger's writes share it.
 *
 * A row is (dimension, grain, period, key, since): the money of the period (a UTC day, or a month)
 * for one key of a breakdown ('all', a method, a course, a tutor), and `orders` the number of
 * orders whose first entry of that period, for that key, came after their previous entry on day
 * `since` ('' when it was their first). An order is in a range [F, T] once, at its first period in
 * it: the one whose `since` is before F. So a range's distinct orders are the sum of `orders` over
 * the rows of its periods with `since` < F: exact, without reading the orders.
 */

export type KeptDimension = 'all' | 'method' | 'course' | 'tutor';

export type KeptTotal = {
  dimension: KeptDimension;
  grain: 'd' | 'm';
  period: string;
  key: string;
  since: string;
  label: string;
  orders: number;
  paid_cents: number;
  refunded_cents: number;
};

/** An order's line as the report shares money among them: its price and the tutors it pays. */
export type ReportLine = { kind: string; course_id: number | null; code: string; title: string; price_cents: number; tutors: number[] };

export type KeptEntry = { kind: string; method: string; usd_cents: number | string; recorded_at: string };

/** Splits `cents` by `weights` in whole cents, the remainder to the last share. */
export function shareCents(cents: number, weights: number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (weights.length === 0) return [];
  if (total <= 0) return weights.map((_, i) => (i === weights.length - 1 ? cents : 0));
  const shares = weights.map((w) => Math.floor((cents * w) / total));
  shares[shares.length - 1]! += cents - shares.reduce((s, c) => s + c, 0);
  return shares;
}

/** The course breakdown's key and label of a line. */
export function courseKeyOf(line: ReportLine): { key: string; label: string } {
  if (line.kind === 'session') return { key: 'sessions', label: 'Sessions' };
  if (line.kind === 'package') return { key: 'packages', label: 'Packages of hours' };
  return { key: line.kind === 'plan' ? `plan:${line.code}` : `course:${line.course_id}`, label: `${line.code} ${line.title}` };
}

/** The first day of a 'YYYY-MM' month. */
export const monthStart = (month: string) => `${month}-01`;

/**
 * What `entry` adds to the kept totals, given the order's entries recorded before it (all of
 * them, any method) and the order's lines. A payment is shared among the lines by price, a line's
 * share among its tutors evenly (whole cents, the remainder to the last), as the report always did.
 */
export function keptTotalsOf(entry: KeptEntry, earlier: Array<{ recorded_at: string; method: string }>, lines: ReportLine[]): KeptTotal[] {
  const day = entry.recorded_at.slice(0, 10);
  const month = day.slice(0, 7);
  const cents = Number(entry.usd_cents);
  const refund = entry.kind === 'refund';
  const orderDays = earlier.map((e) => e.recorded_at.slice(0, 10));
  const methodDays = earlier.filter((e) => e.method === entry.method).map((e) => e.recorded_at.slice(0, 10));
  const out: KeptTotal[] = [];
  const keep = (dimension: KeptDimension, key: string, label: string, amount: number, days: string[]) => {
    for (const [grain, period, start] of [
      ['d', day, day],
      ['m', month, monthStart(month)],
    ] as const) {
      const before = days.filter((d) => d < start);
      out.push({
        dimension,
        grain,
        period,
        key,
        since: before.reduce((latest, d) => (d > latest ? d : latest), ''),
        label,
        orders: days.some((d) => d >= start) ? 0 : 1,
        paid_cents: refund ? 0 : amount,
        refunded_cents: refund ? amount : 0,
      });
    }
  };
  keep('all', '', '', cents, orderDays);
  keep('method', entry.method, '', cents, methodDays);
  const courses = new Map<string, { label: string; cents: number }>();
  const tutors = new Map<string, number>();
  const shares = shareCents(
    cents,
    lines.map((l) => l.price_cents),
  );
  lines.forEach((line, index) => {
    const share = shares[index]!;
    const { key, label } = courseKeyOf(line);
    const course = courses.get(key);
    courses.set(key, { label: course?.label ?? label, cents: (course?.cents ?? 0) + share });
    if (line.tutors.length === 0) return tutors.set('tutor:none', (tutors.get('tutor:none') ?? 0) + share);
    const tutorShares = shareCents(
      share,
      line.tutors.map(() => 1),
    );
    line.tutors.forEach((id, t) => tutors.set(`tutor:${id}`, (tutors.get(`tutor:${id}`) ?? 0) + tutorShares[t]!));
  });
  for (const [key, course] of courses) keep('course', key, course.label, course.cents, orderDays);
  for (const [key, amount] of tutors) keep('tutor', key, '', amount, orderDays);
  return out;
}

/** The row's primary key as one text: rows are written in this order (no deadlock between writers). */
export const keptKeyOf = (t: Pick<KeptTotal, 'dimension' | 'grain' | 'period' | 'key' | 'since'>) =>
  [t.dimension, t.grain, t.period, t.key, t.since].join('\u0000');

/** Adds `total` into `into` (several entries' rows summed by key; the first label kept). */
export function mergeKept(into: Map<string, KeptTotal>, total: KeptTotal): void {
  const key = keptKeyOf(total);
  const existing = into.get(key);
  if (!existing) into.set(key, { ...total });
  else {
    existing.orders += total.orders;
    existing.paid_cents += total.paid_cents;
    existing.refunded_cents += total.refunded_cents;
  }
}
