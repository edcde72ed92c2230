import type { Category, Course, CourseSubject, Semester } from '@/data/types';

/** Subject filter options (SPEC section 9): category 1 has life-science subjects, the others not. */
export function subjectOptions(categoryId: number): CourseSubject[] {
  return categoryId === 1 ? ['Biology', 'Chemistry', 'Physics', 'Maths'] : ['Maths', 'Physics', 'Computer Science'];
}

export const SEMESTER_OPTIONS: Semester[] = ['1', '2'];

/** '' means all. */
export type CourseFilters = { subject: CourseSubject | ''; sem: Semester | '' };

/**
 * The filters a page's address holds (?subject=Maths&sem=2; issue 21): they survive Back and a
 * reload. A value that is not an option of the category means all.
 */
export function readFilters(params: URLSearchParams, categoryId: number): CourseFilters {
  const subject = params.get('subject') ?? '';
  const sem = params.get('sem') ?? '';
  return {
    subject: (subjectOptions(categoryId) as string[]).includes(subject) ? (subject as CourseSubject) : '',
    sem: (SEMESTER_OPTIONS as string[]).includes(sem) ? (sem as Semester) : '',
  };
}

/** The address's query for filters: only those set, subject first. */
export function filtersQuery({ subject, sem }: CourseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (subject) params.set('subject', subject);
  if (sem) params.set('sem', sem);
  return params;
}

/** Subject and semester combine with AND; an empty value means all (SPEC section 4). */
export function filterCourses(courses: readonly Course[], { subject, sem }: CourseFilters): Course[] {
  return courses.filter((course) => (!subject || course.subject === subject) && (!sem || course.sem === sem));
}

/** Categories whose name contains the query, ignoring case and surrounding spaces. */
export function searchCategories(categories: readonly Category[], query: string): Category[] {
  const needle = query.trim().toLocaleLowerCase();
  return needle ? categories.filter((category) => category.name.toLocaleLowerCase().includes(needle)) : [...categories];
}
