import { useParams } from 'react-router';
import { TUTOR_DETAIL_MIN_LOADING_MS } from '@darsak/common';
import { PageLoader } from '@/components/page-loader/page-loader';
import { TutorLoadFailed } from '@/features/tutors/components/tutor-load-failed';
import { TutorNotFound } from '@/features/tutors/components/tutor-not-found';
import { TutorProfile } from '@/features/tutors/components/tutor-profile';
import { useTutor } from '@/features/tutors/hooks/use-tutor';
import { useMinimumDelay } from '@/hooks/use-minimum-delay';

/** /tutors/{tutorId}: the tutor from GET /api/tutors/{id}, behind the spec's 1 s loader. */
export function Component() {
  const { tutorId } = useParams();
  const loading = useMinimumDelay(TUTOR_DETAIL_MIN_LOADING_MS);
  const state = useTutor(tutorId);
  if (loading || state.status === 'loading') return <PageLoader />;
  if (state.status === 'missing') return <TutorNotFound />;
  if (state.status === 'failed') return <TutorLoadFailed onRetry={state.retry} />;
  return <TutorProfile key={state.tutor.id} tutor={state.tutor} />;
}
