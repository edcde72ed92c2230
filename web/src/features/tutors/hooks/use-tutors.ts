import { useEffect, useState } from 'react';
import type { Tutor } from '@darsak/common';
import { getTutors } from '../api/get-tutors';

export type TutorsState = {
  tutors: Tutor[];
  /** true once the call has answered, successfully or not. */
  settled: boolean;
};

/**
 * Loads the tutors list once. A failed call settles with an empty list and shows no
 * message (SPEC section 8: the loader stops and the list stays empty).
 */
export function useTutors(): TutorsState {
  const [state, setState] = useState<TutorsState>({ tutors: [], settled: false });
  useEffect(() => {
    let active = true;
    getTutors().then(
      (list) => {
        if (active) setState({ tutors: Array.isArray(list) ? list : [], settled: true });
      },
      () => {
        if (active) setState({ tutors: [], settled: true });
      },
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}
