/** Dates in the back office: date and time, in the page's language. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = (typeof document !== 'undefined' && document.documentElement.lang) || 'en';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Several names as one phrase in the page's language ('A, B and C'; 'A وB وC'). */
export function formatList(items: readonly string[]): string {
  const locale = (typeof document !== 'undefined' && document.documentElement.lang) || 'en';
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}
