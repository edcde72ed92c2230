import { dateFormatter } from '@/lib/i18n';

/**
 * Every date the SPA shows, worded in the reader's language (the active locale of lib/i18n, with
 * Western digits in Arabic as every figure of the app: decision 026), one formatter per style
 * built once. Two kinds of value:
 *
 * - a calendar day (a review's or a rating's date, a tutor's joining month): read in UTC, so the
 *   day never shifts with the reader's time zone;
 * - an instant (an order placed, a user joined, an audit entry): shown in the reader's time zone.
 *
 * A value that is not a date is returned as it came (or '' for a day), never 'Invalid Date'.
 */

type DateValue = string | number | Date;

/** A calendar day 'YYYY-MM-DD' is midnight UTC; anything else is what Date makes of it. */
function toDate(value: DateValue): Date {
  return new Date(typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
}

const valid = (date: Date) => !Number.isNaN(date.getTime());

/** 'Nov 20, 2026': a calendar day (YYYY-MM-DD or an ISO time) read in UTC; '' when the value is not a date. */
export function formatDay(value: string): string {
  const date = toDate(value);
  return valid(date) ? dateFormatter({ dateStyle: 'medium', timeZone: 'UTC' }).format(date) : '';
}

/** 'November 2024': the month of a calendar day, read in UTC. */
export function formatMonth(value: string): string {
  const date = toDate(value);
  return valid(date) ? dateFormatter({ month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date) : value;
}

export type InstantStyle = {
  /** 'medium' (Nov 23, 2026, the default) or 'long' (November 23, 2026). */
  dateStyle?: 'medium' | 'long';
  /** Adds the time of day (10:00 AM). */
  withTime?: boolean;
};

/** An instant in the reader's time zone: 'Nov 23, 2026', or with withTime 'Nov 23, 2026, 10:00 AM'. '' when absent. */
export function formatDate(value: string | null | undefined, { dateStyle = 'medium', withTime = false }: InstantStyle = {}): string {
  if (!value) return '';
  const date = toDate(value);
  if (!valid(date)) return value;
  return dateFormatter(withTime ? { dateStyle, timeStyle: 'short' } : { dateStyle }).format(date);
}

/** An instant with its time of day: 'Nov 23, 2026, 10:00 AM'. '' when absent. */
export const formatDateTime = (value: string | null | undefined): string => formatDate(value, { withTime: true });
