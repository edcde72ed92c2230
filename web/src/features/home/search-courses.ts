import type { Course } from '@/data/types';

/**
 * The home search rule (SPEC section 2): a case-insensitive match of the query against the
 * course title or code. Blank or whitespace-only queries are ignored: null, not "no match".
 */
export function searchCourses(courses: readonly Course[], query: string): Course[] | null {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return null;
  return courses.filter((course) => course.title.toLocaleLowerCase().includes(needle) || course.code.toLocaleLowerCase().includes(needle));
}
