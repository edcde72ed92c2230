import type { Locale } from '@darsak/common';
import { call } from '@/lib/api-client';

/**
 * GET /api/tutors: the tutors shown on /tutors (SPEC section 7), in the reader's language (the
 * server's translations, decision 071); with a course, only the tutors of that course.
 */
export const getTutors = (locale: Locale, courseId?: number) => call('GET /api/tutors', { query: { locale, course_id: courseId } });
