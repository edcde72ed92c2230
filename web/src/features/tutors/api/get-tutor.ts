import type { Locale, Tutor, TutorPackage } from '@darsak/common';
import { call } from '@/lib/api-client';

/**
 * GET /api/tutors/{id}: every field of the spec's tutor entity (camelCase, like the list),
 * with the hourly rate in USD and a date (YYYY-MM-DD) on each review, in the reader's language.
 * 404 for an unknown, archived or draft tutor. `packages`: the packages of hours on sale (decision 086).
 */
export type TutorDetail = Tutor & { packages?: TutorPackage[] };

export const getTutor = (id: string, locale: Locale): Promise<TutorDetail> =>
  call('GET /api/tutors/:id', { params: { id }, query: { locale } });
