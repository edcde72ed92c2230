/** Types of the static catalogue held in the client (SPEC section 3). */

export type Category = {
  id: number;
  name: string;
  description: string;
  image: string; // a path served by the app
};

export const COURSE_SUBJECTS = ['Biology', 'Chemistry', 'Maths', 'Physics', 'Computer Science'] as const;
export type CourseSubject = (typeof COURSE_SUBJECTS)[number];

export const SEMESTERS = ['1', '2'] as const;
export type Semester = (typeof SEMESTERS)[number];

export type CourseReview = {
  name: string;
  image: string;
  testimonial: string;
  rating: number; // 0 to 5
};

export type Course = {
  id: number;
  categoryId: number;
  code: string;
  title: string;
  subject: CourseSubject;
  time: string; // duration, e.g. '12 weeks'
  lectures: number;
  rating: number; // static rating, displayed clamped to 0..5
  credits: 3 | 6;
  sem: Semester;
  price: string; // dollars, as a decimal string
  image: string;
  link: string; // where the course is listed in the app
  whatYouWillSee: string[]; // six topics
  reviews: CourseReview[];
  /** Cents, as orders are charged (the catalogue's answer; a stored cart item may lack it). */
  price_cents?: number;
  /** The course's tutors (the card names them; none: the Darsak tutor team). */
  tutors?: CourseTutor[];
};

/** A tutor as a course card shows it. */
export type CourseTutor = { id: number; name: string; image: string };

export type PlanType = 'Starter' | 'Most Popular' | 'Best Value';

export type Plan = {
  id: number;
  name: string;
  /** The badge text in the active language (type stays the English kind the layout keys on). */
  badge: string;
  description: string;
  price: number; // USD per semester
  features: readonly string[];
  type: PlanType;
};

export type Testimonial = {
  id: number;
  name: string;
  major: string;
  testimonial: string;
  image: string;
  rating: number; // integer 1 to 5
};
