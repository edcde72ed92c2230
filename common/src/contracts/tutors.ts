import { z } from 'zod';
import { defineEndpoint } from './define.ts';
import { LOCALES } from '../locales.ts';
import { idParams } from './params.ts';

/** ?locale=en|fr|ar: the texts in that language (English where a text has none); English by default. */
export const localeQuerySchema = z.object({ locale: z.enum(LOCALES).optional() });

/** A tutor as GET /api/tutors answers it (SPEC section 3). */
export const tutorReviewSchema = z.object({ user: z.string(), comment: z.string(), rating: z.number(), date: z.string() });
export const tutorAvailabilitySchema = z.object({ day: z.string(), time: z.string() });
export const tutorPrivateCourseSchema = z.object({ title: z.string(), description: z.string(), pricePerHour: z.number() });
export const tutorContactSchema = z.object({ email: z.string(), phone: z.string(), whatsapp: z.string() });

export const tutorSchema = z
  .object({
    id: z.int(),
    /** A path served by the app, e.g. /images/tutors/rana-haddad.svg. */
    image: z.string(),
    name: z.string(),
    university: z.string(),
    major: z.string(),
    /** e.g. 'Year 4', 'Graduate'. */
    year: z.string(),
    bio: z.string().nullable(),
    courses: z.array(z.string()),
    /** A whole number from 0 to 5. */
    rating: z.number(),
    reviews: z.array(tutorReviewSchema),
    privateCourses: z.array(tutorPrivateCourseSchema),
    contact: tutorContactSchema,
    /** YYYY-MM-DD. */
    joinedDate: z.string(),
    yearsOfExperience: z.number(),
    students: z.number(),
    /** Percent. */
    successRate: z.number(),
    /** USD per hour of a private session. */
    hourlyRate: z.number(),
    availability: z.array(tutorAvailabilitySchema),
  })
  .meta({ id: 'Tutor' });

/** ?locale= and ?course_id=: the published tutors of that course only (none for a course not on sale). */
export const tutorsQuerySchema = localeQuerySchema.extend({
  course_id: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v === '' ? undefined : v),
    z.int().min(1).max(2_147_483_647).optional(),
  ),
});

/**
 * A package a tutor offers (issue 20, point 7; decision 086): `hours` of sessions with this tutor
 * for `price` (USD, 2 decimals), bought as an order item of kind 'package'; once paid, the hours
 * are credit that bookings spend.
 */
export const tutorPackageSchema = z
  .object({
    id: z.int(),
    hours: z.int(),
    /** USD, 2 decimals, e.g. '65.00'. */
    price: z.string(),
    /** The price of one hour in the package, USD, 2 decimals. */
    price_per_hour: z.string(),
  })
  .meta({ id: 'TutorPackage' });

/** GET /api/tutors/{id}: the tutor with the packages on sale (a field added; the list is unchanged). */
export const tutorDetailSchema = tutorSchema.extend({ packages: z.array(tutorPackageSchema) }).meta({ id: 'TutorDetail' });

export const listTutors = defineEndpoint({
  method: 'GET',
  path: '/api/tutors',
  tag: 'Catalogue',
  summary: 'The tutors of /tutors (SPEC section 7), in English or ?locale=fr|ar; ?course_id= the tutors of one course',
  access: 'public',
  query: tutorsQuerySchema,
  responses: { 200: z.array(tutorSchema), 304: null },
  errors: [],
});

export const getTutor = defineEndpoint({
  method: 'GET',
  path: '/api/tutors/:id',
  tag: 'Catalogue',
  summary: 'One tutor, in English or ?locale=fr|ar',
  access: 'public',
  params: idParams,
  query: localeQuerySchema,
  notFound: 'tutors.not_found',
  responses: { 200: tutorDetailSchema },
  errors: ['tutors.not_found'],
});
