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

/**
 * A link preview's image drawn from the row at runtime (decision 074): `{id}-{version}.png`, the
 * version a hash of what the image shows (a course's code and price, a tutor's name), so a
 * renamed or repriced course gets a new address that crawlers fetch again.
 */
const shareImageParams = z.object({ file: z.string().regex(/^[1-9]\d{0,8}-[0-9A-Za-z_-]{10}\.png$/) });

export const getCourseShareImage = defineEndpoint({
  method: 'GET',
  path: '/og/courses/:file',
  tag: 'Catalogue',
  summary: "A course's link-preview image (1200x630 PNG); 404 once archived",
  access: 'public',
  params: shareImageParams,
  produces: 'image/png',
  responses: { 200: 'file' },
  errors: ['catalogue.course_not_found'],
});

export const getCategoryShareImage = defineEndpoint({
  method: 'GET',
  path: '/og/categories/:file',
  tag: 'Catalogue',
  summary: "A category's link-preview image (1200x630 PNG): the codes of the courses it sells now",
  access: 'public',
  params: shareImageParams,
  produces: 'image/png',
  responses: { 200: 'file' },
  errors: ['catalogue.category_not_found'],
});

export const getTutorShareImage = defineEndpoint({
  method: 'GET',
  path: '/og/tutors/:file',
  tag: 'Catalogue',
  summary: "A tutor's link-preview image (1200x630 PNG); 404 once archived or a draft",
  access: 'public',
  params: shareImageParams,
  produces: 'image/png',
  responses: { 200: 'file' },
  errors: ['tutors.not_found'],
});
