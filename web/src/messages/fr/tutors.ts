import { tutors as texts } from './content/tutors';
import type { tutors as en } from '../en/tutors';
import type { Localized } from '../types';

/** French texts of the tutors area: the tutors list and the tutor profile. */
export const tutors = {
  list: {
    title: 'Nos tuteurs',
    intro:
      'Apprenez avec des étudiants qui ont brillé dans les cours que vous suivez aujourd’hui. Chaque tuteur Darsak est un excellent étudiant ou un diplômé d’une université libanaise.',
    yearAndMajor: '{year} · {major}',
    coursesHeading: 'Cours',
    noCourses: 'Aucun cours indiqué',
    viewProfile: 'Voir le profil',
  },
  stars: {
    label: '{rating, plural, one {# étoile} other {# étoiles}} sur 5',
  },
  detail: {
    notFoundTitle: 'Tuteur introuvable',
    notFoundText: 'Le tuteur que vous cherchez n’existe pas.',
    backToTutors: 'Retour aux tuteurs',
    back: 'Retour',
    portraitAlt: 'Portrait de {name}',
    joined: 'Membre depuis {date}',
    ratingHeading: 'Note du tuteur',
    reviewCount: '{count, plural, one {# avis} other {# avis}}',
    reviewCountOne: '1 avis',
    hourlyRate: 'Tarif horaire',
    perHour: 'de l’heure',
    actionBarLabel: 'Contacter {name}',
    loadFailedTitle: 'Impossible de charger ce tuteur',
    loadFailedText: 'Vérifiez votre connexion et réessayez.',
    tryAgain: 'Réessayer',
    experience: 'Années d’expérience',
    students: 'Étudiants accompagnés',
    successRate: 'Taux de réussite',
    successRateValue: '{value} %',
    aboutHeading: 'À propos de {name}',
    noBio: 'Aucune biographie disponible.',
    coursesHeading: 'Cours enseignés',
    noCourses: 'Aucun cours indiqué',
    privateCoursesHeading: 'Cours particuliers',
    noPrivateCourses: 'Aucun cours particulier proposé pour l’instant.',
    pricePerHour: '{price} de l’heure',
    availabilityHeading: 'Disponibilités',
    noAvailability: 'Disponibilités sur demande : envoyez-nous un message pour convenir d’un créneau.',
    contactHeading: 'Prendre contact',
    contactIntro:
      'Une question sur un cours, ou prêt à commencer ? Notre équipe organise chaque séance et vous répond sur WhatsApp ou par e-mail.',
    sendMessage: 'Envoyer un message',
    chatMessage: 'Bonjour, je souhaite entrer en contact avec {name}. Pourriez-vous me mettre en relation ?',
    emailUs: 'Nous écrire',
    emailSubject: 'Demande de réservation avec {name}',
    bookSession: 'Réserver une séance',
    bookingMessage: 'Bonjour, je souhaite réserver une séance de tutorat avec {name}. Quels créneaux sont libres cette semaine ?',
    rateTutor: 'Noter le tuteur',
    opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  },
  reviews: {
    heading: 'Ce qu’en disent les étudiants',
    counter: '{current}/{total}',
    slideLabel: 'Avis {current} sur {total}',
    previous: 'Avis précédent',
    next: 'Avis suivant',
    pause: 'Mettre en pause le défilement des avis',
    play: 'Reprendre le défilement automatique des avis',
    none: 'Aucun avis pour le moment.',
    byline: '{user}',
  },
  /** The six tutors' words by tutor id. */
  texts,
} as const satisfies Localized<typeof en>;
