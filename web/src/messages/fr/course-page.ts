import type { coursePage as en } from '../en/course-page';
import type { Localized } from '../types';

/** Texts of the course page. */
export const coursePage = {
  notFoundTitle: 'Cours introuvable',
  notFoundText: 'Ce cours n’existe pas ou n’est plus proposé.',
  backToCourses: 'Retour aux cours',
  backToCategory: 'Tous les cours de {category}',
  share: 'Partager',
  shareWhatsApp: 'Partager sur WhatsApp',
  shareText: '{title} ({code}) sur Darsak : {price}',
} as const satisfies Localized<typeof en>;
