import type { Locale } from '@darsak/common';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types. Timestamps are ISO-8601 UTC strings in both databases (decision 003), JSON
 * columns are text holding JSON, ids of users are integers, of applications UUIDs.
 */
export type UserRole = 'student' | 'admin' | 'tutor';

export type UsersTable = {
  id: Generated<number>;
  name: string;
  email: string; // stored lower-case, unique
  email_verified_at: string | null;
  password: string; // argon2id hash; never leaves the server (see presenters)
  image_path: string | null; // key of the stored picture under UPLOAD_DIR
  role: Generated<UserRole>; // 'student' unless granted from the command line (decision 011)
  disabled_at: string | null;
  locale: ColumnType<Locale, Locale | undefined, Locale>; // language of e-mails and the SPA; 'en' by default
  created_at: string;
  updated_at: string;
};

export type SessionsTable = {
  id: string; // SHA-256 of the cookie value, so a leaked table does not leak sessions
  user_id: number | null;
  payload: string; // JSON: csrf token, flags such as the verified reset e-mail
  ip_address: string | null;
  user_agent: string | null;
  expires_at: string;
  updated_at: string;
};

export type RateLimitsTable = {
  key: string;
  hits: number;
  reset_at: string;
};

export type MailOutboxTable = {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** Reply-To of the mail (the contact form's sender); null for the app's own mail (migration 008). */
  reply_to: string | null;
  /** JSON [{filename, contentType, content (base64)}]: the .ics invitations (migration 010); null for none. */
  attachments: ColumnType<string | null, string | null | undefined, string | null>;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
};

/** Live reset codes: up to 3 per e-mail, each single use (decision 018). */
export type PasswordResetCodesTable = {
  id: Generated<number>;
  email: string;
  code_hash: string; // HMAC of e-mail and code
  /** SHA-256 of the asking session's resetRequester: only that session may use the code (decision 073). */
  requester: string;
  expires_at: string;
  created_at: string;
};

export type RatingsTable = {
  id: Generated<number>;
  user_id: number;
  type: 'course' | 'tutor' | 'product';
  subject_id: string;
  rating: number;
  feedback: string | null;
  verified: Generated<number>; // 1 when the rater has a paid order containing the course (decision 014)
  hidden_at: string | null;
  hidden_reason: string | null;
  created_at: string;
  updated_at: string;
};

/** Per subject: count, sum and verified count of its visible ratings, kept on every write. */
export type RatingAggregatesTable = {
  type: 'course' | 'tutor' | 'product';
  subject_id: string;
  count: number;
  sum: number;
  verified_count: number;
};

/** Catalogue texts are English; `translations` holds the others as JSON ({fr: {...}, ar: {...}}; decision 071). */
export type CategoriesTable = {
  id: Generated<number>;
  name: string;
  description: string;
  image: string; // a path served by the app
  translations: ColumnType<string, string | undefined, string>; // JSON {fr?: {name?, description?}, ar?: ...}
  created_at: string;
  updated_at: string;
};

export type CoursesTable = {
  id: Generated<number>;
  category_id: number;
  code: string; // unique in its category
  title: string;
  subject: string;
  credits: number;
  semester: string;
  price_cents: number; // the price of orders placed from now on; an order keeps its own (order_items)
  time: ColumnType<string, string | undefined, string>; // duration, e.g. '12 weeks'
  lectures: ColumnType<number, number | undefined, number>;
  rating: ColumnType<number, number | undefined, number>; // the stars the card shows
  what_you_will_learn: ColumnType<string, string | undefined, string>; // JSON string[]
  reviews: ColumnType<string, string | undefined, string>; // JSON {name, rating, testimonial}[]: the catalogue's sample quotes
  translations: ColumnType<string, string | undefined, string>; // JSON {fr?: {title?, time?, what_you_will_learn?, reviews?}, ar?: ...}
  image: ColumnType<string, string | undefined, string>; // a path served by the app ('' = the category's)
  archived_at: string | null;
  created_at: ColumnType<string, string | undefined, string>;
  updated_at: string;
};

/** Which tutors teach a course, in the order the card lists them. */
export type CourseTutorsTable = {
  course_id: number;
  tutor_id: number;
  position: ColumnType<number, number | undefined, number>;
};

export type OrderStatus = 'pending' | 'paid' | 'cancelled' | 'expired' | 'refunded';

export type OrdersTable = {
  id: Generated<number>;
  reference: string; // DRS-XXXXXX
  user_id: number | null;
  session_key: string | null; // SHA-256 of the creating session's order key (decision 012)
  status: OrderStatus;
  total_cents: number;
  currency: string;
  note: string | null; // the admin's note when marking paid or cancelling
  created_at: string;
  updated_at: string;
  expires_at: string;
  paid_at: string | null;
  cancelled_at: string | null;
  /** DRS-R-2026-000001, drawn when the order is paid (decision 077). */
  receipt_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** The phone a buyer left with the order. */
  phone: ColumnType<string | null, string | null | undefined, string | null>;
  refunded_at: ColumnType<string | null, string | null | undefined, string | null>;
};

/** An order's ledger (decision 077): appended to, never edited. */
export type OrderPaymentsTable = {
  id: Generated<number>;
  order_id: number;
  kind: 'payment' | 'refund';
  method: string;
  amount: ColumnType<number | string, number, number>; // minor units of currency (bigint: PostgreSQL answers text)
  currency: 'USD' | 'LBP';
  rate: number | null;
  usd_cents: number;
  receipt_number: string | null;
  note: string | null;
  proof_path: string | null;
  proof_mime: string | null;
  proof_name: string | null;
  recorded_at: string;
  recorded_by_id: number | null;
  recorded_by: string;
  /** 1 once the revenue report's kept totals hold the entry; null until then (migration 020). */
  in_report_totals: ColumnType<number | null, number | null | undefined, number>;
};

export type ReceiptCountersTable = { year: number; last: number };

/** The revenue report's kept totals, written with the ledger (migration 020; money/kept-totals.ts). */
export type ReportTotalsTable = {
  dimension: 'all' | 'method' | 'course' | 'tutor';
  grain: 'd' | 'm';
  period: string;
  key: string;
  since: string;
  label: string;
  orders: number;
  paid_cents: ColumnType<number | string, number, number>; // bigint: PostgreSQL answers text
  refunded_cents: ColumnType<number | string, number, number>;
};

/** The paid orders of each UTC month of paid_at, kept by triggers on orders (migration 022). Read only. */
export type PaidOrderMonthsTable = {
  month: string;
  orders: ColumnType<number, never, never>;
  total_cents: ColumnType<number | string, never, never>; // bigint: PostgreSQL answers text
};

export type LbpRatesTable = {
  id: Generated<number>;
  rate: number;
  note: string | null;
  set_at: string;
  set_by_id: number | null;
  set_by: string;
};

export type OrderNotesTable = {
  id: Generated<number>;
  order_id: number;
  body: string;
  author_id: number | null;
  author: string;
  created_at: string;
};

export type OrderItemKind = 'course' | 'session' | 'plan' | 'package';

/** An order's lines: a course, or a session (its booking; decision 072). */
export type OrderItemsTable = {
  id: Generated<number>;
  order_id: number;
  kind: ColumnType<OrderItemKind, OrderItemKind | undefined, OrderItemKind>;
  course_id: number | null; // a course item's course
  booking_id: ColumnType<number | null, number | null | undefined, number | null>; // a session item's booking
  package_id: ColumnType<number | null, number | null | undefined, number | null>; // a package item's package (decision 086)
  code: string;
  title: string;
  price_cents: number; // the price when ordered
};

/** A tutor's package of hours (decision 086): hours fixed once created; archived means off sale. */
export type TutorPackagesTable = {
  id: Generated<number>;
  tutor_id: number;
  hours: number;
  price_cents: number;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
};

export type CreditEntryKind = 'purchase' | 'spend' | 'return' | 'refund';

/**
 * The ledger of hours of credit (decision 086), in minutes, appended to and never updated: a
 * purchase adds (its order item), a booking spends, a cancellation returns (its booking), a full
 * refund removes the unspent (its order item). A user's balance with a tutor is the sum.
 */
export type CreditEntriesTable = {
  id: Generated<number>;
  user_id: number;
  tutor_id: number;
  kind: CreditEntryKind;
  minutes: number; // signed
  order_item_id: number | null;
  booking_id: number | null;
  created_at: string;
};

export type AuditLogTable = {
  id: Generated<number>;
  actor_id: number | null;
  actor: string; // the actor's e-mail when acting, or 'cli'
  action: string;
  target_type: string;
  target_id: string;
  details: string; // JSON object
  created_at: string;
};

export type TutorsTable = {
  id: Generated<number>;
  name: string;
  image: string;
  university: string;
  major: string;
  year: string;
  bio: string | null;
  courses: string; // JSON string[]
  rating: number;
  reviews: string; // JSON {user, comment, rating, date}[]
  private_courses: string; // JSON
  contact: string; // JSON
  joined_date: string;
  years_of_experience: number;
  students: number;
  success_rate: number;
  availability: string; // JSON {day, time}[]
  hourly_rate_cents: Generated<number>;
  translations: ColumnType<string, string | undefined, string>; // JSON {fr?: TutorText-like, ar?: ...}
  status: ColumnType<'draft' | 'published', 'draft' | 'published' | undefined, 'draft' | 'published'>;
  archived_at: string | null;
  user_id: number | null; // the account linked to this tutor (role tutor)
  /** JSON of the session lengths offered, e.g. [60, 90]; null until first set ([60] is read). */
  session_durations: ColumnType<string | null, string | null | undefined, string | null>;
  application_id: string | null; // the application it was made from
  created_at: ColumnType<string, string | undefined, string>;
  updated_at: ColumnType<string, string | undefined, string>;
};

/** A tutor's weekly hours: ISO weekday, minutes from midnight in Asia/Beirut (decision 072). */
export type TutorAvailabilityRulesTable = {
  id: Generated<number>;
  tutor_id: number;
  weekday: number; // 1 Monday ... 7 Sunday
  start_minute: number; // 0 ... 1439
  end_minute: number; // 1 ... 1440 (24:00)
};

/** A tutor's dated exception: a day off (available 0) or extra hours on a date (available 1). */
export type TutorAvailabilityExceptionsTable = {
  id: Generated<number>;
  tutor_id: number;
  date: string; // YYYY-MM-DD, Beirut
  available: number;
  start_minute: number | null;
  end_minute: number | null;
};

export type StoredBookingStatus = 'held' | 'confirmed' | 'cancelled' | 'expired';

/** A session with a tutor: the order `order_id` is its payment (decision 072). */
export type BookingsTable = {
  id: Generated<number>;
  order_id: number;
  tutor_id: number;
  user_id: number | null;
  private_course: string | null;
  start_at: string; // UTC ISO
  end_at: string;
  duration: number; // minutes
  status: StoredBookingStatus; // 'completed' and a lapsed hold's 'expired' are read, not stored
  hold_expires_at: string | null;
  price_cents: number; // per hour
  total_cents: number;
  refund_due: ColumnType<number, number | undefined, number>;
  refunded_at: string | null;
  cancelled_at: string | null;
  cancelled_by: 'student' | 'admin' | 'system' | null;
  cancel_reason: string | null;
  reminder_sent_at: string | null;
  sequence: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
};

/** Each 30-minute cell a held or confirmed session covers; unique per tutor (the race is the database's). */
export type BookingCellsTable = {
  tutor_id: number;
  cell_start: string; // UTC ISO
  booking_id: number;
};

export type JoinTeamApplicationsTable = {
  id: string; // UUID
  user_id: number;
  submitted_at: string;
  name: string;
  email: string;
  phone: string;
  age: number;
  university: string;
  year: number;
  courses_to_give: string; // JSON string[]
  where_you_see_yourself: string;
  cv_name: string;
  cv_path: string | null; // private storage key once uploaded
  cv_mime: string | null;
  pay: number;
  other_courses: string | null;
  good_tutor: string;
  status: Generated<ApplicationStatus>;
  reviewed_at: string | null;
  review_reason: string | null; // the rejection reason sent to the applicant
};

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

/** A course's private file (decision 079): served through short-lived signed links only. */
export type CourseMaterialsTable = {
  id: Generated<number>;
  course_id: number;
  title: string;
  file_path: string; // private storage key
  file_name: string; // the uploaded name, cleaned
  mime: string; // from the bytes
  size: number;
  created_at: string;
};

/** A course's links and lecture schedule (JSON), edited in the back office (decision 079). */
export type CourseDeliveryTable = {
  course_id: number;
  links: string; // JSON [{kind, label, url}]
  schedule: string; // JSON [{title, starts_at (Beirut wall time), duration_minutes}]
  updated_at: string;
};

/** A stored file's bytes (the database store, decision 080). */
export type StoredFilesTable = {
  key: string;
  content: Uint8Array;
  size: number;
  created_at: string;
};

/** A scheduled job's last run (the System screen). */
export type JobRunsTable = {
  name: string;
  started_at: string;
  finished_at: string | null;
  ok: number | null; // 1 ok, 0 failed, null running
  result: string | null;
  error: string | null;
  instance: string | null;
};

/** The public catalogue's version: one row (id 1), one more on every write (decision 074). */
export type CatalogueVersionTable = {
  id: number;
  version: number;
  changed_at: string;
};

export type Database = {
  stored_files: StoredFilesTable;
  job_runs: JobRunsTable;
  users: UsersTable;
  sessions: SessionsTable;
  rate_limits: RateLimitsTable;
  mail_outbox: MailOutboxTable;
  password_reset_codes: PasswordResetCodesTable;
  ratings: RatingsTable;
  tutors: TutorsTable;
  join_team_applications: JoinTeamApplicationsTable;
  categories: CategoriesTable;
  courses: CoursesTable;
  course_tutors: CourseTutorsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_payments: OrderPaymentsTable;
  receipt_counters: ReceiptCountersTable;
  report_totals: ReportTotalsTable;
  paid_order_months: PaidOrderMonthsTable;
  lbp_rates: LbpRatesTable;
  order_notes: OrderNotesTable;
  tutor_availability_rules: TutorAvailabilityRulesTable;
  tutor_availability_exceptions: TutorAvailabilityExceptionsTable;
  bookings: BookingsTable;
  booking_cells: BookingCellsTable;
  audit_log: AuditLogTable;
  course_materials: CourseMaterialsTable;
  course_delivery: CourseDeliveryTable;
  rating_aggregates: RatingAggregatesTable;
  catalogue_version: CatalogueVersionTable;
  tutor_packages: TutorPackagesTable;
  credit_entries: CreditEntriesTable;
};

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
