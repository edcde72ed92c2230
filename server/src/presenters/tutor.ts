import type { Locale, Tutor, TutorAvailability, TutorContact, TutorPrivateCourse, TutorReview } from '@darsak/common';
import { formatWindows, weekdayName } from '../lib/time/format.ts';
import type { Rule } from '../lib/time/slots.ts';
import type { TutorCourseRow, TutorRow } from '../repositories/tutors.ts';
import { courseTitleIn } from './catalogue.ts';
import { inLocale, listInLocale, parseTranslations } from './translations.ts';

const parse = <T>(json: string, column: string, id: number): T => {
  try {
    return JSON.parse(json) as T;
  } catch {
    throw new Error(`tutors.${column} of tutor ${id} is not valid JSON`);
  }
};

/** A tutor's words in one language; lists follow the order of the tutor's data. */
export type TutorTranslation = {
  name: string;
  university: string;
  major: string;
  year: string;
  bio: string;
  privateCourses: Array<{ title: string; description: string }>;
  reviews: Array<{ user: string; comment: string }>;
  availability: Array<{ day: string; time: string }>;
};

/**
 * The tutor page's weekly hours drawn from the rules (decision 072): one entry per weekday,
 * Monday first, in the reader's language with the zone named, e.g. {day: 'Monday', time:
 * '16:00–19:00 (Beirut time)'}.
 */
export function availabilityFromRules(rules: Rule[], locale: Locale): TutorAvailability[] {
  const days = new Map<number, Rule[]>();
  for (const rule of [...rules].sort((a, b) => a.weekday - b.weekday || a.start - b.start))
    days.set(rule.weekday, [...(days.get(rule.weekday) ?? []), rule]);
  return [...days].map(([weekday, windows]) => ({ day: weekdayName(weekday, locale), time: formatWindows(windows, locale) }));
}

/**
 * A tutors row as the spec's Tutor entity (camelCase, JSON columns parsed), its texts in `locale`
 * (English where the language has none), `courses` the titles of the courses on sale it teaches.
 * `availability` comes from the tutor's rules when it has any, else from its stored entries.
 */
export function presentTutor(row: TutorRow, courses: TutorCourseRow[], locale: Locale = 'en', rules: Rule[] = []): Tutor {
  const id = Number(row.id);
  const translation = locale === 'en' ? undefined : parseTranslations<TutorTranslation>(row.translations)[locale];
  const texts = inLocale(
    { name: row.name, university: row.university, major: row.major, year: row.year, bio: row.bio ?? '' },
    translation ? { [locale]: translation } : {},
    locale,
  );
  return {
    id,
    image: row.image,
    name: texts.name,
    university: texts.university,
    major: texts.major,
    year: texts.year,
    bio: row.bio === null && !translation?.bio ? null : texts.bio,
    courses: courses.map((course) => courseTitleIn(course, locale)),
    rating: row.rating,
    reviews: listInLocale(parse<TutorReview[]>(row.reviews, 'reviews', id), translation?.reviews),
    privateCourses: listInLocale(parse<TutorPrivateCourse[]>(row.private_courses, 'private_courses', id), translation?.privateCourses),
    contact: parse<TutorContact>(row.contact, 'contact', id),
    joinedDate: row.joined_date,
    yearsOfExperience: row.years_of_experience,
    students: row.students,
    successRate: row.success_rate,
    hourlyRate: row.hourly_rate_cents / 100,
    availability: rules.length
      ? availabilityFromRules(rules, locale)
      : listInLocale(parse<TutorAvailability[]>(row.availability, 'availability', id), translation?.availability),
  };
}

/** Each tutor's course rows, by tutor id. */
export function coursesByTutor(rows: TutorCourseRow[]): Map<number, TutorCourseRow[]> {
  const map = new Map<number, TutorCourseRow[]>();
  for (const row of rows) map.set(Number(row.tutor_id), [...(map.get(Number(row.tutor_id)) ?? []), row]);
  return map;
}
