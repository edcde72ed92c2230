/**
 * English content texts that used to live in web/src/data (plans, testimonials, categories,
 * subjects): the data keeps ids, prices and images, the words live here so they can change language.
 */
import { categories } from './categories';
import { plans } from './plans';
import { subjects } from './subjects';
import { testimonials } from './testimonials';

export const content = { plans, testimonials, categories, subjects } as const;
