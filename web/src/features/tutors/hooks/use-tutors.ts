import { useQuery } from '@tanstack/react-query';
import type { Tutor } from '@darsak/common';
import { tutorsQuery } from '../api/tutor-queries';

export type TutorsState = {
  tutors: Tutor[];
  /** true once the call has answered, successfully or not. */
  settled: boolean;
};

/**
 * The tutors list from the query cache. A failed call settles with an empty list and shows no
 * message (SPEC section 8: the loader stops and the list stays empty).
 */
export function useTutors(): TutorsState {
  const { data, status } = useQuery(tutorsQuery());
  return { tutors: status === 'success' && Array.isArray(data) ? data : [], settled: status !== 'pending' };
}
