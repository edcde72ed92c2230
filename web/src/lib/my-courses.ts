import type { MyCourse } from '@darsak/common/contracts';
import { call } from './api-client';
import { useAuth } from './auth';
import { useDeferredQuery } from './deferred-query';

/**
 * The signed-in student's courses (GET /api/my/courses, decision 079): what 'Open course' on a
 * card, the cart and My courses read. Cached per user; a visitor reads nothing (an empty list).
 * Its material links live 30 minutes: the entry is refetched after 5.
 */
export const enrolmentKeys = {
  all: ['enrolment'] as const,
  mine: (userId: number) => [...enrolmentKeys.all, 'mine', userId] as const,
};

const NONE: MyCourse[] = [];

/** A student's courses (the screen and the cards share the entry). */
export const myCoursesQuery = (userId: number) => ({
  queryKey: enrolmentKeys.mine(userId),
  queryFn: (): Promise<MyCourse[]> => call('GET /api/my/courses'),
  staleTime: 5 * 60_000,
});

/** A visitor owns nothing: an entry with its data, never read. */
const visitorQuery = { queryKey: [...enrolmentKeys.all, 'visitor'], queryFn: () => Promise.resolve(NONE), initialData: NONE };

/** Whether the signed-in user owns a course: false for visitors and until her courses arrive. */
export function useOwnedCourses(): (courseId: number) => boolean {
  const { user } = useAuth();
  const { data } = useDeferredQuery<MyCourse[]>(user ? myCoursesQuery(user.id) : visitorQuery);
  return (courseId) => Boolean(data?.some((entry) => entry.course.id === courseId));
}
