/** French names and descriptions of the two course categories, keyed by category id. */
export const CATEGORY_TEXTS_FR = {
  1: {
    name: 'Biochimie',
    description:
      'Les cours de première année en sciences de la vie de l’Université libanaise : biologie, chimie, physique et mathématiques, pour les étudiants qui se destinent à la biochimie, à la biologie et aux sciences de la santé.',
  },
  2: {
    name: 'Informatique et Mathématiques',
    description:
      'Les bases des filières informatique, mathématiques et physique : analyse, algèbre, mécanique, électricité, programmation et structures de données.',
  },
} as const;
