import { CATALOGUE_COURSES, specPriceString, type CatalogueCourse } from '@darsak/common';
import { paths } from '@/config/paths';
import type { Course } from './types';

import { courseAnchor } from './catalogue';

export { courseAnchor };

const avatar = (name: string) => `/images/testimonials/${name.toLowerCase().replace(/\s+/g, '-')}.svg`;

/** A catalogue course (common) in the SPEC's Course shape: price string, image, link, review avatars. */
const toCourse = ({ priceCents, reviews, ...input }: CatalogueCourse): Course => ({
  ...input,
  price: specPriceString(priceCents),
  image: `/images/courses/${input.categoryId === 1 ? 'csvt' : 'mispe'}-${input.code.toLowerCase()}.svg`,
  link: `${paths.courses.href(input.categoryId)}#${courseAnchor(input.id)}`,
  reviews: reviews.map((r) => ({ name: r.name, image: avatar(r.name), testimonial: r.testimonial, rating: r.rating })),
});

/**
 * The 25 seeded courses (SPEC section 3), from the code catalogue the server seeds an empty
 * database with: the reference of the course texts' tests. Screens read the live catalogue
 * (data/catalogue.ts, decision 074), never this.
 */
export const courses: Course[] = CATALOGUE_COURSES.map(toCourse);

export const coursesOfCategory = (categoryId: number): Course[] => courses.filter((item) => item.categoryId === categoryId);
