import { useParams } from 'react-router';
import { TUTOR_DETAIL_MIN_LOADING_MS } from '@darsak/common';
import { LoaderCover } from '@/components/loader-cover/loader-cover';
import { TutorLoadFailed } from '@/features/tutors/components/tutor-load-failed';
import { TutorNotFound } from '@/features/tutors/components/tutor-not-found';
import { TutorProfile } from '@/features/tutors/components/tutor-profile';
import { useTutor } from '@/features/tutors/hooks/use-tutor';
import { useMinimumDelay } from '@/hooks/use-minimum-delay';
import { QueryProvider } from '@/lib/query';

/** /tutors/{tutorId}: the tutor from GET /api/tutors/{id}, behind the spec's 1 s loader. */
export function Component() {
  const { tutorId } = useParams();
  return (
    <QueryProvider>
      <Tutor tutorId={tutorId} />
    </QueryProvider>
  );
}

function Tutor({ tutorId }: { tutorId: string | undefined }) {
  const loading = useMinimumDelay(TUTOR_DETAIL_MIN_LOADING_MS);
  const state = useTutor(tutorId);
  // The profile arrives under the loader (a screen-tall placeholder until then): nothing shifts.
  return (
    <LoaderCover loading={loading || state.status === 'loading'} ready={state.status !== 'loading'}>
      {state.status === 'missing' ? (
        <TutorNotFound />
      ) : state.status === 'failed' ? (
        <TutorLoadFailed onRetry={state.retry} />
      ) : state.status === 'found' ? (
        <TutorProfile key={state.tutor.id} tutor={state.tutor} />
      ) : null}
    </LoaderCover>
  );
}
