import type { Category } from './types';

/** The two static course categories (SPEC section 2). */
export const categories: Category[] = [
  {
    id: 1,
    name: 'Biochemistry',
    description:
      'First-year life-science courses of the Lebanese University: biology, chemistry, physics and maths for students heading into biochemistry, biology and health sciences.',
    image: '/images/categories/biochemistry.svg',
  },
  {
    id: 2,
    name: 'Computer Science and Mathematics',
    description:
      'Foundations for computer science, mathematics and physics majors: analysis, algebra, mechanics, electricity, programming and data structures.',
    image: '/images/categories/computer-science-and-mathematics.svg',
  },
];

export const findCategory = (id: number): Category | undefined => categories.find((category) => category.id === id);
