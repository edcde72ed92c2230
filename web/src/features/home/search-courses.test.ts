import { describe, expect, it } from 'vitest';
import { courses } from '@/data/courses';
import { searchCourses } from './search-courses';

const titles = (query: string) => searchCourses(courses, query)?.map((course) => course.title);

describe('searchCourses', () => {
  it('matches the title case-insensitively', () => {
    expect(titles('GENETICS')).toEqual(['Principles of Genetics']);
    expect(titles('data')).toEqual(['Data Structures', 'Introduction to Databases and SQL']);
  });

  it('matches the code case-insensitively', () => {
    expect(titles('i1101')).toEqual(['Algorithms and Programming in C']);
    expect(titles('m1100')).toEqual(['Mathematics for Life Sciences', 'Analysis I: Real Functions']);
  });

  it('ignores surrounding spaces', () => {
    expect(titles('  linear algebra ')).toEqual(['Linear Algebra']);
  });

  it('returns an empty list when nothing matches', () => {
    expect(titles('astronomy')).toEqual([]);
  });

  it('ignores blank and whitespace-only queries', () => {
    expect(searchCourses(courses, '')).toBeNull();
    expect(searchCourses(courses, '   \t ')).toBeNull();
  });
});
