/**
 * English content texts that used to live in web/src/data (plans, testimonials, categories,
 * subjects): the data keeps ids, prices and images, the words live here so they can change language.
 */
import type { CourseTexts } from '../../types';
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
} as const;
