import { LIST_MIN_LOADING_MS } from '@darsak/common';
import { useSearchParams } from 'react-router';
import { LoaderCover } from '@/components/loader-cover/loader-cover';
import { useCatalogue } from '@/data/catalogue';
import { TutorsList } from '@/features/tutors/components/tutors-list';
import { useTutors } from '@/features/tutors/hooks/use-tutors';
import { useMinimumDelay } from '@/hooks/use-minimum-delay';
import { QueryProvider } from '@/lib/query';

/**
 * /tutors: 'Our Tutors' from GET /api/tutors, behind a loader of at least 1.5 s; ?course={id}
 * lists the tutors of one course (the filter writes it, so a filtered list can be linked).
 */
export function Component() {
  return (
    <QueryProvider>
      <Tutors />
    </QueryProvider>
  );
}

/** The course in ?course=, when it is a whole number. */
const courseParam = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

function Tutors() {
  const [search, setSearch] = useSearchParams();
  const courseId = courseParam(search.get('course'));
  const { tutors, settled } = useTutors(courseId);
  const { catalogue } = useCatalogue();
  const loading = useMinimumDelay(LIST_MIN_LOADING_MS, settled);
  return (
    <LoaderCover loading={loading} ready={settled}>
      <TutorsList
        tutors={tutors}
        courses={catalogue?.courses ?? []}
        courseId={courseId}
        onCourseChange={(id) => setSearch(id === undefined ? {} : { course: String(id) }, { replace: true })}
      />
    </LoaderCover>
  );
}
