import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { getTutor, type TutorDetail } from '../api/get-tutor';

export type TutorState =
  | { status: 'loading' }
  | { status: 'found'; tutor: TutorDetail }
  | { status: 'missing' }
  | { status: 'failed'; retry: () => void };

const looksLikeTutor = (value: unknown): value is TutorDetail =>
  typeof value === 'object' && value !== null && 'name' in value && 'id' in value;

/**
 * One tutor from GET /api/tutors/{id}. A 404 (or an id that cannot exist) is 'missing', which
 * shows the spec's 'Tutor Not Found'; any other failure is 'failed' with a retry, so a server
 * hiccup never tells a student that a real tutor does not exist.
 */
export function useTutor(id: string | undefined): TutorState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; value: TutorState } | null>(null);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const key = `${id}:${attempt}`;
  const valid = typeof id === 'string' && /^[1-9]\d{0,9}$/.test(id);

  useEffect(() => {
    if (!valid) return;
    let active = true;
    getTutor(id!).then(
      (tutor) => {
        if (active) setState({ key, value: looksLikeTutor(tutor) ? { status: 'found', tutor } : { status: 'missing' } });
      },
      (failure: unknown) => {
        if (!active) return;
        const missing = failure instanceof ApiError && failure.status === 404;
        setState({ key, value: missing ? { status: 'missing' } : { status: 'failed', retry } });
      },
    );
    return () => {
      active = false;
    };
  }, [id, key, valid, retry]);

  if (!valid) return { status: 'missing' };
  return state?.key === key ? state.value : { status: 'loading' };
}
