import { getTutor } from './get-tutor';
import { getTutors } from './get-tutors';

/** The query keys of tutors (decision 069): the list of /tutors and one tutor per id. */
export const tutorKeys = {
  all: ['tutors'] as const,
  list: () => [...tutorKeys.all, 'list'] as const,
  detail: (id: string) => [...tutorKeys.all, 'detail', id] as const,
};

/**
 * GET /api/tutors. Not retried: a failed list stops the loader at once and stays empty, with no
 * message (SPEC section 8).
 */
export const tutorsQuery = () => ({
  queryKey: tutorKeys.list(),
  queryFn: () => getTutors(),
  retry: false,
});

/** GET /api/tutors/{id}. Not retried: a server fault shows its own 'Try again' at once. */
export const tutorQuery = (id: string) => ({
  queryKey: tutorKeys.detail(id),
  queryFn: () => getTutor(id),
  retry: false,
});
