import { courses as data } from '@/data/courses';
import type { CourseText, CourseTexts } from '../../types';

/**
 * The English words of the 25 courses, generated from the course data (the source of truth):
 * the reference the French and Arabic course catalogues are checked against. Not bundled with
 * the English catalogue, whose English course words are the data itself.
 */
export const courses: CourseTexts = Object.fromEntries(
  data.map((course) => [
    course.id,
    {
      title: course.title,
      time: course.time,
      topics: course.whatYouWillSee as unknown as CourseText['topics'],
      reviews: course.reviews.map(({ name, testimonial }) => ({ name, testimonial })),
    },
  ]),
);
