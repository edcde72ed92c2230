import type { ratings as en } from '../en/ratings';
import type { Localized } from '../types';

/** French texts of the ratings area: the shared rating dialog and the rating summary. */
export const ratings = {
  titles: { course: 'Noter le cours', tutor: 'Noter le tuteur', product: 'Noter la plateforme' },
  stars: 'Votre note',
  starLabels: ['Médiocre', 'Passable', 'Bien', 'Très bien', 'Excellent'],
  starOption: '{label} ({count, plural, one {# étoile} other {# étoiles}} sur 5)',
  noStars: 'Pas encore de note',
  feedback: 'Commentaire (facultatif)',
  feedbackPlaceholder: 'Qu’avez-vous apprécié ? Qu’est-ce qui pourrait être amélioré ?',
  counter: '{count}/{max}',
  counterLabel: '{count, plural, one {# caractère utilisé} other {# caractères utilisés}} sur {max}',
  cancel: 'Annuler',
  submit: 'Envoyer ma note',
  submitting: 'Envoi en cours…',
  loginRequired: 'Connectez-vous pour envoyer une note',
  loginLink: 'Se connecter',
  selectRating: 'Veuillez choisir une note',
  failed: 'Impossible d’envoyer la note. Veuillez réessayer.',
  summary: '{average} ({count, plural, one {# note} other {# notes}})',
  summaryLabel: 'Noté {average} sur 5 d’après {count, plural, one {# note} other {# notes}}',
} as const satisfies Localized<typeof en>;
