import type { Locale } from '@darsak/common';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types. Timestamps are ISO-8601 UTC strings in both databases (decision 003), JSON
 * columns are text holding JSON, ids of users are integers, of applications UUIDs.
 */
export type UsersTable = {
  id: Generated<number>;
  name: string;
  email: string; // stored lower-case, unique
  email_verified_at: string | null;
  password: string; // argon2id hash; never leaves the server (see presenters)
  image_path: string | null; // key of the stored picture under UPLOAD_DIR
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
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
};

export type PasswordResetCodesTable = {
  email: string;
  code_hash: string;
  attempts: number;
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
  created_at: string;
  updated_at: string;
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
  reviews: string; // JSON {user, comment, rating}[]
  private_courses: string; // JSON
  contact: string; // JSON
  joined_date: string;
  years_of_experience: number;
  students: number;
  success_rate: number;
  availability: string; // JSON {day, time}[]
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
};

export type Database = {
  users: UsersTable;
  sessions: SessionsTable;
  rate_limits: RateLimitsTable;
  mail_outbox: MailOutboxTable;
  password_reset_codes: PasswordResetCodesTable;
  ratings: RatingsTable;
  tutors: TutorsTable;
  join_team_applications: JoinTeamApplicationsTable;
};

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
