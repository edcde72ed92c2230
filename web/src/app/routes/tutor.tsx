import { useParams } from 'react-router';
import { TUTOR_DETAIL_MIN_LOADING_MS } from '@darsak/common';
import { LoaderCover } from '@/components/loader-cover/loader-cover';
import { findTutorDetail } from '@/data/tutor-details';
import { TutorNotFound } from '@/features/tutors/components/tutor-not-found';
import { TutorProfile } from '@/features/tutors/components/tutor-profile';
import { useMinimumDelay } from '@/hooks/use-minimum-delay';

/** /tutors/{tutorId}: one of the two static tutor profiles, behind a 1 s loader. */
export function Component() {
  const { tutorId } = useParams();
  const loading = useMinimumDelay(TUTOR_DETAIL_MIN_LOADING_MS);
  const tutor = findTutorDetail(tutorId);
  return (
    <LoaderCover loading={loading}>
      {tutor ? <TutorProfile key={tutor.id} tutor={tutor} /> : <TutorNotFound />}
    </LoaderCover>
  );
}
