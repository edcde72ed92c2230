import { formatBusinessHours, intlTag, type BusinessHours, type BusinessHoursText, type Locale } from '@darsak/common';
import { business } from '@/config/business';
import { locale } from '@/lib/i18n';

/** Worded hours by language and hours, so each is built with Intl once. */
const made = new Map<string, BusinessHoursText>();

/**
 * The opening hours (the BUSINESS_HOURS setting, Beirut time) in the reader's language: weekday
 * names and times, for the messages that place them ({fromDay} to {toDay}, ...). The configured
 * hours in the page's language come worded by the server with the page (decision 061); any
 * other wording is made with Intl once and kept.
 */
export function businessHoursText(hours: BusinessHours, lang: Locale = locale): BusinessHoursText {
  const given = hours === business.hours ? business.hoursText?.[lang] : undefined;
  if (given) return given;
  const key = `${lang} ${hours.fromDay}-${hours.toDay} ${hours.opens}-${hours.closes}`;
  let text = made.get(key);
  if (!text) made.set(key, (text = formatBusinessHours(hours, intlTag(lang))));
  return text;
}
