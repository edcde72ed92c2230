import type { Tutor } from '@darsak/common';
import { call } from '@/lib/api-client';

/**
 * GET /api/tutors/{id}: every field of the spec's tutor entity (camelCase, like the list),
 * with the hourly rate in USD and a date (YYYY-MM-DD) on each review. 404 for an unknown tutor.
 */
export type TutorDetail = Tutor;

export const getTutor = (id: string): Promise<TutorDetail> => call('GET /api/tutors/:id', { params: { id } });
