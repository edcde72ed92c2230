/**
 * English content texts that used to live in web/src/data (plans, testimonials, categories,
 * subjects): the data keeps ids, prices and images, the words live here so they can change language.
 */
import type { CourseTexts, DocTexts, TutorTexts } from '../../types';
import { categories } from './categories';
import { plans } from './plans';
import { subjects } from './subjects';
import { testimonials } from './testimonials';

export const content = {
  plans,
  testimonials,
  categories,
  subjects,
  /** Empty in English: the course data is English (see en/content/courses.ts for the reference). */
  courses: {} as CourseTexts,
  /** Empty in English: the English help text comes with the docs page (en/content/docs.ts). */
  docs: {} as DocTexts,
  /** Empty in English: the tutor data is English (see en/content/tutors.ts for the reference). */
  tutors: {} as TutorTexts,
} as const;
