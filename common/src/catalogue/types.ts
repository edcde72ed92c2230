import type { z } from 'zod';
import type { apiCourseSchema } from '../contracts/courses.ts';
/** Types of the catalogue that common holds for both sides (SPEC section 3). */

export const COURSE_SUBJECTS = ['Biology', 'Chemistry', 'Maths', 'Physics', 'Computer Science'] as const;
export type CourseSubject = (typeof COURSE_SUBJECTS)[number];

export type CatalogueCourseReview = { name: string; rating: number; testimonial: string };

/** A course as the catalogue holds it: the SPA adds its image and link, the server its row. */
export type CatalogueCourse = {
  id: number;
  categoryId: 1 | 2;
  code: string;
  title: string;
  subject: CourseSubject;
  time: string; // duration, e.g. '12 weeks'
  lectures: number;
  rating: number; // the static rating shown on cards
  credits: 3 | 6;
  sem: '1' | '2';
  priceCents: number; // integer US cents (decision 013)
  whatYouWillSee: string[];
  reviews: CatalogueCourseReview[];
};

/** A course as GET /api/courses answers it. */
export type ApiCourse = z.output<typeof apiCourseSchema>;
