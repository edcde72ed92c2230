import type { RatingType } from '@darsak/common';
import type { Selectable } from 'kysely';
import { nowIso, type Db } from '../db/index.ts';
import type { RatingsTable } from '../db/schema.ts';
import { adjustAggregate, contribution, difference, lockAggregates, type Subject } from './rating-aggregates.ts';
import { bySubjectId } from './subject-order.ts';

export type RatingRow = Selectable<RatingsTable>;

export type RatingInput = {
  userId: number;
  type: RatingType;
  subjectId: string;
  rating: number;
  feedback: string | null;
};

/** Whether the user has a paid order containing the course (decision 014). */
export async function hasPaidForCourse(db: Db, userId: number, courseId: string): Promise<boolean> {
  if (!/^[1-9]\d{0,8}$/.test(courseId)) return false;
  const row = await db
    .selectFrom('orders')
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .select('orders.id')
    .where('orders.user_id', '=', userId)
    .where('orders.status', '=', 'paid')
    .where('order_items.course_id', '=', Number(courseId))
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Stores a user's rating of a subject; a second rating of the same subject replaces the first
 * (one row per user and subject). The subject's aggregate changes in the same transaction.
 * A hidden rating stays hidden when its author edits it. `created` tells which happened.
 */
export async function upsertRating(db: Db, input: RatingInput): Promise<{ row: RatingRow; created: boolean }> {
  const subject: Subject = { type: input.type, subject_id: input.subjectId };
  return db.transaction().execute(async (trx) => {
    await lockAggregates(trx, [subject]);
    const existing = await trx
      .selectFrom('ratings')
      .selectAll()
      .where('user_id', '=', input.userId)
      .where('type', '=', input.type)
      .where('subject_id', '=', input.subjectId)
      .executeTakeFirst();
    const verified = input.type === 'course' && (await hasPaidForCourse(trx, input.userId, input.subjectId)) ? 1 : 0;
    const now = nowIso();
    const row = await trx
      .insertInto('ratings')
      .values({
        user_id: input.userId,
        type: input.type,
        subject_id: input.subjectId,
        rating: input.rating,
        feedback: input.feedback,
        verified,
        hidden_at: null,
        hidden_reason: null,
        created_at: now,
        updated_at: now,
      })
      // Also an upsert for the row itself, so two concurrent first ratings cannot collide.
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'type', 'subject_id'])
          .doUpdateSet({ rating: input.rating, feedback: input.feedback, verified, updated_at: now }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    const before = existing ? contribution(existing) : { count: 0, sum: 0, verified: 0 };
    await adjustAggregate(trx, subject, difference(contribution(row), before));
    return { row, created: !existing };
  });
}

/** The user's own ratings of a type (GET /api/ratings/mine), by subject id (numbers in numeric order). */
export async function listOwnRatings(db: Db, userId: number, type: RatingType): Promise<RatingRow[]> {
  const rows = await db.selectFrom('ratings').selectAll().where('user_id', '=', userId).where('type', '=', type).execute();
  return rows.sort((a, b) => bySubjectId(a.subject_id, b.subject_id));
}

/**
 * Hides or shows a rating (admin moderation), only if it is not already so (compare and set).
 * Answers the changed row, or undefined when there is no such rating or nothing changed.
 */
export async function setRatingHidden(
  trx: Db,
  id: number,
  hidden: { reason: string } | null,
): Promise<{ row: RatingRow | undefined; exists: boolean }> {
  const current = await trx.selectFrom('ratings').select(['type', 'subject_id']).where('id', '=', id).executeTakeFirst();
  if (!current) return { row: undefined, exists: false };
  await lockAggregates(trx, [current]);
  const row = await trx
    .updateTable('ratings')
    .set(hidden ? { hidden_at: nowIso(), hidden_reason: hidden.reason } : { hidden_at: null, hidden_reason: null })
    .where('id', '=', id)
    .where('hidden_at', hidden ? 'is' : 'is not', null)
    .returningAll()
    .executeTakeFirst();
  if (row) {
    const visible = contribution({ ...row, hidden_at: null });
    await adjustAggregate(trx, current, hidden ? difference({ count: 0, sum: 0, verified: 0 }, visible) : visible);
  }
  return { row, exists: true };
}

/**
 * A paid order makes its buyer's ratings of its courses verified (decision 014); the verified
 * counts of visible ones change in the same transaction as the payment.
 */
export async function verifyRatingsForPurchase(trx: Db, userId: number, courseIds: number[]): Promise<void> {
  if (courseIds.length === 0) return;
  const subjects = courseIds.map((id) => ({ type: 'course' as const, subject_id: String(id) }));
  const rated = await trx
    .selectFrom('ratings')
    .select(['type', 'subject_id'])
    .where('user_id', '=', userId)
    .where('type', '=', 'course')
    .where('verified', '=', 0)
    .where(
      'subject_id',
      'in',
      subjects.map((s) => s.subject_id),
    )
    .execute();
  if (rated.length === 0) return;
  await lockAggregates(trx, rated);
  const changed = await trx
    .updateTable('ratings')
    .set({ verified: 1 })
    .where('user_id', '=', userId)
    .where('type', '=', 'course')
    .where('verified', '=', 0)
    .where(
      'subject_id',
      'in',
      rated.map((r) => r.subject_id),
    )
    .returning(['type', 'subject_id', 'hidden_at'])
    .execute();
  for (const r of changed) if (!r.hidden_at) await adjustAggregate(trx, r, { count: 0, sum: 0, verified: 1 });
}

/** Deletes every rating of a user (account deletion), taking each out of its subject's figures. */
export async function deleteRatingsOfUser(trx: Db, userId: number): Promise<void> {
  const rows = await trx.selectFrom('ratings').selectAll().where('user_id', '=', userId).execute();
  if (rows.length === 0) return;
  await lockAggregates(trx, rows);
  for (const row of rows) await adjustAggregate(trx, row, difference({ count: 0, sum: 0, verified: 0 }, contribution(row)));
  await trx.deleteFrom('ratings').where('user_id', '=', userId).execute();
}

/**
 * A fully refunded order (decision 077): the buyer's ratings of its courses are no longer
 * verified, unless another of their paid orders still holds the course.
 */
export async function unverifyRatingsForRefund(trx: Db, userId: number, courseIds: number[]): Promise<void> {
  if (courseIds.length === 0) return;
  const stillBought = await trx
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select('order_items.course_id')
    .where('orders.user_id', '=', userId)
    .where('orders.status', '=', 'paid')
    .where('order_items.course_id', 'in', courseIds)
    .execute();
  const subjects = courseIds.filter((id) => !stillBought.some((row) => Number(row.course_id) === id)).map(String);
  if (subjects.length === 0) return;
  const rated = await trx
    .selectFrom('ratings')
    .select(['type', 'subject_id'])
    .where('user_id', '=', userId)
    .where('type', '=', 'course')
    .where('verified', '=', 1)
    .where('subject_id', 'in', subjects)
    .execute();
  if (rated.length === 0) return;
  await lockAggregates(trx, rated);
  const changed = await trx
    .updateTable('ratings')
    .set({ verified: 0 })
    .where('user_id', '=', userId)
    .where('type', '=', 'course')
    .where('verified', '=', 1)
    .where(
      'subject_id',
      'in',
      rated.map((r) => r.subject_id),
    )
    .returning(['type', 'subject_id', 'hidden_at'])
    .execute();
  for (const r of changed) if (!r.hidden_at) await adjustAggregate(trx, r, { count: 0, sum: 0, verified: -1 });
}
