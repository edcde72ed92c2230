import { formatCents, type ApiCourse } from '@darsak/common';
import type { CourseRow } from '../repositories/courses.ts';

/** A courses row as GET /api/courses answers it: money as a 2-decimal string and as cents. */
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
