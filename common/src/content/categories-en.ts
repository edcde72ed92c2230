/** English names and descriptions of the two course categories, keyed by category id. */
export const CATEGORY_TEXTS_EN = {
  1: {
    name: 'Biochemistry',
    description:
      'First-year life-science courses of the Lebanese University: biology, chemistry, physics and maths for students heading into biochemistry, biology and health sciences.',
  },
  2: {
    name: 'Computer Science and Mathematics',
    description:
      'Foundations for computer science, mathematics and physics majors: analysis, algebra, mechanics, electricity, programming and data structures.',
  },
} as const;
