import type { home as en } from '../en/home';
import type { Localized } from '../types';

/** French texts of the home area. */
export const home = {
  header: {
    title: 'Apprenez plus efficacement avec Darsak',
    tagline:
      'Cours, tuteurs et préparation aux examens pour les étudiants de l’Université libanaise. Choisissez un cours, avancez à votre rythme et réussissez en toute confiance.',
    getStarted: 'Commencer',
    learnMore: 'En savoir plus',
    imageAlt: '',
  },
  search: {
    heading: 'Trouvez votre cours et inscrivez-vous !',
    label: 'Intitulé ou code du cours',
    placeholder: 'ex. Génétique ou I1101',
    hint: 'Recherchez un cours par son intitulé ou son code.',
    submit: 'Rechercher',
    noResults: 'Aucun résultat',
    resultsTitle: 'Résultats de la recherche',
    resultsCount: '{count, plural, one {# cours correspond à « {query} ».} other {# cours correspondent à « {query} ».}}',
    close: 'Fermer les résultats de la recherche',
    viewCourse: 'Voir le cours',
    courseMeta: '{subject} · Semestre {sem} · {credits, plural, one {# crédit} other {# crédits}}',
  },
  offer: {
    heading: 'Ce que nous proposons',
    intro: 'Tout ce qu’il vous faut pour réussir vos premières années à l’université.',
    advisorTitle: 'Conseiller pédagogique',
    advisorText:
      'Un conseiller personnel vous aide à choisir vos cours, à organiser votre semestre et à préparer chaque session d’examens.',
    labTitle: 'Laboratoire numérique',
    labText: 'Des simulations interactives et des expériences virtuelles pour vous entraîner aux travaux pratiques avant l’examen de TP.',
    goalTitle: 'Atteignez votre objectif',
    goalText:
      'Des leçons courtes, des annales corrigées et des tuteurs qui ont réussi les mêmes cours : un chemin clair vers la note que vous visez.',
  },
  topCourses: {
    heading: 'Cours les mieux notés',
    intro: 'Les cours que nos étudiants apprécient le plus.',
    viewCourse: 'Voir le cours',
    allCourses: 'Parcourir tous les cours',
  },
  plans: {
    heading: 'Une formule pour chaque étudiant',
    intro: 'Paiement au semestre, sans carte bancaire : confirmez votre formule avec nous sur WhatsApp.',
    perSemester: '/ semestre',
    choose: 'Choisir la {name}',
    chatMessage: 'Bonjour Darsak, je souhaite souscrire à la {name} ({price} par semestre).',
    featuresLabel: 'Avantages de la {name}',
  },
  testimonials: {
    heading: 'Ce que disent nos étudiants',
    intro: 'Les avis authentiques d’étudiants qui ont appris avec Darsak.',
    rating: 'Noté {rating} sur 5',
  },
  about: {
    heading: 'À propos de Darsak',
    text: 'Darsak a été fondé par des diplômés de l’Université libanaise qui n’ont pas oublié combien la première année peut être difficile. Nous réunissons les meilleurs tuteurs étudiants, des supports de cours clairs et une communauté bienveillante, pour que chaque étudiant trouve l’aide dont il a besoin, quel que soit son budget.',
    text2: 'Dites-nous ce que vous pensez de nous : votre note nous aide à améliorer la plateforme pour tous.',
    rate: 'Noter la plateforme',
    more: 'En savoir plus sur nous',
    platformName: 'Darsak',
    stats: {
      students: 'étudiants accompagnés',
      studentsValue: '2 500+',
      courses: 'cours',
      coursesValue: '25',
      tutors: 'tuteurs étudiants',
      tutorsValue: '40+',
    },
  },
} as const satisfies Localized<typeof en>;
