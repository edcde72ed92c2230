import type { sessions as en } from '../en/sessions.ts';
import type { Localized } from '../types.ts';

/** Arabic words of sessions outside the e-mails (decision 072). */
export const sessions = {
  zone: 'بتوقيت بيروت',
  withZone: '{time} ({zone})',
  window: '{start}–{end}',
  windowSeparator: '، ',
  itemTitle: '{duration} دقيقة مع {tutor} في {date}',
  dateAtTime: '{date} الساعة {time}',
  deletedAccount: 'حساب محذوف',
} as const satisfies Localized<typeof en>;
