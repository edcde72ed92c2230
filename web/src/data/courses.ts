import { CATALOGUE_COURSES, specPriceString, type CatalogueCourse } from '@darsak/common';
import { paths } from '@/config/paths';
import type { Course } from './types';

/** The id of a course's card on its category page, so links can point at it. */
export const courseAnchor = (id: number) => `course-${id}`;

const avatar = (name: string) => `/images/testimonials/${name.toLowerCase().replace(/\s+/g, '-')}.svg`;

/** A catalogue course (common) in the SPEC's Course shape: price string, image, link, review avatars. */
const toCourse = ({ priceCents, reviews, ...input }: CatalogueCourse): Course => ({
  ...input,
  price: specPriceString(priceCents),
  image: `/images/courses/${input.categoryId === 1 ? 'csvt' : 'mispe'}-${input.code.toLowerCase()}.svg`,
  link: `${paths.courses.href(input.categoryId)}#${courseAnchor(input.id)}`,
  reviews: reviews.map((r) => ({ name: r.name, image: avatar(r.name), testimonial: r.testimonial, rating: r.rating })),
});

/** The 25 courses (SPEC section 3), from the one catalogue in common that the server also seeds. */
export const courses: Course[] = CATALOGUE_COURSES.map(toCourse);

export const coursesOfCategory = (categoryId: number): Course[] => courses.filter((item) => item.categoryId === categoryId);
