import type { Order } from '@darsak/common';

/**
 * What /api/admin/* answers (issue 7, section 4), as orders-server builds it (common/src/admin.ts
 * on its branch; switch to those types once merged). Every list is {data, total}.
 */
export type Page<T> = { data: T[]; total: number };

export type AdminOrder = Order & {
  email: string | null; // null for an order placed signed out and never claimed
  user_id: number | null;
  paid_at: string | null;
  cancelled_at: string | null;
  note: string | null;
};

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

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
  type: 'course' | 'tutor' | 'product';
  subject_id: string;
  rating: number;
  feedback: string | null;
  verified: boolean;
  hidden: boolean;
  hidden_at: string | null;
  hidden_reason: string | null;
  created_at: string;
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

export type AuditEntry = {
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
  paid_this_month: number;
  revenue_this_month: string;
  pending_applications: number;
  ratings_this_week: number;
};
