import { intlTag, type Locale } from '@darsak/common';
import { format, messagesFor } from '../../messages/index.ts';
import { BEIRUT, clockText } from './beirut.ts';

/**
 * Every date and time the server writes for people (e-mails, the tutor page's hours, a session's
 * line in an order) in the reader's language, in Beirut time, the zone named where a time is
 * shown (decision 072). One place, so an e-mail and the API never disagree about a date.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(intlTag(locale), options);
    formatters.set(key, found);
  }
  return found;
}

const at = (value: number | string) => new Date(value);

/** A Beirut date, long: 'November 21, 2026', '21 novembre 2026' (the receipt's date). */
export const formatLongDate = (instant: number | string, locale: Locale) =>
  formatter(locale, { dateStyle: 'long', timeZone: BEIRUT }).format(at(instant));

/** A Beirut date with its weekday: 'Tuesday, December 1, 2026'. */
export const formatFullDate = (instant: number | string, locale: Locale) =>
  formatter(locale, { dateStyle: 'full', timeZone: BEIRUT }).format(at(instant));

/** A Beirut date, short and with the weekday: 'Tue, Dec 1' (a session's line in an order). */
export const formatShortDate = (instant: number | string, locale: Locale) =>
  formatter(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: BEIRUT }).format(at(instant));

/** A Beirut wall time on the 24-hour clock: '16:00'. */
export const formatClock = (instant: number | string, locale: Locale) =>
  formatter(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: BEIRUT }).format(at(instant));

/** A time with the zone named: '16:00 (Beirut time)'. */
export function withZone(time: string, locale: Locale): string {
  const t = messagesFor(locale).sessions;
  return format(t.withZone, { time, zone: t.zone });
}

/** When a session starts, for a person: 'Tuesday, December 1, 2026 at 16:00 (Beirut time)'. */
export function formatWhen(instant: number | string, locale: Locale): string {
  const t = messagesFor(locale).sessions;
  return format(t.dateAtTime, { date: formatFullDate(instant, locale), time: withZone(formatClock(instant, locale), locale) });
}

/** The name of an ISO weekday (1 Monday ... 7 Sunday), capitalized as a heading: 'Monday', 'Lundi'. */
export function weekdayName(weekday: number, locale: Locale): string {
  // 2024-01-01 was a Monday.
  const name = formatter(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)));
  return name.charAt(0).toLocaleUpperCase(intlTag(locale)) + name.slice(1);
}

/** Windows of one day, zone named: '16:00–19:00 (Beirut time)', '09:00–12:00, 14:00–17:00 (Beirut time)'. */
export function formatWindows(windows: Array<{ start: number; end: number }>, locale: Locale): string {
  const t = messagesFor(locale).sessions;
  const list = windows.map((w) => format(t.window, { start: clockText(w.start), end: clockText(w.end) }));
  return withZone(list.join(t.windowSeparator), locale);
}
