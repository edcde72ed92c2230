import {
  CATALOGUE_COURSES,
  CATALOGUE_TUTORS,
  CATEGORY_TEXTS_AR,
  CATEGORY_TEXTS_EN,
  CATEGORY_TEXTS_FR,
  COURSE_TEXTS_AR,
  COURSE_TEXTS_FR,
  TUTOR_TEXTS_AR,
  TUTOR_TEXTS_FR,
  type CatalogueCourse,
  type Tutor,
} from '@darsak/common';
import { sql, type Kysely } from 'kysely';
import { invalidateCachedBodies } from '../../lib/http/cached-body.ts';
import type { Db } from '../index.ts';
import { nowIso } from '../index.ts';
import { isPostgres } from '../migrations/helpers.ts';

/**
 * The code catalogue (common/src/catalogue and its translations) seeds an empty database, once
 * (decision 071): after that the database is the source and the back office edits it; a start
 * never overwrites what an admin changed. A database a release before issue 18 seeded has its
 * courses and tutors but none of the new texts: those rows (empty What You'll Learn, no
 * categories) get them once, nothing else is touched. Two instances starting at once: the
 * inserts are idempotent (on conflict do nothing).
 */
export async function seedCatalogue(db: Db): Promise<void> {
  const changed = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    let wrote = false;
    const hasCategories = await trx.selectFrom('categories').select('id').limit(1).executeTakeFirst();
    if (!hasCategories) {
      for (const [id, english] of Object.entries(CATEGORY_TEXTS_EN)) {
        const key = Number(id) as keyof typeof CATEGORY_TEXTS_EN;
        await trx
          .insertInto('categories')
          .values({
            id: key,
            name: english.name,
            description: english.description,
            image: CATEGORY_IMAGES[key],
            translations: JSON.stringify({ fr: CATEGORY_TEXTS_FR[key], ar: CATEGORY_TEXTS_AR[key] }),
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      }
      wrote = true;
    }

    const hasCourses = await trx.selectFrom('courses').select('id').limit(1).executeTakeFirst();
    for (const c of CATALOGUE_COURSES) {
      const texts = courseTexts(c);
      if (!hasCourses) {
        await trx
          .insertInto('courses')
          .values({ id: c.id, ...courseRow(c), ...texts, created_at: now, updated_at: now })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      } else {
        // Upgraded database: fill the texts of a course the previous release seeded, once.
        await trx.updateTable('courses').set(texts).where('id', '=', c.id).where('what_you_will_learn', '=', '[]').execute();
      }
    }
    wrote ||= !hasCourses;

    const hasTutors = await trx.selectFrom('tutors').select('id').limit(1).executeTakeFirst();
    for (const t of CATALOGUE_TUTORS) {
      const translations = JSON.stringify({
        fr: TUTOR_TEXTS_FR[t.id as keyof typeof TUTOR_TEXTS_FR],
        ar: TUTOR_TEXTS_AR[t.id as keyof typeof TUTOR_TEXTS_AR],
      });
      if (!hasTutors) {
        await trx
          .insertInto('tutors')
          .values({ id: t.id, ...tutorRow(t), translations, created_at: now, updated_at: now })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      } else {
        await trx
          .updateTable('tutors')
          .set({ translations, created_at: now, updated_at: now })
          .where('id', '=', t.id)
          .where('translations', '=', '{}')
          .execute();
      }
    }
    wrote ||= !hasTutors;

    const hasLinks = await trx.selectFrom('course_tutors').select('course_id').limit(1).executeTakeFirst();
    if (!hasLinks && (!hasCourses || !hasTutors || !hasCategories)) {
      // Tutors taught courses named by 'CSVT B1100 SEM1' strings (the track names the category): now links by id.
      const courseIds = new Map(
        (await trx.selectFrom('courses').select(['id', 'code', 'category_id']).execute()).map((r) => [
          `${r.category_id} ${r.code}`,
          Number(r.id),
        ]),
      );
      const tutorIds = new Set((await trx.selectFrom('tutors').select('id').execute()).map((r) => Number(r.id)));
      for (const t of CATALOGUE_TUTORS) {
        if (!tutorIds.has(t.id)) continue;
        for (const [position, label] of t.courses.entries()) {
          const [track, code] = label.split(' ');
          const courseId = courseIds.get(`${TRACK_CATEGORIES[track ?? ''] ?? 0} ${code ?? ''}`);
          if (courseId === undefined) continue;
          await trx
            .insertInto('course_tutors')
            .values({ course_id: courseId, tutor_id: t.id, position })
            .onConflict((oc) => oc.columns(['course_id', 'tutor_id']).doNothing())
            .execute();
        }
      }
      wrote = true;
    }

    // The seeded tutors' hours as rules (decision 072), once: the conditional UPDATE of
    // session_durations (null until set) is the claim, so two instances starting together write
    // them once, and hours a tutor or an admin set (or an availability text changed) are kept.
    for (const t of CATALOGUE_TUTORS) {
      const claimed = await trx
        .updateTable('tutors')
        .set({ session_durations: JSON.stringify(SEEDED_DURATIONS) })
        .where('id', '=', t.id)
        .where('session_durations', 'is', null)
        .where('availability', '=', JSON.stringify(t.availability))
        .returning('id')
        .executeTakeFirst();
      if (!claimed) continue;
      const rules = rulesFromAvailability(t.availability);
      if (rules.length)
        await trx
          .insertInto('tutor_availability_rules')
          .values(rules.map((r) => ({ tutor_id: t.id, ...r })))
          .execute();
      wrote = true;
    }

    if (wrote && isPostgres(trx as unknown as Kysely<unknown>)) {
      // Explicit ids: move the sequences past them, so a later insert without an id does not collide.
      for (const table of ['tutors', 'categories']) {
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(trx);
      }
      await sql`select setval('courses_id_seq', (select max(id) from courses))`.execute(trx);
    }
    return wrote;
  });
  if (changed) invalidateCachedBodies(db);
}

/** The lengths the seeded tutors offer. */
const SEEDED_DURATIONS = [60, 90];

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * The seeded availability texts ({day: 'Monday', time: '4:00 PM – 7:00 PM'}) as rules: ISO
 * weekday and minutes from midnight, Beirut time. A text that does not read so is left out.
 */
export function rulesFromAvailability(
  entries: Array<{ day: string; time: string }>,
): Array<{ weekday: number; start_minute: number; end_minute: number }> {
  const minutes = (hour: string, minute: string, half: string) => ((Number(hour) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(minute);
  return entries.flatMap((entry) => {
    const weekday = WEEKDAYS.indexOf(entry.day) + 1;
    const match = /^(\d{1,2}):(\d{2}) (AM|PM) – (\d{1,2}):(\d{2}) (AM|PM)$/.exec(entry.time);
    if (weekday === 0 || !match) return [];
    const start = minutes(match[1]!, match[2]!, match[3]!);
    const end = minutes(match[4]!, match[5]!, match[6]!);
    return end > start ? [{ weekday, start_minute: start, end_minute: end }] : [];
  });
}

/** The tracks of the tutor-applicant course labels ('CSVT B1100 SEM1') and their categories. */
export const TRACK_CATEGORIES: Record<string, number> = { CSVT: 1, MISPE: 2 };

/** The pictures of the two seeded categories (web/public/images/categories). */
const CATEGORY_IMAGES: Record<keyof typeof CATEGORY_TEXTS_EN, string> = {
  1: '/images/categories/biochemistry.svg',
  2: '/images/categories/computer-science-and-mathematics.svg',
};

const courseRow = (c: CatalogueCourse) => ({
  category_id: c.categoryId,
  code: c.code,
  title: c.title,
  subject: c.subject,
  credits: c.credits,
  semester: c.sem,
  price_cents: c.priceCents,
});

/** A seeded course's texts in every language, its stars, its sample reviews and its picture. */
function courseTexts(c: CatalogueCourse) {
  const fr = COURSE_TEXTS_FR[c.id as keyof typeof COURSE_TEXTS_FR];
  const ar = COURSE_TEXTS_AR[c.id as keyof typeof COURSE_TEXTS_AR];
  const translated = (t: typeof fr | typeof ar | undefined) =>
    t && {
      title: t.title,
      time: t.time,
      what_you_will_learn: [...t.topics],
      reviews: t.reviews.map((r) => ({ name: r.name, testimonial: r.testimonial })),
    };
  return {
    time: c.time,
    lectures: c.lectures,
    rating: c.rating,
    what_you_will_learn: JSON.stringify(c.whatYouWillSee),
    reviews: JSON.stringify(c.reviews),
    translations: JSON.stringify({ fr: translated(fr), ar: translated(ar) }),
    image: `/images/courses/${c.categoryId === 1 ? 'csvt' : 'mispe'}-${c.code.toLowerCase()}.svg`,
  };
}

const tutorRow = (t: Tutor) => ({
  name: t.name,
  image: t.image,
  university: t.university,
  major: t.major,
  year: t.year,
  bio: t.bio,
  courses: JSON.stringify(t.courses),
  rating: t.rating,
  reviews: JSON.stringify(t.reviews),
  private_courses: JSON.stringify(t.privateCourses),
  contact: JSON.stringify(t.contact),
  joined_date: t.joinedDate,
  years_of_experience: t.yearsOfExperience,
  students: t.students,
  success_rate: t.successRate,
  availability: JSON.stringify(t.availability),
  hourly_rate_cents: Math.round(t.hourlyRate * 100),
});
