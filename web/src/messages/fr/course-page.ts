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
  studentReviews: {
    title: 'Avis des étudiants',
    loading: 'Chargement des avis…',
    failed: 'Les avis des étudiants n’ont pas pu être chargés.',
    none: 'Aucun étudiant n’a encore écrit d’avis.',
    verified: 'Achat vérifié',
    yours: 'Votre avis',
    edit: 'Modifier votre avis',
    rating: 'Noté {rating} sur 5',
    samples: 'Exemples de citations de notre catalogue',
  },
} as const satisfies Localized<typeof en>;
