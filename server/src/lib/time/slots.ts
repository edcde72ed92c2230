import { addDays, beirutDate, beirutInstant, beirutInstantAtOrAfter, daysBetween, isoWeekday, MINUTE_MS } from './beirut.ts';

/**
 * The slots of a tutor, computed from their rules (decision 072). Pure: no database, no clock
 * but the `now` it is given.
 *
 * - A day's windows are its weekly rules, unless a day-off exception names the date; extra-hours
 *   exceptions add windows to their date.
 * - Windows become instants (a bound in March's skipped hour moves to the first existing minute;
 *   one in October's repeated hour is its first occurrence) and windows that touch or overlap,
 *   across midnight too, are one stretch of time.
 * - A start is a wall time on the hour or half hour inside one of its date's windows that
 *   exists (none in the skipped hour; the repeated hour offers its first occurrence only), whose
 *   session of `duration` real minutes fits in one stretch, at least the notice ahead, and whose
 *   30-minute cells are all free.
 */

export const CELL_MINUTES = 30;
export const CELL_MS = CELL_MINUTES * MINUTE_MS;

export type Rule = { weekday: number; start: number; end: number };
export type AvailabilityException = { date: string; available: false } | { date: string; available: true; start: number; end: number };
export type Availability = { rules: Rule[]; exceptions: AvailabilityException[] };
export type Interval = { start: number; end: number };

/** The windows (minutes from midnight) of one Beirut date. */
export function windowsOn(availability: Availability, date: string): Interval[] {
  const exceptions = availability.exceptions.filter((e) => e.date === date);
  const dayOff = exceptions.some((e) => !e.available);
  const weekday = isoWeekday(date);
  const weekly = dayOff ? [] : availability.rules.filter((r) => r.weekday === weekday).map((r) => ({ start: r.start, end: r.end }));
  const extra = exceptions.flatMap((e) => (e.available ? [{ start: e.start, end: e.end }] : []));
  return [...weekly, ...extra].sort((a, b) => a.start - b.start);
}

/** Intervals that overlap or touch, joined; sorted. */
export function mergeIntervals(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/** The stretches of available time (instants) of the dates from `from` to `to`, and a day each side. */
export function availableStretches(availability: Availability, from: string, to: string): Interval[] {
  const intervals: Interval[] = [];
  for (let date = addDays(from, -1); date <= addDays(to, 1); date = addDays(date, 1)) {
    for (const window of windowsOn(availability, date)) {
      const start = beirutInstantAtOrAfter(date, window.start);
      const end = beirutInstantAtOrAfter(date, window.end);
      if (end > start) intervals.push({ start, end });
    }
  }
  return mergeIntervals(intervals);
}

const within = (stretches: Interval[], start: number, end: number) => stretches.some((s) => s.start <= start && end <= s.end);

/** The 30-minute cells (their starts, instants) a session covers. */
export function cellsOf(start: number, durationMinutes: number): number[] {
  const cells: number[] = [];
  for (let t = start; t < start + durationMinutes * MINUTE_MS; t += CELL_MS) cells.push(t);
  return cells;
}

export type SlotQuery = {
  availability: Availability;
  /** Beirut dates, inclusive. */
  from: string;
  to: string;
  /** Minutes. */
  duration: number;
  now: number;
  /** The earliest start is now plus this (ms). */
  noticeMs: number;
  /** Starts of cells held or confirmed (instants). */
  busy?: ReadonlySet<number>;
};

/** Every free start from `from` to `to` (Beirut dates), in order. */
export function computeSlots(query: SlotQuery): Interval[] {
  const { availability, from, to, duration, now, noticeMs, busy } = query;
  const stretches = availableStretches(availability, from, to);
  const earliest = now + noticeMs;
  const starts = new Set<number>();
  for (let date = from; date <= to; date = addDays(date, 1)) {
    for (const window of windowsOn(availability, date)) {
      for (let minute = Math.ceil(window.start / CELL_MINUTES) * CELL_MINUTES; minute < window.end; minute += CELL_MINUTES) {
        const start = beirutInstant(date, minute);
        if (start === null || start < earliest) continue;
        const end = start + duration * MINUTE_MS;
        if (!within(stretches, start, end)) continue;
        if (busy && cellsOf(start, duration).some((cell) => busy.has(cell))) continue;
        starts.add(start);
      }
    }
  }
  return [...starts].sort((a, b) => a - b).map((start) => ({ start, end: start + duration * MINUTE_MS }));
}

/** Whether `start` is a slot the rules offer (notice included, taken cells not considered). */
export function isOfferedStart(query: Omit<SlotQuery, 'from' | 'to' | 'busy'> & { start: number }): boolean {
  const date = beirutDate(query.start);
  return computeSlots({ ...query, from: date, to: date }).some((slot) => slot.start === query.start);
}

/** Whether a session [start, start + duration) lies inside the rules (notice not considered): conflicts of a change of hours. */
export function insideRules(availability: Availability, start: number, durationMinutes: number): boolean {
  const date = beirutDate(start);
  return within(availableStretches(availability, date, date), start, start + durationMinutes * MINUTE_MS);
}

export type AvailabilityProblem = { field: string; code: 'availability.overlap' | 'availability.end_before_start' };

/** Rules whose end is not after their start, and rules of one weekday (or extra hours of one date) that overlap. */
export function availabilityProblems(availability: Availability): AvailabilityProblem[] {
  const problems: AvailabilityProblem[] = [];
  const check = (items: Array<{ start: number; end: number; key: string | number }>, prefix: string, indexes: number[]) => {
    items.forEach((item, i) => {
      if (item.end <= item.start) problems.push({ field: `${prefix}.${indexes[i]}.end`, code: 'availability.end_before_start' });
    });
    items.forEach((item, i) => {
      if (item.end <= item.start) return;
      const overlapping = items.some(
        (other, j) => j < i && other.key === item.key && other.end > other.start && other.start < item.end && item.start < other.end,
      );
      if (overlapping) problems.push({ field: `${prefix}.${indexes[i]}.start`, code: 'availability.overlap' });
    });
  };
  check(
    availability.rules.map((r) => ({ start: r.start, end: r.end, key: r.weekday })),
    'rules',
    availability.rules.map((_, i) => i),
  );
  const extra = availability.exceptions.flatMap((e, i) => (e.available ? [{ start: e.start, end: e.end, key: e.date, index: i }] : []));
  check(
    extra,
    'exceptions',
    extra.map((e) => e.index),
  );
  return problems;
}

/** Days from `from` to `to`, both counted. */
export const daysIn = (from: string, to: string) => daysBetween(from, to) + 1;
