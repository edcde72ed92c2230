import type { z } from 'zod';
import type {
  tutorAvailabilitySchema,
  tutorContactSchema,
  tutorPackageSchema,
  tutorPrivateCourseSchema,
  tutorReviewSchema,
  tutorSchema,
} from './contracts/tutors.ts';
/** A tutor as GET /api/tutors returns it (SPEC section 3; its schema: contracts/tutors.ts). */
export type TutorReview = z.output<typeof tutorReviewSchema>;
export type TutorAvailability = z.output<typeof tutorAvailabilitySchema>;
export type TutorPrivateCourse = z.output<typeof tutorPrivateCourseSchema>;
export type TutorContact = z.output<typeof tutorContactSchema>;
export type Tutor = z.output<typeof tutorSchema>;
/** A package of hours a tutor offers (decision 086), as GET /api/tutors/{id} answers it. */
export type TutorPackage = z.output<typeof tutorPackageSchema>;
