import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { locale } from '@/lib/i18n';
import type { TutorDetail } from '../api/get-tutor';
import { tutorQuery } from '../api/tutor-queries';

export type TutorState =
  { status: 'loading' } | { status: 'found'; tutor: TutorDetail } | { status: 'missing' } | { status: 'failed'; retry: () => void };

const looksLikeTutor = (value: unknown): value is TutorDetail =>
  typeof value === 'object' && value !== null && 'name' in value && 'id' in value;

/** An id that can exist: a positive whole number (anything else is 'missing' without a call). */
const isTutorId = (id: string | undefined): id is string => typeof id === 'string' && /^[1-9]\d{0,9}$/.test(id);

/**
 * One tutor from GET /api/tutors/{id}, through the query cache. A 404 (or an id that cannot
 * exist) is 'missing', which shows the spec's 'Tutor Not Found'; any other failure is 'failed'
 * with a retry, so a server hiccup never tells a student that a real tutor does not exist.
 */
export function useTutor(id: string | undefined): TutorState {
  const valid = isTutorId(id);
  const query = useQuery({ ...tutorQuery(valid ? id : '', locale), enabled: valid });
  if (!valid) return { status: 'missing' };
  if (query.status === 'pending') return { status: 'loading' };
  if (query.status === 'error') {
    if (query.error instanceof ApiError && query.error.status === 404) return { status: 'missing' };
    // Trying again shows the loader again, as the first attempt did.
    if (query.isFetching) return { status: 'loading' };
    return { status: 'failed', retry: () => void query.refetch() };
  }
  return looksLikeTutor(query.data) ? { status: 'found', tutor: query.data } : { status: 'missing' };
}
