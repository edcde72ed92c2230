import type { AdminApplication, AdminApplicationSummary, AdminAuditEntry, AdminOrder, AdminRating, AdminUser } from '@darsak/common';
import type { User } from '../db/schema.ts';
import type { AdminOrderRow } from '../repositories/admin-orders.ts';
import type { AdminRatingRow } from '../repositories/admin-ratings.ts';
import type { ApplicationRow } from '../repositories/applications.ts';
import type { AuditRow } from '../repositories/audit-log.ts';
import { presentOrder } from './order.ts';

/** Rows as /api/admin/* answers them; no password hash, session key or storage path leaves. */

export const presentAdminOrder = (row: AdminOrderRow): AdminOrder => ({
  ...presentOrder(row),
  email: row.email,
  user_id: row.user_id === null ? null : Number(row.user_id),
  paid_at: row.paid_at,
  cancelled_at: row.cancelled_at,
  note: row.note,
});

const parseList = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

export const presentApplicationSummary = (row: ApplicationRow & { tutor_id?: number | string | null }): AdminApplicationSummary => ({
  id: row.id,
  user_id: Number(row.user_id),
  name: row.name,
  email: row.email,
  phone: row.phone,
  university: row.university,
  year: row.year,
  age: row.age,
  pay: row.pay,
  coursesToGive: parseList(row.courses_to_give),
  status: row.status,
  submitted_at: row.submitted_at,
  reviewed_at: row.reviewed_at,
  cv_name: row.cv_name,
  has_cv: row.cv_path !== null,
  tutor_id: row.tutor_id === undefined || row.tutor_id === null ? null : Number(row.tutor_id),
});

export const presentApplication = (row: ApplicationRow & { tutor_id?: number | string | null }): AdminApplication => ({
  ...presentApplicationSummary(row),
  whereYouSeeYourself: row.where_you_see_yourself,
  otherCourses: row.other_courses,
  goodTutor: row.good_tutor,
  review_reason: row.review_reason,
  cv_mime: row.cv_mime,
});

export const presentAdminRating = (row: AdminRatingRow): AdminRating => ({
  id: Number(row.id),
  type: row.type,
  subject_id: row.subject_id,
  rating: row.rating,
  feedback: row.feedback,
  verified: Boolean(row.verified),
  hidden: row.hidden_at !== null,
  hidden_at: row.hidden_at,
  hidden_reason: row.hidden_reason,
  created_at: row.created_at,
  updated_at: row.updated_at,
  user: { id: Number(row.user_id), name: row.user_name, email: row.user_email },
});

export const presentAdminUser = (row: User): AdminUser => ({
  id: Number(row.id),
  name: row.name,
  email: row.email,
  role: row.role,
  email_verified_at: row.email_verified_at,
  disabled_at: row.disabled_at,
  created_at: row.created_at,
});

export const presentAuditEntry = (row: AuditRow): AdminAuditEntry => {
  let details: Record<string, unknown> = {};
  try {
    details = JSON.parse(row.details) as Record<string, unknown>;
  } catch {
    // a row written by hand; show it without details
  }
  return {
    id: Number(row.id),
    actor: row.actor,
    actor_id: row.actor_id === null ? null : Number(row.actor_id),
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    details,
    created_at: row.created_at,
  };
};
