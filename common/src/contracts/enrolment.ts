import { z } from 'zod';
import { RATING_TYPES } from '../constants.ts';
import { lineText } from './admin-catalogue.ts';
import { defineEndpoint } from './define.ts';
import { idParam, idParams } from './params.ts';

/**
 * What a purchase gives (issue 21, decision 079): a paid order enrols its buyer in its courses
 * for as long as the order stays paid (a refund ends it: enrolment is read from the orders, never
 * stored). Each course carries what the business delivers with it, written in the back office:
 * materials (private files served through short-lived signed links), links (a group chat, a
 * recorded lecture) and a lecture schedule in Beirut wall time.
 */

/** The largest course material (a lecture's slides as a PDF). */
export const MATERIAL_MAX_BYTES = 20 * 1024 * 1024;
/** How long a material's link answers after GET /api/my/courses wrote it. */
export const MATERIAL_LINK_TTL_MINUTES = 30;
export const MATERIAL_TYPE_LIST = 'pdf, doc, docx, jpg, jpeg, png';
export const COURSE_LINKS_MAX = 10;
export const COURSE_SCHEDULE_MAX = 60;
export const DELIVERY_TIMEZONE = 'Asia/Beirut' as const;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** An https (or http) address, nothing a browser would run. */
const webAddress = z.preprocess(
  trimmed,
  z
    .string()
    .max(2048)
    .refine((value) => /^https?:\/\/[^\s/?#@]+(?:[/?#][^\s]*)?$/i.test(value), {
      message: 'The url field must be a valid URL.',
      params: { code: 'validation.invalid' },
    }),
);

export const COURSE_LINK_KINDS = ['chat', 'recording', 'other'] as const;

export const courseLinkSchema = z.object({
  kind: z.enum(COURSE_LINK_KINDS),
  label: lineText(120),
  url: webAddress,
});

/** A lecture: its start as Beirut wall time ('2026-12-03T18:00'), its length, its title. */
export const scheduleInputSchema = z.object({
  title: lineText(160),
  starts_at: z.preprocess(
    trimmed,
    z.string().refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value), {
      message: 'The starts_at field must be a date and time (YYYY-MM-DDTHH:MM, Beirut time).',
      params: { code: 'validation.regex' },
    }),
  ),
  duration_minutes: z.int().min(15).max(600),
});

export const deliveryInputSchema = z.object({
  links: z.array(courseLinkSchema).max(COURSE_LINKS_MAX),
  schedule: z.array(scheduleInputSchema).max(COURSE_SCHEDULE_MAX),
});

export const courseLinkOutSchema = z.object({ kind: z.enum(COURSE_LINK_KINDS), label: z.string(), url: z.string() });

/** A lecture as read: its Beirut wall time and the instant it names (UTC ISO), soonest first. */
export const lectureSchema = z.object({
  title: z.string(),
  starts_at: z.string(),
  duration_minutes: z.int(),
  starts_at_utc: z.string(),
  ends_at_utc: z.string(),
  timezone: z.literal(DELIVERY_TIMEZONE),
});

export const deliverySchema = z
  .object({ links: z.array(courseLinkOutSchema), schedule: z.array(lectureSchema) })
  .meta({ id: 'CourseDelivery' });

/** A material's title, as the multipart form sends it. */
export const materialTitleSchema = lineText(160);

export const materialSchema = z.object({ id: z.int(), title: z.string(), url: z.string() });

export const myCourseSchema = z
  .object({
    course: z.object({ id: z.int(), code: z.string(), title: z.string(), category_id: z.int() }),
    /** When the paid order that enrols her was paid. */
    enrolled_at: z.string().nullable(),
    order_reference: z.string(),
    materials: z.array(materialSchema),
    links: z.array(courseLinkOutSchema),
    schedule: z.array(lectureSchema),
  })
  .meta({ id: 'MyCourse' });

export const adminMaterialSchema = z.object({
  id: z.int(),
  title: z.string(),
  file_name: z.string(),
  mime: z.string(),
  size: z.int(),
  created_at: z.string(),
  url: z.string(),
});

export const myCourses = defineEndpoint({
  method: 'GET',
  path: '/api/my/courses',
  tag: 'Enrolment',
  summary: 'The signed-in student’s courses (from her paid orders): materials with short-lived links, links and lectures',
  access: 'user',
  responses: { 200: z.array(myCourseSchema) },
  errors: [],
});

export const materialFile = defineEndpoint({
  method: 'GET',
  path: '/api/materials/:id/file',
  tag: 'Enrolment',
  summary:
    'A course material through its signed link: to an enrolled student, the course’s tutors and admins; 404 to anyone else, signed out, or past the link’s time',
  access: 'public',
  params: idParams,
  notFound: 'enrolment.material_not_found',
  query: z.object({ expires: z.string().optional(), signature: z.string().optional() }),
  responses: { 200: 'file' },
  errors: ['enrolment.material_not_found'],
});

const courseParams = z.object({ id: idParam });
const materialParams = z.object({ id: idParam, materialId: idParam });

export const listMaterials = defineEndpoint({
  method: 'GET',
  path: '/api/admin/courses/:id/materials',
  tag: 'Admin: enrolment',
  summary: 'A course’s materials, newest last',
  access: 'admin',
  params: courseParams,
  notFound: 'catalogue.course_not_found',
  responses: { 200: z.array(adminMaterialSchema) },
  errors: ['catalogue.course_not_found'],
});

export const uploadMaterial = defineEndpoint({
  method: 'POST',
  path: '/api/admin/courses/:id/materials',
  tag: 'Admin: enrolment',
  summary: 'Adds a material to a course (multipart: file, title); checked by its bytes as CVs are',
  access: 'admin',
  params: courseParams,
  notFound: 'catalogue.course_not_found',
  bodyType: 'multipart',
  body: z.object({ file: z.unknown(), title: z.string() }),
  responses: { 201: z.object({ id: z.int(), title: z.string() }) },
  errors: [
    'catalogue.course_not_found',
    'uploads.file_type',
    'uploads.too_large',
    'uploads.cv_macros',
    'uploads.cv_remote_content',
    'uploads.cv_pdf_active',
    'uploads.cv_unchecked',
  ],
});

export const deleteMaterial = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/courses/:id/materials/:materialId',
  tag: 'Admin: enrolment',
  summary: 'Removes a material (its file too)',
  access: 'admin',
  params: materialParams,
  notFound: 'enrolment.material_not_found',
  responses: { 204: null },
  errors: ['enrolment.material_not_found'],
});

export const getDelivery = defineEndpoint({
  method: 'GET',
  path: '/api/admin/courses/:id/delivery',
  tag: 'Admin: enrolment',
  summary: 'A course’s links and lecture schedule',
  access: 'admin',
  params: courseParams,
  notFound: 'catalogue.course_not_found',
  responses: { 200: deliverySchema },
  errors: ['catalogue.course_not_found'],
});

export const updateDelivery = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/courses/:id/delivery',
  tag: 'Admin: enrolment',
  summary: 'Replaces a course’s links and lecture schedule (Beirut wall times)',
  access: 'admin',
  params: courseParams,
  notFound: 'catalogue.course_not_found',
  body: deliveryInputSchema,
  responses: { 200: deliverySchema },
  errors: ['catalogue.course_not_found'],
});

// ---- reviews ------------------------------------------------------------------------------------

export const reviewSchema = z
  .object({
    id: z.int(),
    /** The reviewer's first name only. */
    name: z.string(),
    rating: z.int(),
    feedback: z.string(),
    /** A paid order holds the course (or a session with the tutor). */
    verified: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
    /** The reader's own review. */
    own: z.boolean(),
  })
  .meta({ id: 'Review' });

export const REVIEWS_PAGE = 20;

export const listReviews = defineEndpoint({
  method: 'GET',
  path: '/api/reviews',
  tag: 'Ratings',
  summary: 'Students’ written reviews of a course or tutor: verified purchases first, newest first; hidden ones never',
  access: 'public',
  query: z.object({
    type: z.enum(RATING_TYPES),
    subject_id: z.string().min(1).max(64),
  }),
  responses: { 200: z.array(reviewSchema) },
  errors: [],
});

export type MyCourse = z.output<typeof myCourseSchema>;
export type CourseDelivery = z.output<typeof deliverySchema>;
export type Review = z.output<typeof reviewSchema>;
export type AdminMaterial = z.output<typeof adminMaterialSchema>;
