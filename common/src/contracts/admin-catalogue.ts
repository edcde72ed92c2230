import { z } from 'zod';
import { COURSE_SUBJECTS } from '../catalogue/types.ts';
import { adminPageQuerySchema } from '../schemas/admin.ts';
import { adminList } from './admin.ts';
import { defineEndpoint } from './define.ts';
import { idParams } from './params.ts';
import { tutorSchema } from './tutors.ts';

/**
 * The catalogue in the back office (issue 18, decision 071): courses, categories and tutors,
 * written by admins (CSRF, audited with the values before and after), each text in English
 * (required) with French and Arabic translations. Inputs accept the snake_case of the issue's
 * fields and, for tutors, the spec entity's camelCase too.
 */

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const emptyToUndefined = (value: unknown) => {
  const v = trimmed(value);
  return v === '' || v === null ? undefined : v;
};

/**
 * Control and bidi-override characters: refused in every catalogue text (they would reorder or
 * break what visitors read).
 */
// eslint-disable-next-line no-control-regex -- the control characters are what it refuses
const UNSAFE_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const safe = {
  message: 'The text must not contain control characters or text-direction overrides.',
  params: { code: 'catalogue.unsafe_text' },
};

/** A one-line text of the catalogue: trimmed, 1 to `max` characters, no line breaks. */
export const lineText = (max: number) =>
  z.preprocess(
    trimmed,
    z
      .string()
      .min(1)
      .max(max)
      .refine((v) => !UNSAFE_TEXT.test(v) && !/[\r\n]/.test(v), safe),
  );
/** A paragraph: line breaks allowed. */
export const paragraphText = (max: number) =>
  z.preprocess(
    trimmed,
    z
      .string()
      .min(1)
      .max(max)
      .refine((v) => !UNSAFE_TEXT.test(v), safe),
  );
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

/** A list of one-line texts (What You'll Learn, topics). */
export const textList = (maxItems: number, maxLength: number) => z.array(lineText(maxLength)).min(1).max(maxItems);

/**
 * Dollars as the operator types them: '7.50', '7.5', '7' or the number 7.5; up to 10,000, to the
 * cent; read as integer cents.
 */
export const dollarsField = z.preprocess(
  (value) => (typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2) : trimmed(value)),
  z
    .string()
    .regex(/^\d{1,5}(\.\d{1,2})?$/)
    .transform((v) => Math.round(Number(v) * 100))
    .refine((cents) => cents > 0 && cents <= 1_000_000, {
      message: 'The amount must be between 0.01 and 10000.',
      params: { code: 'catalogue.amount_range' },
    }),
);

const translationsOf = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({ fr: z.object(shape).partial().optional(), ar: z.object(shape).partial().optional() })
    .partial()
    .optional();

// ---- courses --------------------------------------------------------------------------------------

export const COURSE_CODE_PATTERN = /^[A-Z0-9][A-Z0-9 -]{1,15}$/;

const courseTextShape = {
  title: lineText(255),
  time: lineText(64),
  what_you_will_learn: textList(12, 255),
};

export const courseInputSchema = z.object({
  category_id: z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), z.int().min(1)),
  code: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.string().min(1).max(16).regex(COURSE_CODE_PATTERN)),
  title: courseTextShape.title,
  subject: z.preprocess(trimmed, z.enum(COURSE_SUBJECTS)),
  sem: z.preprocess((v) => (typeof v === 'number' ? String(v) : trimmed(v)), z.enum(['1', '2'])),
  credits: z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v), z.int().min(1).max(30)),
  time: courseTextShape.time,
  lectures: z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v), z.int().min(0).max(500)),
  price: dollarsField,
  what_you_will_learn: courseTextShape.what_you_will_learn,
  /** The stars the card shows (the catalogue's own figure, 0 to 5). */
  rating: optional(z.number().min(0).max(5)),
  tutor_ids: z.array(z.int().min(1)).max(20).optional(),
  translations: translationsOf(courseTextShape),
});
/**
 * POST: optional fields have no defaults in the schema (PATCH reuses it partially, where a field
 * left out changes nothing); the create handler fills them. PATCH: any of the fields;
 * translations replace the given language's texts.
 */
export const coursePatchSchema = courseInputSchema.partial();

export const adminCourseSchema = z
  .object({
    id: z.int(),
    category_id: z.int(),
    code: z.string(),
    title: z.string(),
    subject: z.string(),
    sem: z.string(),
    credits: z.int(),
    time: z.string(),
    lectures: z.int(),
    rating: z.number(),
    /** Dollars with 2 decimals, e.g. '7.50'. */
    price: z.string(),
    price_cents: z.int(),
    currency: z.literal('USD'),
    what_you_will_learn: z.array(z.string()),
    translations: z.object({
      fr: z
        .object({ title: z.string(), time: z.string(), what_you_will_learn: z.array(z.string()) })
        .partial()
        .optional(),
      ar: z
        .object({ title: z.string(), time: z.string(), what_you_will_learn: z.array(z.string()) })
        .partial()
        .optional(),
    }),
    tutor_ids: z.array(z.int()),
    tutors: z.array(z.object({ id: z.int(), name: z.string() })),
    /** The picture visitors see (an uploaded one, else the category's default). */
    image: z.string(),
    archived: z.boolean(),
    archived_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminCourse' });

export const adminCatalogueQuerySchema = adminPageQuerySchema.extend({
  q: z.preprocess(emptyToUndefined, z.string().max(255).optional()),
  /** active (default: not archived), archived, or all. */
  status: z.preprocess(emptyToUndefined, z.enum(['active', 'archived', 'all']).optional()),
  category_id: z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : emptyToUndefined(v)), z.int().min(1).optional()),
});

const tag = 'Back office: catalogue';
const admin = 'admin' as const;

export const listCourses = defineEndpoint({
  method: 'GET',
  path: '/api/admin/courses',
  tag,
  summary: 'Courses, searched by code or title (?q=), archived ones with ?status=archived|all',
  access: admin,
  query: adminCatalogueQuerySchema,
  responses: { 200: adminList(adminCourseSchema) },
  errors: [],
});

export const createCourse = defineEndpoint({
  method: 'POST',
  path: '/api/admin/courses',
  tag,
  summary: 'Adds a course (English texts required, French and Arabic optional)',
  access: admin,
  body: courseInputSchema,
  responses: { 201: adminCourseSchema },
  errors: ['validation.unique', 'catalogue.unknown_category', 'catalogue.unknown_tutor', 'catalogue.unsafe_text', 'catalogue.amount_range'],
});

export const getCourse = defineEndpoint({
  method: 'GET',
  path: '/api/admin/courses/:id',
  tag,
  summary: 'One course, archived or not',
  access: admin,
  params: idParams,
  notFound: 'catalogue.course_not_found',
  responses: { 200: adminCourseSchema },
  errors: ['catalogue.course_not_found'],
});

export const updateCourse = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/courses/:id',
  tag,
  summary: 'Changes a course; a new price applies to orders placed after it',
  access: admin,
  params: idParams,
  notFound: 'catalogue.course_not_found',
  body: coursePatchSchema,
  responses: { 200: adminCourseSchema },
  errors: [
    'catalogue.course_not_found',
    'validation.unique',
    'catalogue.unknown_category',
    'catalogue.unknown_tutor',
    'catalogue.unsafe_text',
    'catalogue.amount_range',
  ],
});

export const archiveCourse = defineEndpoint({
  method: 'POST',
  path: '/api/admin/courses/:id/archive',
  tag,
  summary: 'Takes a course off sale: not listed, not orderable; orders that hold it still show it',
  access: admin,
  params: idParams,
  notFound: 'catalogue.course_not_found',
  responses: { 200: adminCourseSchema },
  errors: ['catalogue.course_not_found', 'catalogue.already_archived'],
});

export const restoreCourse = defineEndpoint({
  method: 'POST',
  path: '/api/admin/courses/:id/restore',
  tag,
  summary: 'Puts an archived course back on sale',
  access: admin,
  params: idParams,
  notFound: 'catalogue.course_not_found',
  responses: { 200: adminCourseSchema },
  errors: ['catalogue.course_not_found', 'catalogue.not_archived'],
});

export const uploadCourseImage = defineEndpoint({
  method: 'POST',
  path: '/api/admin/courses/:id/image',
  tag,
  summary: 'A picture for the course card (multipart field image; checked by its bytes and re-encoded)',
  access: admin,
  params: idParams,
  notFound: 'catalogue.course_not_found',
  bodyType: 'multipart',
  body: z.object({ image: z.unknown() }),
  responses: { 200: adminCourseSchema },
  errors: ['catalogue.course_not_found', 'uploads.not_an_image', 'uploads.too_many_pixels', 'uploads.too_large', 'server.unavailable'],
});

export const getCourseImage = defineEndpoint({
  method: 'GET',
  path: '/media/courses/:file',
  tag,
  summary: 'An uploaded course picture (WebP)',
  access: 'public',
  params: z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.webp$/) }),
  produces: 'image/webp',
  responses: { 200: 'file' },
  errors: [],
});

export const getTutorPhoto = defineEndpoint({
  method: 'GET',
  path: '/media/tutors/:file',
  tag,
  summary: 'An uploaded tutor photo (WebP)',
  access: 'public',
  params: z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.webp$/) }),
  produces: 'image/webp',
  responses: { 200: 'file' },
  errors: [],
});
// ---- categories -----------------------------------------------------------------------------------

const categoryTextShape = { name: lineText(120), description: paragraphText(1000) };

export const categoryInputSchema = z.object({
  name: categoryTextShape.name,
  description: categoryTextShape.description,
  translations: translationsOf(categoryTextShape),
});
export const categoryPatchSchema = categoryInputSchema.partial();

export const adminCategorySchema = z
  .object({
    id: z.int(),
    name: z.string(),
    description: z.string(),
    image: z.string(),
    translations: z.object({
      fr: z.object({ name: z.string(), description: z.string() }).partial().optional(),
      ar: z.object({ name: z.string(), description: z.string() }).partial().optional(),
    }),
    /** Courses on sale in it. */
    course_count: z.int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminCategory' });

export const listCategories = defineEndpoint({
  method: 'GET',
  path: '/api/admin/categories',
  tag,
  summary: 'Course categories',
  access: admin,
  query: adminCatalogueQuerySchema.pick({ page: true, per_page: true, q: true }),
  responses: { 200: adminList(adminCategorySchema) },
  errors: [],
});

export const createCategory = defineEndpoint({
  method: 'POST',
  path: '/api/admin/categories',
  tag,
  summary: 'Adds a category',
  access: admin,
  body: categoryInputSchema,
  responses: { 201: adminCategorySchema },
  errors: ['catalogue.unsafe_text'],
});

export const updateCategory = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/categories/:id',
  tag,
  summary: 'Renames a category or changes its description, in each language',
  access: admin,
  params: idParams,
  notFound: 'catalogue.category_not_found',
  body: categoryPatchSchema,
  responses: { 200: adminCategorySchema },
  errors: ['catalogue.category_not_found', 'catalogue.unsafe_text'],
});

// ---- tutors ---------------------------------------------------------------------------------------

/** The spec entity's camelCase, also accepted in snake_case. */
const TUTOR_ALIASES: Record<string, string> = {
  private_courses: 'privateCourses',
  joined_date: 'joinedDate',
  hourly_rate: 'hourlyRate',
  years_of_experience: 'yearsOfExperience',
  success_rate: 'successRate',
};
const withTutorAliases = (input: unknown) => {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const out: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const [snake, camel] of Object.entries(TUTOR_ALIASES)) {
    if (snake in out && !(camel in out)) out[camel] = out[snake];
    delete out[snake];
  }
  return out;
};

const wholeNumber = (min: number, max: number) =>
  z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v), z.int().min(min).max(max));

const privateCourseInput = z.object({
  title: lineText(255),
  description: paragraphText(1000),
  pricePerHour: z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number().min(1).max(1000)),
});
const tutorTextShape = {
  name: lineText(100),
  university: lineText(255),
  major: lineText(255),
  year: lineText(32),
  bio: paragraphText(3000),
  privateCourses: z.array(z.object({ title: lineText(255), description: paragraphText(1000) })).max(20),
};

const tutorFields = z.object({
  name: tutorTextShape.name,
  university: tutorTextShape.university,
  major: tutorTextShape.major,
  year: tutorTextShape.year,
  /** Empty or null clears it (the card then shows no bio). */
  bio: z.preprocess((v) => (v === null || trimmed(v) === '' ? null : trimmed(v)), paragraphText(3000).nullable()).optional(),
  course_ids: z.array(z.int().min(1)).max(50).optional(),
  privateCourses: z.array(privateCourseInput).max(20).optional(),
  contact: z
    .object({
      email: z.preprocess(emptyToUndefined, z.email().max(255).optional()),
      phone: z.preprocess(emptyToUndefined, z.string().max(32).optional()),
      whatsapp: z.preprocess(emptyToUndefined, z.string().max(32).optional()),
    })
    .optional(),
  joinedDate: z.preprocess(emptyToUndefined, z.iso.date().optional()),
  /** USD per hour of a private session. */
  hourlyRate: z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number().min(1).max(1000)),
  yearsOfExperience: wholeNumber(0, 60).optional(),
  students: wholeNumber(0, 100_000).optional(),
  successRate: wholeNumber(0, 100).optional(),
  /** The stars the card shows until real ratings come in (0 to 5). */
  rating: wholeNumber(0, 5).optional(),
  availability: z
    .array(z.object({ day: lineText(32), time: lineText(64) }))
    .max(21)
    .optional(),
  /** draft: only the back office sees it; published: on /tutors. */
  status: z.enum(['draft', 'published']).optional(),
  translations: translationsOf(tutorTextShape),
});
export const tutorInputSchema = z.preprocess(withTutorAliases, tutorFields);
export const tutorPatchSchema = z.preprocess(withTutorAliases, tutorFields.partial());

export const adminTutorSchema = tutorSchema
  .extend({
    status: z.enum(['draft', 'published']),
    archived: z.boolean(),
    archived_at: z.string().nullable(),
    course_ids: z.array(z.int()),
    translations: z.object({
      fr: z
        .object({
          name: z.string(),
          university: z.string(),
          major: z.string(),
          year: z.string(),
          bio: z.string(),
          privateCourses: z.array(z.object({ title: z.string(), description: z.string() })),
        })
        .partial()
        .optional(),
      ar: z
        .object({
          name: z.string(),
          university: z.string(),
          major: z.string(),
          year: z.string(),
          bio: z.string(),
          privateCourses: z.array(z.object({ title: z.string(), description: z.string() })),
        })
        .partial()
        .optional(),
    }),
    /** The account linked to this tutor (role tutor), if any. */
    user_id: z.int().nullable(),
    application_id: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminTutor' });

export const listTutors = defineEndpoint({
  method: 'GET',
  path: '/api/admin/tutors',
  tag,
  summary: 'Tutors (drafts included), searched by name (?q=), archived ones with ?status=archived|all',
  access: admin,
  query: adminCatalogueQuerySchema.pick({ page: true, per_page: true, q: true, status: true }),
  responses: { 200: adminList(adminTutorSchema) },
  errors: [],
});

export const createTutor = defineEndpoint({
  method: 'POST',
  path: '/api/admin/tutors',
  tag,
  summary: 'Adds a tutor profile',
  access: admin,
  body: tutorInputSchema,
  responses: { 201: adminTutorSchema },
  errors: ['catalogue.unknown_course', 'catalogue.unsafe_text'],
});

export const getTutor = defineEndpoint({
  method: 'GET',
  path: '/api/admin/tutors/:id',
  tag,
  summary: 'One tutor, draft or archived included',
  access: admin,
  params: idParams,
  notFound: 'tutors.not_found',
  responses: { 200: adminTutorSchema },
  errors: ['tutors.not_found'],
});

export const updateTutor = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/tutors/:id',
  tag,
  summary: 'Changes a tutor profile (publishing a draft: status published)',
  access: admin,
  params: idParams,
  notFound: 'tutors.not_found',
  body: tutorPatchSchema,
  responses: { 200: adminTutorSchema },
  errors: ['tutors.not_found', 'catalogue.unknown_course', 'catalogue.unsafe_text'],
});

export const uploadTutorPhoto = defineEndpoint({
  method: 'POST',
  path: '/api/admin/tutors/:id/photo',
  tag,
  summary: 'The tutor’s photo (multipart field photo; checked by its bytes and re-encoded)',
  access: admin,
  params: idParams,
  notFound: 'tutors.not_found',
  bodyType: 'multipart',
  body: z.object({ photo: z.unknown() }),
  responses: { 200: adminTutorSchema },
  errors: ['tutors.not_found', 'uploads.not_an_image', 'uploads.too_many_pixels', 'uploads.too_large', 'server.unavailable'],
});

export const archiveTutor = defineEndpoint({
  method: 'POST',
  path: '/api/admin/tutors/:id/archive',
  tag,
  summary: 'Takes a tutor off /tutors (a tutor who leaves); their sessions and history stay',
  access: admin,
  params: idParams,
  notFound: 'tutors.not_found',
  responses: { 200: adminTutorSchema },
  errors: ['tutors.not_found', 'catalogue.already_archived'],
});

export const restoreTutor = defineEndpoint({
  method: 'POST',
  path: '/api/admin/tutors/:id/restore',
  tag,
  summary: 'Puts an archived tutor back',
  access: admin,
  params: idParams,
  notFound: 'tutors.not_found',
  responses: { 200: adminTutorSchema },
  errors: ['tutors.not_found', 'catalogue.not_archived'],
});

/** An application id: a UUID, in any case. */
const applicationParams = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)
    .transform((id) => id.toLowerCase()),
});

export const createTutorFromApplication = defineEndpoint({
  method: 'POST',
  path: '/api/admin/applications/:id/tutor',
  tag,
  summary: 'Creates a draft tutor profile from an approved application and links the applicant’s account (role tutor)',
  access: admin,
  params: applicationParams,
  notFound: 'applications.not_found',
  responses: { 201: adminTutorSchema },
  errors: ['applications.not_found', 'applications.not_approved', 'applications.tutor_exists', 'applications.account_linked'],
});
