/** Arabic content texts (plans, testimonials, categories, subjects): the shape of en/content. */
import type { content as en } from '../../en/content';
import type { Localized } from '../../types';
import { categories } from './categories';
import { courses } from './courses';
import { plans } from './plans';
import { subjects } from './subjects';
import { testimonials } from './testimonials';

export const content = { plans, testimonials, categories, subjects, courses } as const satisfies Localized<typeof en>;
