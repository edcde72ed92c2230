import { formatDateTime } from '@/lib/format-date';

/** A date in a back-office table or detail: date and time (lib/format-date.ts), a dash when there is none. */
export const dateTimeCell = (iso: string | null | undefined): string => formatDateTime(iso) || '—';

/** Several names as one phrase in the page's language ('A, B and C'; 'A وB وC'). */
export function formatList(items: readonly string[]): string {
  const locale = (typeof document !== 'undefined' && document.documentElement.lang) || 'en';
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}
