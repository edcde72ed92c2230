import type { shell as en } from '../en/shell';
import type { Localized } from '../types';

/** French texts of the shell: navigation, footer, loader, error page. */
export const shell = {
  loading: 'Chargement…',
  brand: 'Darsak',
  documentTitle: '{page} · Darsak',
  brandHome: 'Darsak, accueil',
  skipToContent: 'Aller au contenu principal',
  nav: {
    label: 'Navigation principale',
    home: 'Accueil',
    courses: 'Cours',
    tutors: 'Tuteurs',
    docs: 'Guide',
    about: 'À propos',
  },
  account: {
    login: 'Connexion',
    register: 'Inscription',
    profile: 'Votre profil, {name}',
    profileLabel: 'Profil',
  },
  locale: {
    label: 'Langue',
  },
  menu: {
    open: 'Ouvrir le menu',
    close: 'Fermer le menu',
  },
  business: {
    email: 'E-mail',
    whatsapp: 'WhatsApp',
    address: 'Bureau',
    hours: 'Horaires d’ouverture',
    hoursValue: 'Du {fromDay} au {toDay}, de {opens} à {closes} (heure de Beyrouth)',
    opensInNewTab: '(ouvre WhatsApp dans un nouvel onglet)',
  },
  footer: {
    contactHeading: 'Nous contacter',
    tagline:
      'Des cours et des tuteurs pour les étudiants des universités libanaises. Avancez à votre rythme, réussissez en toute confiance.',
    exploreHeading: 'Explorer',
    companyHeading: 'Darsak',
    helpHeading: 'Aide',
    socialHeading: 'Suivez-nous',
    plans: 'Formules',
    testimonials: 'Témoignages',
    contact: 'Contact',
    faq: 'FAQ',
    support: 'Assistance',
    privacyPolicy: 'Politique de confidentialité',
    facebook: 'Facebook',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    opensInNewTab: '(s’ouvre dans un nouvel onglet)',
    copyright: '© {year} Darsak. Tous droits réservés.',
  },
  error: {
    title: 'Erreur inattendue de l’application !',
    notFound: '404 Page introuvable',
    notFoundHint: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    statusLine: '{status} {statusText}',
    genericHint: 'Un problème est survenu pendant l’affichage de cette page. Veuillez réessayer dans un instant.',
    backHome: 'Retour à l’accueil',
    tryAgain: 'Réessayer',
  },
  feedback: {
    ok: 'OK',
    cancel: 'Annuler',
    confirm: 'Confirmer',
    processing: 'Traitement en cours…',
    uploadProgress: 'Progression de l’envoi',
    networkError: 'Erreur réseau',
    requestFailed: 'La requête a échoué (code {status})',
  },
  /** The navigation bar's link to the back office (admins only). */
  adminLink: 'Administration',
  tutorLink: 'Espace tuteur',
} as const satisfies Localized<typeof en>;
