import { nowIso, type Db } from '../db/index.ts';

/**
 * Enrolment (decision 079): a user is enrolled in a course while one of her orders holding the
 * course is 'paid'. Nothing else is stored, so an order that leaves 'paid' (refunded, the money
 * desk's status) ends the enrolment by itself, and a second paid order keeps it.
 */
export const ENROLLING_STATUS = 'paid' as const;

export type EnrolmentRow = {
  course_id: number;
  code: string;
  title: string;
  category_id: number;
  paid_at: string | null;
  reference: string;
};

/** The user's courses, one row each (the earliest paid order), in the order she bought them. */
export async function enrolmentsOf(db: Db, userId: number): Promise<EnrolmentRow[]> {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .innerJoin('courses', 'courses.id', 'order_items.course_id')
    .select(['courses.id as course_id', 'courses.code', 'courses.title', 'courses.category_id', 'orders.paid_at', 'orders.reference'])
    .where('orders.user_id', '=', userId)
    .where('orders.status', '=', ENROLLING_STATUS)
    .where('order_items.kind', '=', 'course')
    .orderBy('orders.paid_at')
    .orderBy('orders.id')
    .orderBy('courses.id')
    .execute();
  const seen = new Set<number>();
  const out: EnrolmentRow[] = [];
  for (const row of rows) {
    const id = Number(row.course_id);
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({ ...row, course_id: id, category_id: Number(row.category_id) });
  }
  return out;
}

/** Which of `courseIds` the user owns (holds in a paid order). */
export async function ownedCourseIds(db: Db, userId: number, courseIds: readonly number[]): Promise<Set<number>> {
  if (courseIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('orders')
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .select('order_items.course_id')
    .distinct()
    .where('orders.user_id', '=', userId)
    .where('orders.status', '=', ENROLLING_STATUS)
    .where('order_items.kind', '=', 'course')
    .where('order_items.course_id', 'in', [...courseIds])
    .execute();
  return new Set(rows.map((row) => Number(row.course_id)));
}

/** Whether the user may open the course's materials: enrolled, or one of its tutors. */
export async function mayOpenCourse(db: Db, userId: number, courseId: number): Promise<boolean> {
  if ((await ownedCourseIds(db, userId, [courseId])).has(courseId)) return true;
  const tutor = await db
    .selectFrom('course_tutors')
    .innerJoin('tutors', 'tutors.id', 'course_tutors.tutor_id')
    .select('tutors.id')
    .where('course_tutors.course_id', '=', courseId)
    .where('tutors.user_id', '=', userId)
    .executeTakeFirst();
  return tutor !== undefined;
}

// ---- materials ------------------------------------------------------------------------------------

export async function materialsOfCourses(db: Db, courseIds: readonly number[]) {
  if (courseIds.length === 0) return [];
  return db
    .selectFrom('course_materials')
    .selectAll()
    .where('course_id', 'in', [...courseIds])
    .orderBy('course_id')
    .orderBy('id')
    .execute();
}

export const findMaterial = (db: Db, id: number) => db.selectFrom('course_materials').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertMaterial(
  db: Db,
  input: { courseId: number; title: string; filePath: string; fileName: string; mime: string; size: number },
) {
  return db
    .insertInto('course_materials')
    .values({
      course_id: input.courseId,
      title: input.title,
      file_path: input.filePath,
      file_name: input.fileName,
      mime: input.mime,
      size: input.size,
      created_at: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes one material of the course; the row it deleted, if any. */
export async function deleteMaterial(db: Db, courseId: number, id: number) {
  return db.deleteFrom('course_materials').where('id', '=', id).where('course_id', '=', courseId).returningAll().executeTakeFirst();
}

// ---- links and schedule ---------------------------------------------------------------------------

export async function deliveryOfCourses(db: Db, courseIds: readonly number[]) {
  if (courseIds.length === 0) return [];
  return db
    .selectFrom('course_delivery')
    .selectAll()
    .where('course_id', 'in', [...courseIds])
    .execute();
}

export async function saveDelivery(db: Db, courseId: number, links: string, schedule: string) {
  const updated_at = nowIso();
  await db
    .insertInto('course_delivery')
    .values({ course_id: courseId, links, schedule, updated_at })
    .onConflict((oc) => oc.column('course_id').doUpdateSet({ links, schedule, updated_at }))
    .execute();
}
