import type { sessions as en } from '../en/sessions.ts';
import type { Localized } from '../types.ts';

/** French words of sessions outside the e-mails (decision 072). */
export const sessions = {
  zone: 'heure de Beyrouth',
  withZone: '{time} ({zone})',
  window: '{start}–{end}',
  windowSeparator: ', ',
  itemTitle: '{duration} min avec {tutor} le {date}',
  dateAtTime: '{date} à {time}',
  deletedAccount: 'Compte supprimé',
} as const satisfies Localized<typeof en>;
