import { useQuery } from '@tanstack/react-query';
import type { Tutor } from '@darsak/common';
import { locale } from '@/lib/i18n';
import { tutorsQuery } from '../api/tutor-queries';

export type TutorsState = {
  tutors: Tutor[];
  /** true once the call has answered, successfully or not. */
  settled: boolean;
};

/**
 * The tutors list (all, or one course's) from the query cache; while another course's list loads
 * the previous one stays. A failed call settles with an empty list and shows no
 * message (SPEC section 8: the loader stops and the list stays empty).
 */
export function useTutors(courseId?: number): TutorsState {
  const { data, status } = useQuery({ ...tutorsQuery(locale, courseId), placeholderData: (previous: Tutor[] | undefined) => previous });
  return { tutors: status === 'success' && Array.isArray(data) ? data : [], settled: status !== 'pending' };
}
