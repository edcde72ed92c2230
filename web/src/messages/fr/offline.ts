import type { offline as en } from '../en/offline';
import type { Localized } from '../types';

/** French texts of the installable app: the offline banner and the update prompt. */
export const offline = {
  banner: {
    offline: 'Vous êtes hors ligne.',
    lastUpdated: 'Vous êtes hors ligne. Données mises à jour le {time}.',
  },
  update: {
    available: 'Nouvelle version disponible',
    refresh: 'Actualiser',
  },
} as const satisfies Localized<typeof en>;
