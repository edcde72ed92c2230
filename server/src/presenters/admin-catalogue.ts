import { formatCents, type AdminCategory, type AdminCourse, type AdminTutor } from '@darsak/common';
import type { AdminCategoryRow } from '../repositories/admin-categories.ts';
import type { CourseTutorLink } from '../repositories/admin-courses.ts';
import type { TutorCourseLink } from '../repositories/admin-tutors.ts';
import type { CourseRow } from '../repositories/courses.ts';
import type { TutorRow } from '../repositories/tutors.ts';
import { DEFAULT_COURSE_IMAGE } from './catalogue.ts';
import { presentTutor } from './tutor.ts';
import { parseTranslations } from './translations.ts';

/**
 * Catalogue rows as the back office edits them (decision 071): the English texts in their
 * fields, the French and Arabic ones under `translations` exactly as stored (no fallback: an
 * empty field is one to translate), archive marks and links by id.
 */

/** The languages a catalogue text is translated into (English is the row's own text). */
export const TRANSLATED = ['fr', 'ar'] as const;

const parseList = <T>(json: string): T[] => {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
};

/** The editable texts of each translated language, only the keys given (other stored keys, such as reviews, stay out). */
function translationsOf<K extends string>(json: string, keys: readonly K[]): Partial<Record<'fr' | 'ar', Partial<Record<K, unknown>>>> {
  const all = parseTranslations<Record<K, unknown>>(json);
  const out: Partial<Record<'fr' | 'ar', Partial<Record<K, unknown>>>> = {};
  for (const locale of TRANSLATED) {
    const own = all[locale];
    if (!own) continue;
    const picked: Partial<Record<K, unknown>> = {};
    for (const key of keys) if (own[key] !== undefined && own[key] !== null) picked[key] = own[key];
    out[locale] = picked;
  }
  return out;
}

export const COURSE_TEXT_KEYS = ['title', 'time', 'what_you_will_learn'] as const;
export const CATEGORY_TEXT_KEYS = ['name', 'description'] as const;
export const TUTOR_TEXT_KEYS = ['name', 'university', 'major', 'year', 'bio', 'privateCourses'] as const;

export function presentAdminCourse(row: CourseRow, tutors: CourseTutorLink[], categoryImage: string | undefined): AdminCourse {
  return {
    id: Number(row.id),
    category_id: Number(row.category_id),
    code: row.code,
    title: row.title,
    subject: row.subject,
    sem: row.semester,
    credits: row.credits,
    time: row.time,
    lectures: row.lectures,
    rating: Number(row.rating),
    price: formatCents(row.price_cents),
    price_cents: row.price_cents,
    currency: 'USD',
    what_you_will_learn: parseList<string>(row.what_you_will_learn),
    translations: translationsOf(row.translations, COURSE_TEXT_KEYS) as AdminCourse['translations'],
    tutor_ids: tutors.map((t) => Number(t.tutor_id)),
    tutors: tutors.map((t) => ({ id: Number(t.tutor_id), name: t.name })),
    image: row.image || categoryImage || DEFAULT_COURSE_IMAGE,
    archived: row.archived_at !== null,
    archived_at: row.archived_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export const presentAdminCategory = (row: AdminCategoryRow): AdminCategory => ({
  id: Number(row.id),
  name: row.name,
  description: row.description,
  image: row.image || DEFAULT_COURSE_IMAGE,
  translations: translationsOf(row.translations, CATEGORY_TEXT_KEYS) as AdminCategory['translations'],
  course_count: Number(row.course_count),
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/**
 * A tutor in English as the spec's entity (courses: the titles of the linked courses on sale),
 * with its status, links to every course (on sale or not), translations and account.
 */
export function presentAdminTutor(row: TutorRow, courses: TutorCourseLink[]): AdminTutor {
  return {
    ...presentTutor(
      row,
      courses.filter((c) => c.archived_at === null),
      'en',
    ),
    status: row.status,
    archived: row.archived_at !== null,
    archived_at: row.archived_at,
    course_ids: courses.map((c) => Number(c.course_id)),
    translations: translationsOf(row.translations, TUTOR_TEXT_KEYS) as AdminTutor['translations'],
    user_id: row.user_id === null ? null : Number(row.user_id),
    application_id: row.application_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
