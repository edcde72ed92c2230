import { DateTime } from 'luxon';

/**
 * Beirut wall time and instants (decision 072). Tutors' hours are wall-clock times in
 * Asia/Beirut; the database and the API's arithmetic are instants (UTC milliseconds, stored as
 * UTC ISO strings). Lebanon's daylight-saving time starts on the last Sunday of March at 00:00
 * (clocks go to 01:00: 00:00 to 00:59 do not exist that day) and ends on the last Sunday of
 * October at 00:00 (clocks go back to 23:00 of the Saturday: 23:00 to 23:59 happen twice).
 * The zone's rules come from the ICU data Node ships (IANA tz), read through luxon.
 */

export const BEIRUT = 'Asia/Beirut';
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The zone's offset from UTC at an instant, in minutes (+120 in winter, +180 in summer). */
export const offsetAt = (ms: number): number => DateTime.fromMillis(ms, { zone: BEIRUT }).offset;

/** A date's midnight as if it were UTC: the base of the wall-time arithmetic. */
function naiveUtc(date: string, minute: number): number {
  const match = DATE.exec(date);
  if (!match) throw new Error(`not a date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) + minute * MINUTE_MS;
}

/**
 * The instant a Beirut wall time names: `minute` from the date's midnight (1440 is the next
 * day's 00:00). Null when that wall time does not exist (the hour skipped in March). A wall
 * time that happens twice (the hour repeated in October) is taken once: its first occurrence,
 * still in summer time (+03:00).
 */
export function beirutInstant(date: string, minute: number): number | null {
  const naive = naiveUtc(date, minute);
  const offsets = new Set([offsetAt(naive - DAY_MS), offsetAt(naive), offsetAt(naive + DAY_MS)]);
  let first: number | null = null;
  for (const offset of offsets) {
    const instant = naive - offset * MINUTE_MS;
    if (instant + offsetAt(instant) * MINUTE_MS !== naive) continue; // that offset does not hold then
    if (first === null || instant < first) first = instant;
  }
  return first;
}

/** The first existing wall time at or after `minute` on `date` (a bound of hours that fall in March's gap). */
export function beirutInstantAtOrAfter(date: string, minute: number): number {
  for (let m = minute; m <= minute + 180; m += 1) {
    const instant = beirutInstant(date, m);
    if (instant !== null) return instant;
  }
  throw new Error(`no wall time after ${date} ${minute}`);
}

/** The Beirut calendar date of an instant, YYYY-MM-DD. */
export const beirutDate = (ms: number): string => DateTime.fromMillis(ms, { zone: BEIRUT }).toISODate()!;

/** The Beirut wall time of an instant as minutes from its midnight. */
export function beirutMinute(ms: number): number {
  const t = DateTime.fromMillis(ms, { zone: BEIRUT });
  return t.hour * 60 + t.minute;
}

/** An instant as ISO 8601 with Beirut's offset of that moment: 2026-12-01T16:00:00+02:00. */
export const beirutIso = (ms: number): string => DateTime.fromMillis(ms, { zone: BEIRUT }).toISO({ suppressMilliseconds: true })!;

/** UTC ISO, as the database stores instants. */
export const utcIso = (ms: number): string => new Date(ms).toISOString();

/**
 * An instant from ISO 8601 text with its offset (or Z), or null when it is not one (no offset,
 * an impossible date such as 2026-02-30).
 */
export function parseInstant(text: string): number | null {
  if (!/(Z|[+-]\d{2}:\d{2})$/.test(text)) return null;
  const parsed = DateTime.fromISO(text, { setZone: true });
  return parsed.isValid ? parsed.toMillis() : null;
}

/** ISO weekday of a calendar date: 1 Monday ... 7 Sunday. */
export const isoWeekday = (date: string): number => {
  const day = new Date(naiveUtc(date, 0)).getUTCDay();
  return day === 0 ? 7 : day;
};

/** A calendar date moved by whole days. */
export const addDays = (date: string, days: number): string => new Date(naiveUtc(date, 0) + days * DAY_MS).toISOString().slice(0, 10);

/** A calendar date moved by whole months (the 31st becomes the month's last day). */
export const addMonths = (date: string, months: number): string => DateTime.fromISO(date, { zone: 'UTC' }).plus({ months }).toISODate()!;

/** Whole days from `from` to `to` (0 when the same date). */
export const daysBetween = (from: string, to: string): number => Math.round((naiveUtc(to, 0) - naiveUtc(from, 0)) / DAY_MS);

/** Whether a YYYY-MM-DD text is a calendar date. */
export const isCalendarDate = (text: string): boolean => DATE.test(text) && new Date(naiveUtc(text, 0)).toISOString().startsWith(text);

/** The Monday of the Beirut week of an instant. */
export const beirutWeekStart = (ms: number): string => {
  const date = beirutDate(ms);
  return addDays(date, 1 - isoWeekday(date));
};

/** 'HH:MM' of minutes from midnight (1440 is '24:00'). */
export const clockText = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Minutes from midnight of 'HH:MM' ('24:00' is 1440). */
export function clockMinutes(text: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  if (!match) throw new Error(`not a clock time: ${text}`);
  return Number(match[1]) * 60 + Number(match[2]);
}
