import { describe, expect, it } from 'vitest';
import { JOIN_TEAM_COURSE_OPTIONS } from '../join-team-courses.ts';
import { CATALOGUE_COURSES, catalogueCourse } from './courses.ts';
import { formatCents, specPriceString } from './money.ts';
import { CATALOGUE_TUTORS } from './tutors.ts';

describe('the catalogue', () => {
  it('holds the 25 courses with ids 1 to 25, unique codes and the SPEC price of 5 dollars', () => {
    expect(CATALOGUE_COURSES.map((c) => c.id)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(new Set(CATALOGUE_COURSES.map((c) => `${c.categoryId}-${c.code}`)).size).toBe(25);
    for (const course of CATALOGUE_COURSES) {
      expect(course.priceCents).toBe(500);
      expect(course.whatYouWillSee).toHaveLength(6);
    }
    expect(catalogueCourse(25)?.title).toBe('Introduction to Databases and SQL');
    expect(catalogueCourse(26)).toBeUndefined();
  });

  it('holds six tutors with ids 1 to 6, an hourly rate and a dated review list', () => {
    expect(CATALOGUE_TUTORS.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const tutor of CATALOGUE_TUTORS) {
      expect(tutor.hourlyRate).toBeGreaterThan(0);
      for (const course of tutor.courses) expect(JOIN_TEAM_COURSE_OPTIONS).toContain(course);
      for (const review of tutor.reviews) expect(review.date).toMatch(/^20\d\d-\d\d-\d\d$/);
    }
  });
});

describe('money', () => {
  it.each([
    [500, '5.00', '5'],
    [1250, '12.50', '12.50'],
    [5, '0.05', '0.05'],
    [0, '0.00', '0'],
    [12345, '123.45', '123.45'],
  ])('%i cents is %s in the API and %s as the SPEC price', (cents, api, spec) => {
    expect(formatCents(cents)).toBe(api);
    expect(specPriceString(cents)).toBe(spec);
  });
});
