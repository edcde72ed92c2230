import { docs as texts } from './content/docs';
import type { docs as en } from '../en/docs';
import type { Localized } from '../types';

/** French texts of the docs area (the screen around the help text). */
export const docs = {
  title: 'Guide d’utilisation',
  intro: 'Tout ce qu’il faut savoir pour trouver un cours, travailler avec un tuteur, payer et obtenir de l’aide sur Darsak.',
  searchLabel: 'Rechercher dans le guide',
  searchPlaceholder: 'Rechercher dans le guide…',
  clearSearch: 'Effacer la recherche',
  resultCount: '{count, plural, one {# sujet correspondant} other {# sujets correspondants}}',
  noResults: 'Aucun résultat',
  noResultsHint: 'Essayez un autre mot, ou posez-nous directement la question : nous serons ravis de vous aider.',
  sidebarLabel: 'Sections du guide',
  sidebarTitle: 'Sur cette page',
  quickLinksTitle: 'Liens rapides',
  quickLinks: {
    signup: { title: 'Créer un compte', text: 'Inscrivez-vous et vérifiez votre e-mail en deux minutes.' },
    tutors: { title: 'Trouver un tuteur', text: 'Parcourez nos tuteurs et réservez une séance.' },
    contact: { title: 'Nous contacter', text: 'Une question sur une commande ou sur votre compte ?' },
  },
  footer: {
    title: 'Besoin d’aide supplémentaire ?',
    text: 'Notre équipe d’assistance répond sur WhatsApp et par e-mail.',
    liveChat: 'Discussion en direct',
    liveChatMessage: 'Bonjour, j’ai une question sur Darsak à laquelle le guide ne répond pas.',
    emailSupport: 'Écrire à l’assistance',
    emailSubject: 'Demande d’assistance',
    opensInNewTab: '(s’ouvre dans un nouvel onglet)',
    lastUpdated: 'Dernière mise à jour : {date}',
    version: 'Version {version}',
  },
  /** The help text by section and item id. */
  texts,
} as const satisfies Localized<typeof en>;
