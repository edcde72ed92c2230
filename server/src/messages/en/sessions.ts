/**
 * English words of sessions outside the e-mails (decision 072): the zone named beside a time,
 * the tutor page's weekly hours, a session's line in an order.
 */
export const sessions = {
  /** Named beside every time a reader sees: tutors' hours are Beirut wall time. */
  zone: 'Beirut time',
  /** A time with its zone: '16:00 (Beirut time)'. */
  withZone: '{time} ({zone})',
  /** One window of the weekly hours: '16:00–19:00'. */
  window: '{start}–{end}',
  /** Between two windows of one day. */
  windowSeparator: ', ',
  /** A session as an order's line. */
  itemTitle: '{duration} min with {tutor} on {date}',
  /** A date and a time: 'Tuesday, 1 December 2026 at 16:00'. */
  dateAtTime: '{date} at {time}',
  /** The student of a session whose account was deleted. */
  deletedAccount: 'Deleted account',
} as const;
