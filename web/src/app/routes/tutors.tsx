import { LIST_MIN_LOADING_MS } from '@darsak/common';
import { LoaderCover } from '@/components/loader-cover/loader-cover';
import { TutorsList } from '@/features/tutors/components/tutors-list';
import { useTutors } from '@/features/tutors/hooks/use-tutors';
import { useMinimumDelay } from '@/hooks/use-minimum-delay';
import { QueryProvider } from '@/lib/query';

/** /tutors: 'Our Tutors' from GET /api/tutors, behind a loader of at least 1.5 s. */
export function Component() {
  return (
    <QueryProvider>
      <Tutors />
    </QueryProvider>
  );
}

function Tutors() {
  const { tutors, settled } = useTutors();
  const loading = useMinimumDelay(LIST_MIN_LOADING_MS, settled);
  return (
    <LoaderCover loading={loading} ready={settled}>
      <TutorsList tutors={tutors} />
    </LoaderCover>
  );
}
