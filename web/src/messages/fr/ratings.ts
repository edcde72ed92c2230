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
  close: 'Fermer',
  thanks: 'Merci pour votre note',
  editing: 'Vous avez déjà noté ceci. Modifiez vos étoiles ou votre commentaire, puis envoyez pour mettre à jour.',
  editingOn: 'Vous avez noté ceci le {date}. Modifiez vos étoiles ou votre commentaire, puis envoyez pour mettre à jour.',
  draftRestored: 'Votre note est telle que vous l’avez laissée. Envoyez-la quand vous êtes prêt.',
  submit: 'Envoyer ma note',
  submitting: 'Envoi en cours…',
  loginRequired: 'Connectez-vous pour envoyer une note',
  loginLink: 'Se connecter',
  selectRating: 'Veuillez choisir une note',
  failed: 'Impossible d’envoyer la note. Veuillez réessayer.',
  figure: {
    count: '({count, plural, one {# note} other {# notes}})',
    countOne: '(1 note)',
    label: 'Noté {average} sur 5 : la note de Darsak et {count, plural, one {# note d’étudiant} other {# notes d’étudiants}}',
    labelOne: 'Noté {average} sur 5 : la note de Darsak et une note d’étudiant',
    labelNone: 'Noté {average} sur 5 : la note de Darsak, aucune note d’étudiant pour l’instant',
    basis: 'D’après la note de Darsak et {count, plural, one {# note d’étudiant} other {# notes d’étudiants}}',
    basisOne: 'D’après la note de Darsak et une note d’étudiant',
    basisNone: 'Note de Darsak ; aucune note d’étudiant pour l’instant',
    verified: '{count, plural, one {# achat vérifié} other {# achats vérifiés}}',
    verifiedOne: '1 achat vérifié',
  },
} as const satisfies Localized<typeof en>;
