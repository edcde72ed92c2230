import { intlTag, type BusinessHours } from '@darsak/common';
import { locale } from '@/lib/i18n';

/**
 * The opening hours (the BUSINESS_HOURS setting, Beirut time) in the reader's language: weekday
 * names and times from Intl, for the messages that place them ({fromDay} to {toDay}, ...).
 */
export function businessHoursText(hours: BusinessHours, tag = intlTag(locale)) {
  // 2024-01-01 was a Monday: day n of the ISO week is 2024-01-0n.
  const weekday = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' });
  const day = (n: number) => weekday.format(new Date(Date.UTC(2024, 0, n)));
  const time = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const at = (hhmm: string) => {
    const [h, m] = hhmm.split(':').map(Number);
    return time.format(new Date(Date.UTC(2024, 0, 1, h, m)));
  };
  return { fromDay: day(hours.fromDay), toDay: day(hours.toDay), opens: at(hours.opens), closes: at(hours.closes) };
}
