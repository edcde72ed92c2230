import type { Tutor, TutorReview } from '@darsak/common';
import { api } from '@/lib/api-client';

/** A review on the tutor page: the spec's fields plus the day it was written (YYYY-MM-DD). */
export type DatedTutorReview = TutorReview & { date?: string };

/**
 * GET /api/tutors/{id}: every field of the spec's tutor entity (camelCase, like the list),
 * plus the hourly rate in USD and a date on each review. 404 for an unknown tutor.
 */
export type TutorDetail = Omit<Tutor, 'reviews'> & { hourlyRate?: number; reviews: DatedTutorReview[] };

export const getTutor = (id: string) => api.get<TutorDetail>(`/api/tutors/${encodeURIComponent(id)}`);
