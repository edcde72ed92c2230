import type { catalog as en } from '../en/catalog';
import type { Localized } from '../types';

/** French texts of the catalog area: categories and courses. */
export const catalog = {
  breadcrumb: 'Fil d’Ariane',
  categories: {
    title: 'Nos cours',
    intro: 'Choisissez votre filière pour voir ses cours du premier et du second semestre.',
    searchLabel: 'Rechercher une filière',
    searchPlaceholder: 'Rechercher une filière…',
    noResults: 'Aucune filière ne correspond à votre recherche.',
    viewCourses: 'Voir les cours',
    courseCount: '{count, plural, one {# cours} other {# cours}}',
  },
  courses: {
    title: 'Les cours de la filière {name}',
    unknownCategory: 'Filière inconnue',
    unknownHint: 'Cette filière n’existe pas.',
    backToCategories: 'Retour à toutes les filières',
    empty: 'Aucun cours dans cette filière.',
    resultCount: '{count, plural, one {# cours} other {# cours}}',
  },
  filters: {
    label: 'Filtrer les cours',
    subject: 'Matière',
    allSubjects: 'Toutes les matières',
    semester: 'Semestre',
    allSemesters: 'Tous les semestres',
    semesterOption: 'Semestre {sem}',
  },
  card: {
    credits: '{credits, plural, one {# crédit} other {# crédits}}',
    price: 'Prix',
    duration: 'Durée',
    lectures: '{count, plural, one {# séance} other {# séances}}',
    semester: 'Semestre',
    semesterValue: 'Semestre {sem}',
    whatYouWillLearn: 'Ce que vous apprendrez',
    tutorLabel: 'Tuteur',
    tutorsLabel: 'Tuteurs',
    tutorName: 'L’équipe de tuteurs Darsak',
    addToCart: 'Ajouter au panier',
    inCart: 'Dans le panier',
    openCourse: 'Ouvrir le cours',
    rateCourse: 'Noter le cours',
    showReviews: 'Voir les avis',
    hideReviews: 'Masquer les avis',
    reviewsOf: 'Avis sur {title}',
  },
  reviews: {
    noReviews: 'Aucun avis sur ce cours pour le moment.',
    previous: 'Avis précédent',
    next: 'Avis suivant',
    rating: 'Noté {rating} sur 5',
  },
} as const satisfies Localized<typeof en>;
