import { dateFormatter } from '@/lib/i18n';

/**
 * Sessions happen in Beirut (decision 072): a tutor's hours are Beirut wall times and every time
 * of a session is shown there, 24-hour, with the zone named beside it, whatever the reader's own
 * zone. The API answers instants with their offset; these turn them into Beirut days and times.
 */
export const BEIRUT = 'Asia/Beirut';

const dayKeyFormat = new Intl.DateTimeFormat('en-CA', { timeZone: BEIRUT, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Beirut calendar date (YYYY-MM-DD) of an instant. */
export const beirutDay = (value: string | number | Date): string => dayKeyFormat.format(new Date(value));

/** YYYY-MM-DD plus some days (calendar arithmetic, no zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The next `count` Beirut dates from today. */
export const nextDays = (count: number, now = Date.now()): string[] => {
  const today = beirutDay(now);
  return Array.from({ length: count }, (_, i) => addDays(today, i));
};

/** ISO weekday (1 Monday .. 7 Sunday) of a calendar date. */
export const isoWeekday = (day: string): number => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** 'Wed, Dec 2' (a calendar date; noon UTC so no zone moves it). */
export const formatDayShort = (day: string): string =>
  dateFormatter({ weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/** 'Wednesday, December 2, 2026'. */
export const formatDayLong = (day: string): string =>
  dateFormatter({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/** The weekday's name in the reader's language (1 Monday .. 7 Sunday). */
export const weekdayName = (weekday: number): string =>
  // 2024-01-01 was a Monday.
  dateFormatter({ weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday, 12)));

/** '16:00': the Beirut time of day of an instant, 24-hour. */
export const beirutTime = (value: string): string =>
  dateFormatter({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: BEIRUT }).format(new Date(value));

/** 'Wed, Dec 2, 16:00': date and time in Beirut (the caller names the zone). */
export const beirutDateTime = (value: string): string =>
  dateFormatter({
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: BEIRUT,
  }).format(new Date(value));
