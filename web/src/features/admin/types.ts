/**
 * What the /api/admin/* routes answer (issue 7, section 4). Lists answer {data, total}. Fields
 * the issue leaves open are optional here and read defensively, so a renamed detail shows as
 * a dash rather than breaking a screen.
 */
export type Page<T> = { data: T[]; total: number };

export type PersonRef = { id?: number; name?: string | null; email?: string | null } | null;

export type AdminOrder = {
  reference: string;
  status: 'pending' | 'paid' | 'cancelled' | 'expired';
  items?: { course_id: number; code: string; title: string; price: string }[];
  total: string;
  currency?: string;
  created_at: string;
  expires_at?: string | null;
  paid_at?: string | null;
  note?: string | null;
  user?: PersonRef;
  email?: string | null;
};

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

export type AdminApplication = {
  id: number;
  status: ApplicationStatus;
  name: string;
  email: string;
  phone?: string;
  age?: number;
  university?: string;
  year?: number;
  coursesToGive?: string[];
  courses_to_give?: string[];
  otherCourses?: string | null;
  other_courses?: string | null;
  pay?: number;
  whereYouSeeYourself?: string;
  where_you_see_yourself?: string;
  goodTutor?: string;
  good_tutor?: string;
  cv?: string | null;
  has_cv?: boolean;
  reason?: string | null;
  rejection_reason?: string | null;
  created_at: string;
};

export type AdminRating = {
  id: number;
  type: 'course' | 'tutor' | 'product';
  subject_id: number | string | null;
  subject?: string | { title?: string; name?: string } | null;
  subject_title?: string | null;
  rating: number;
  feedback: string | null;
  hidden: boolean;
  hidden_reason?: string | null;
  user?: PersonRef;
  created_at: string;
};

export type AdminUser = {
  id: number;
  name: string;
  email: string;
  role: 'student' | 'admin';
  disabled?: boolean;
  disabled_at?: string | null;
  created_at: string;
};

export type AuditEntry = {
  id: number;
  actor?: PersonRef;
  actor_email?: string | null;
  action: string;
  target?: string | null;
  target_type?: string | null;
  target_id?: string | number | null;
  details?: unknown;
  created_at: string;
};

export type AdminStats = {
  pending_orders: number;
  paid_this_month: number | { count: number; total?: string };
  pending_applications: number;
  ratings_this_week: number;
};
