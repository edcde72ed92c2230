import { z } from 'zod';
import { LOCALES } from '../locales.ts';
import { defineEndpoint } from './define.ts';
import { localeQuerySchema } from './tutors.ts';

/**
 * The catalogue as data (issue 18, decision 071): categories, courses and tutors live in the
 * database, edited from the back office; the code catalogue only seeds an empty database. Texts
 * are English (required) with French and Arabic translations (a missing one shows the English).
 */

/** The languages a text may be translated into (English is the row's own text). */
export const TRANSLATED_LOCALES = LOCALES.filter((locale) => locale !== 'en') as Array<Exclude<(typeof LOCALES)[number], 'en'>>;

/** A course's sample review (the catalogue's quotes, labelled as such on the cards). */
export const courseReviewSchema = z.object({ name: z.string(), rating: z.number(), testimonial: z.string(), image: z.string() });

/** A category in the reader's language. */
export const publicCategorySchema = z
  .object({ id: z.int(), name: z.string(), description: z.string(), image: z.string() })
  .meta({ id: 'Category' });

/** A course as the SPA shows it, in the reader's language (SPEC section 3's Course, with its tutors). */
export const publicCourseSchema = z
  .object({
    id: z.int(),
    categoryId: z.int(),
    code: z.string(),
    title: z.string(),
    subject: z.string(),
    time: z.string(),
    lectures: z.int(),
    rating: z.number(),
    credits: z.int(),
    sem: z.string(),
    /** Dollars as the spec writes them: '5', '7.5'. */
    price: z.string(),
    price_cents: z.int(),
    image: z.string(),
    link: z.string(),
    whatYouWillSee: z.array(z.string()),
    reviews: z.array(courseReviewSchema),
    /** The course's tutors (the card shows them; none: the Darsak tutor team). */
    tutors: z.array(z.object({ id: z.int(), name: z.string(), image: z.string() })),
  })
  .meta({ id: 'CatalogueCourse' });

/** The whole public catalogue in one language: what every page is rendered from. */
export const publicCatalogueSchema = z
  .object({
    locale: z.enum(LOCALES),
    /** Changes with every write to the catalogue: a client holding this version holds the same data. */
    version: z.string(),
    categories: z.array(publicCategorySchema),
    courses: z.array(publicCourseSchema),
  })
  .meta({ id: 'Catalogue' });

export const getCatalogue = defineEndpoint({
  method: 'GET',
  path: '/api/catalogue',
  tag: 'Catalogue',
  summary: 'Categories and courses on sale with their tutors, in English or ?locale=fr|ar',
  access: 'public',
  query: localeQuerySchema,
  responses: { 200: publicCatalogueSchema, 304: null },
  errors: [],
});
