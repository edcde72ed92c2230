import { TOP_COURSE_MIN_RATING } from '@darsak/common';
import type { Course } from '@/data/types';

/** Courses rated above 4.7 (SPEC section 9), in random order. */
export function shuffledTopCourses(courses: readonly Course[], random: () => number = Math.random): Course[] {
  const top = courses.filter((course) => course.rating > TOP_COURSE_MIN_RATING);
  // Fisher–Yates: every order is equally likely.
  for (let i = top.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [top[i], top[j]] = [top[j]!, top[i]!];
  }
  return top;
}
