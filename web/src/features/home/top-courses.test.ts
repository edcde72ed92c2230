import { describe, expect, it } from 'vitest';
import { courses } from '@/data/courses';
import type { Course } from '@/data/types';
import { shuffledTopCourses } from './top-courses';

const course = (id: number, rating: number) => ({ ...courses[0]!, id, rating }) as Course;

describe('shuffledTopCourses', () => {
  it('keeps only courses rated above 4.7', () => {
    const list = [course(1, 4.7), course(2, 4.71), course(3, 5), course(4, 3), course(5, 4.9)];
    expect(
      shuffledTopCourses(list)
        .map((c) => c.id)
        .sort(),
    ).toEqual([2, 3, 5]);
  });

  it('returns them in random order', () => {
    const list = [course(1, 4.8), course(2, 4.8), course(3, 4.8)];
    expect(shuffledTopCourses(list, () => 0).map((c) => c.id)).toEqual([2, 3, 1]);
    expect(shuffledTopCourses(list, () => 0.99).map((c) => c.id)).toEqual([1, 2, 3]);
  });

  it('has at least four top courses in the catalogue', () => {
    expect(shuffledTopCourses(courses).length).toBeGreaterThanOrEqual(4);
  });
});
