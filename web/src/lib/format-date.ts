/** The document's language (set by the locale provider), for Intl formatting. */
const documentLocale = () => (typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en');

/**
 * A calendar day (YYYY-MM-DD, or an ISO time) as the reader's locale writes it, e.g.
 * 'Nov 20, 2026'; '' when the value is not a date. Read in UTC so a day never shifts.
 */
export function formatDay(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(documentLocale(), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
