import type { Locale, Tutor } from '@darsak/common';
import { call } from '@/lib/api-client';

/**
 * GET /api/tutors/{id}: every field of the spec's tutor entity (camelCase, like the list),
 * with the hourly rate in USD and a date (YYYY-MM-DD) on each review, in the reader's language.
 * 404 for an unknown, archived or draft tutor.
 */
export type TutorDetail = Tutor;

export const getTutor = (id: string, locale: Locale): Promise<TutorDetail> =>
  call('GET /api/tutors/:id', { params: { id }, query: { locale } });
