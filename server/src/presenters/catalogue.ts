import { formatCents, specPriceString, type Locale } from '@darsak/common';
import type { ApiCourse } from '@darsak/common';
import type { contracts } from '@darsak/common/contracts';
import type { z } from 'zod';
import type { CategoryRow, CourseRow, CourseTutorRow } from '../repositories/courses.ts';
import { inLocale, listInLocale, parseTranslations } from './translations.ts';

type PublicCourse = z.output<typeof contracts.catalogue.publicCourseSchema>;
type PublicCategory = z.output<typeof contracts.catalogue.publicCategorySchema>;
export type PublicCatalogue = z.output<typeof contracts.catalogue.publicCatalogueSchema>;

/** Where a course without its own picture is shown: its category's. */
export const DEFAULT_COURSE_IMAGE = '/images/categories/biochemistry.svg';

const parseList = <T>(json: string): T[] => {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
};

const avatar = (name: string) => `/images/testimonials/${name.toLowerCase().replace(/\s+/g, '-')}.svg`;

type CourseTexts = { title: string; time: string; what_you_will_learn: string[] };
type CourseTranslation = CourseTexts & { reviews: Array<{ name: string; testimonial: string }> };

/** A course's texts in `locale` (English where the language has none). */
export function courseTextsIn(
  row: Pick<CourseRow, 'title' | 'time' | 'what_you_will_learn' | 'translations'>,
  locale: Locale,
): CourseTexts {
  const english = { title: row.title, time: row.time, what_you_will_learn: parseList<string>(row.what_you_will_learn) };
  return inLocale(english, parseTranslations<CourseTexts>(row.translations), locale);
}

/** A course's title in `locale`. */
export const courseTitleIn = (row: Pick<CourseRow, 'title' | 'translations'>, locale: Locale): string =>
  inLocale({ title: row.title }, parseTranslations<{ title: string }>(row.translations), locale).title;

/** A course as GET /api/courses answers it: the price orders are charged at, in English. */
export const presentCourse = (row: CourseRow): ApiCourse => ({
  id: Number(row.id),
  category_id: row.category_id,
  code: row.code,
  title: row.title,
  subject: row.subject,
  credits: row.credits,
  sem: row.semester,
  price: formatCents(row.price_cents),
  price_cents: row.price_cents,
  currency: 'USD',
});

export function presentPublicCourse(
  row: CourseRow,
  tutors: CourseTutorRow[],
  categoryImages: Map<number, string>,
  locale: Locale,
): PublicCourse {
  const id = Number(row.id);
  const texts = courseTextsIn(row, locale);
  const translations = parseTranslations<CourseTranslation>(row.translations);
  const reviews = listInLocale(
    parseList<{ name: string; rating: number; testimonial: string }>(row.reviews),
    locale === 'en' ? undefined : translations[locale]?.reviews,
  );
  return {
    id,
    categoryId: row.category_id,
    code: row.code,
    title: texts.title,
    subject: row.subject,
    time: texts.time,
    lectures: row.lectures,
    rating: row.rating,
    credits: row.credits,
    sem: row.semester,
    price: specPriceString(row.price_cents),
    price_cents: row.price_cents,
    image: row.image || categoryImages.get(row.category_id) || DEFAULT_COURSE_IMAGE,
    link: `/courses/${row.category_id}#course-${id}`,
    whatYouWillSee: texts.what_you_will_learn,
    reviews: reviews.map((r) => ({ name: r.name, rating: r.rating, testimonial: r.testimonial, image: avatar(r.name) })),
    tutors: tutors.map((t) => ({
      id: Number(t.tutor_id),
      name: inLocale({ name: t.name }, parseTranslations<{ name: string }>(t.translations), locale).name,
      image: t.image,
    })),
  };
}

export function presentCategory(row: CategoryRow, locale: Locale): PublicCategory {
  const texts = inLocale(
    { name: row.name, description: row.description },
    parseTranslations<{ name: string; description: string }>(row.translations),
    locale,
  );
  return { id: Number(row.id), name: texts.name, description: texts.description, image: row.image || DEFAULT_COURSE_IMAGE };
}

/** The public catalogue in `locale` (its version is the hash the route adds). */
export function presentCatalogue(
  rows: { categories: CategoryRow[]; courses: CourseRow[]; tutors: CourseTutorRow[] },
  locale: Locale,
): Omit<PublicCatalogue, 'version'> {
  const tutorsOf = new Map<number, CourseTutorRow[]>();
  for (const link of rows.tutors) tutorsOf.set(Number(link.course_id), [...(tutorsOf.get(Number(link.course_id)) ?? []), link]);
  const categoryImages = new Map(rows.categories.map((c) => [Number(c.id), c.image]));
  return {
    locale,
    categories: rows.categories.map((row) => presentCategory(row, locale)),
    courses: rows.courses.map((row) => presentPublicCourse(row, tutorsOf.get(Number(row.id)) ?? [], categoryImages, locale)),
  };
}
