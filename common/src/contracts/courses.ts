import { z } from 'zod';
import { defineEndpoint } from './define.ts';

/** A course as GET /api/courses answers it: the price orders are charged at (decision 013). */
export const apiCourseSchema = z
  .object({
    id: z.int(),
    category_id: z.int(),
    code: z.string(),
    title: z.string(),
    subject: z.string(),
    credits: z.int(),
    sem: z.string(),
    /** Dollars with 2 decimals, e.g. '5.00'. */
    price: z.string(),
    price_cents: z.int(),
    currency: z.literal('USD'),
  })
  .meta({ id: 'Course' });

export const listCourses = defineEndpoint({
  method: 'GET',
  path: '/api/courses',
  tag: 'Catalogue',
  summary: 'The courses on sale, with the prices orders are charged at',
  access: 'public',
  responses: { 200: z.array(apiCourseSchema), 304: null },
  errors: [],
});
