import { CATALOGUE_COURSES, CATALOGUE_TUTORS, type Tutor } from '@darsak/common';
import { sql, type Kysely } from 'kysely';
import { invalidateCachedBodies } from '../../lib/http/cached-body.ts';
import type { Db } from '../index.ts';
import { nowIso } from '../index.ts';
import { isPostgres } from '../migrations/helpers.ts';

/**
 * The catalogue of common/ (decision 013) written into the courses and tutors tables on every
 * start: an upsert by id, so a new release that changes a price or a profile updates the rows,
 * and two instances starting at once both succeed. Rows the catalogue does not hold are left.
 */
export async function seedCatalogue(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    for (const c of CATALOGUE_COURSES) {
      const row = {
        category_id: c.categoryId,
        code: c.code,
        title: c.title,
        subject: c.subject,
        credits: c.credits,
        semester: c.sem,
        price_cents: c.priceCents,
      };
      await trx
        .insertInto('courses')
        .values({ id: c.id, ...row, updated_at: now })
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
    }
    for (const t of CATALOGUE_TUTORS) {
      const row = tutorRow(t);
      await trx
        .insertInto('tutors')
        .values({ id: t.id, ...row })
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
    }
    if (isPostgres(trx as unknown as Kysely<unknown>)) {
      // Explicit ids: move the sequence past them, so a later insert without an id does not collide.
      await sql`select setval(pg_get_serial_sequence('tutors', 'id'), (select max(id) from tutors))`.execute(trx);
    }
  });
  invalidateCachedBodies(db);
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
