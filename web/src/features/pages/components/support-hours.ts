import { intlTag, type SupportHours } from '@darsak/common';
import { locale as activeLocale } from '@/lib/i18n';

/** The active language, for Intl (not the page's lang: the server's prerender has no page). */
const pageLocale = () => intlTag(activeLocale);

/** Support hours in the reader's language: weekday names and times from Intl (Beirut time). */
export function supportHoursText(hours: SupportHours, locale = pageLocale()) {
  // 2024-01-01 was a Monday: day n of the ISO week is 2024-01-0n.
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const day = (n: number) => weekday.format(new Date(Date.UTC(2024, 0, n)));
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const at = (hhmm: string) => {
    const [h, m] = hhmm.split(':').map(Number);
    return time.format(new Date(Date.UTC(2024, 0, 1, h, m)));
  };
  return { fromDay: day(hours.fromDay), toDay: day(hours.toDay), opens: at(hours.opens), closes: at(hours.closes) };
}
