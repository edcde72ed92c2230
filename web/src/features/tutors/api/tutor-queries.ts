import type { Locale } from '@darsak/common';
import { getTutor } from './get-tutor';
import { getTutors } from './get-tutors';

/**
 * The query keys of tutors (decision 069): the list of /tutors (all, or one course's) and one
 * tutor per id, each in a language (the server's translations, decision 074).
 */
export const tutorKeys = {
  all: ['tutors'] as const,
  list: (locale: Locale, courseId?: number) => [...tutorKeys.all, 'list', locale, courseId ?? 'all'] as const,
  detail: (id: string, locale: Locale) => [...tutorKeys.all, 'detail', id, locale] as const,
};

/**
 * GET /api/tutors. Not retried: a failed list stops the loader at once and stays empty, with no
 * message (SPEC section 8).
 */
export const tutorsQuery = (locale: Locale, courseId?: number) => ({
  queryKey: tutorKeys.list(locale, courseId),
  queryFn: () => getTutors(locale, courseId),
  retry: false,
});

/** GET /api/tutors/{id}. Not retried: a server fault shows its own 'Try again' at once. */
export const tutorQuery = (id: string, locale: Locale) => ({
  queryKey: tutorKeys.detail(id, locale),
  queryFn: () => getTutor(id, locale),
  retry: false,
});
