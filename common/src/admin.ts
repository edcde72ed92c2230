import type { RatingType } from './constants.ts';
import type { Order } from './orders.ts';
import type { ApplicationStatus } from './schemas/admin.ts';

/**
 * Response shapes of /api/admin/* (issue 7). Every list is {data, total}. A list whose exact
 * total would mean counting a large table (the orders) counts at most ADMIN_TOTAL_CAP rows:
 * beyond that it answers total = ADMIN_TOTAL_CAP with total_capped = true ("more than 200"; decision 040).
 */
export type AdminList<T> = { data: T[]; total: number; total_capped?: boolean };
export const ADMIN_TOTAL_CAP = 200;

export type AdminOrder = Order & {
  email: string | null; // the buyer's e-mail; null for an order placed signed out and not claimed
  user_id: number | null;
  paid_at: string | null;
  cancelled_at: string | null;
  note: string | null;
};

export type AdminApplicationSummary = {
  id: string;
  user_id: number;
  name: string;
  email: string;
  phone: string;
  university: string;
  year: number;
  age: number;
  pay: number;
  coursesToGive: string[];
  status: ApplicationStatus;
  submitted_at: string;
  reviewed_at: string | null;
  cv_name: string;
  has_cv: boolean;
};

export type AdminApplication = AdminApplicationSummary & {
  whereYouSeeYourself: string;
  otherCourses: string | null;
  goodTutor: string;
  review_reason: string | null;
  cv_mime: string | null;
};

export type AdminRating = {
  id: number;
  type: RatingType;
  subject_id: string;
  rating: number;
  feedback: string | null;
  verified: boolean;
  hidden: boolean;
  hidden_at: string | null;
  hidden_reason: string | null;
  created_at: string;
  updated_at: string;
  user: { id: number; name: string; email: string };
};

export type AdminUser = {
  id: number;
  name: string;
  email: string;
  role: 'student' | 'admin';
  email_verified_at: string | null;
  disabled_at: string | null;
  created_at: string;
};

export type AdminAuditEntry = {
  id: number;
  actor: string; // the admin's e-mail at the time, or 'cli'
  actor_id: number | null;
  action: string;
  target_type: string;
  target_id: string;
  details: Record<string, unknown>;
  created_at: string;
};

export type AdminStats = {
  pending_orders: number;
  paid_this_month: number; // orders paid since the 1st of this month (UTC)
  revenue_this_month: string; // their total, '0.00'
  pending_applications: number;
  ratings_this_week: number; // ratings given in the last 7 days
};
