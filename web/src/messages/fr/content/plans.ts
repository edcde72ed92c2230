/** French texts of the three semester plans, keyed by plan id. */
export const plans = {
  1: {
    name: 'Formule Essentielle',
    badge: 'Pour commencer',
    description: 'Tout ce qu’il faut pour suivre un ou deux cours.',
    features: [
      'Accès à 2 cours au choix',
      'Cours enregistrés et fiches de synthèse',
      'Annales corrigées',
      'Groupe de discussion du cours avec votre tuteur',
    ],
  },
  2: {
    name: 'Formule Standard',
    badge: 'La plus choisie',
    description: 'Pour un semestre complet, avec de l’aide en direct dès que vous bloquez.',
    features: [
      'Accès à 5 cours au choix',
      'Tout le contenu de la Formule Essentielle',
      'Séances hebdomadaires d’exercices en direct',
      'Deux examens blancs par cours',
      'Réponses prioritaires des tuteurs sous 24 heures',
    ],
  },
  3: {
    name: 'Formule Premium',
    badge: 'Meilleur rapport qualité-prix',
    description: 'Des cours en illimité et des séances en tête-à-tête avec vos tuteurs.',
    features: [
      'Cours illimités pendant tout le semestre',
      'Tout le contenu de la Formule Standard',
      '4 séances particulières par mois',
      'Un conseiller pédagogique personnel',
      'Accès au laboratoire numérique',
    ],
  },
} as const;
