/** The one route table: every in-app link is built from here. */
export const paths = {
  home: { path: '/', href: () => '/' },
  /** next: an in-app path to return to after logging in (see safeNextPath). */
  login: { path: '/login', href: (next?: string) => (next ? `/login?next=${encodeURIComponent(next)}` : '/login') },
  /** next: where to return once the address is verified (the join-team form, a course...; issue 21). */
  signup: { path: '/signup', href: (next?: string) => (next ? `/signup?next=${encodeURIComponent(next)}` : '/signup') },
  profile: { path: '/profile', href: () => '/profile' },
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password' },
  verifyCode: { path: '/verify-code', href: () => '/verify-code' },
  resetPassword: { path: '/reset-password', href: () => '/reset-password' },
  categories: { path: '/coursecat', href: () => '/coursecat' },
  courses: { path: '/courses/:categoryId', href: (categoryId: number | string) => `/courses/${categoryId}` },
  course: {
    path: '/courses/:categoryId/:courseId',
    href: (categoryId: number | string, courseId: number | string) => `/courses/${categoryId}/${courseId}`,
  },
  payment: { path: '/payment', href: () => '/payment' },
  tutors: { path: '/tutors', href: () => '/tutors' },
  tutor: { path: '/tutors/:tutorId', href: (tutorId: number | string) => `/tutors/${tutorId}` },
  docs: { path: '/docs', href: () => '/docs' },
  about: { path: '/about', href: () => '/about' },
  joinTeam: { path: '/join-team', href: () => '/join-team' },
  /** The signed-in student's courses (issue 21): an owned course's 'Open course' lands on its card. */
  myCourses: { path: '/my-courses', href: () => '/my-courses' },
  order: { path: '/orders/:reference', href: (reference: string) => `/orders/${encodeURIComponent(reference)}` },
  admin: { path: '/admin', href: () => '/admin' },
  adminOrders: { path: '/admin/orders', href: () => '/admin/orders' },
  adminOrder: { path: '/admin/orders/:reference', href: (reference: string) => `/admin/orders/${encodeURIComponent(reference)}` },
  adminReports: { path: '/admin/reports', href: () => '/admin/reports' },
  adminApplications: { path: '/admin/applications', href: () => '/admin/applications' },
  adminApplication: { path: '/admin/applications/:applicationId', href: (id: number | string) => `/admin/applications/${id}` },
  adminCatalogue: { path: '/admin/catalogue', href: () => '/admin/catalogue' },
  adminCourses: { path: '/admin/catalogue/courses', href: () => '/admin/catalogue/courses' },
  /** A course's form; id 'new' adds one (likewise categories and tutors). */
  adminCourse: { path: '/admin/catalogue/courses/:courseId', href: (id: number | string) => `/admin/catalogue/courses/${id}` },
  adminCategories: { path: '/admin/catalogue/categories', href: () => '/admin/catalogue/categories' },
  adminCategory: { path: '/admin/catalogue/categories/:categoryId', href: (id: number | string) => `/admin/catalogue/categories/${id}` },
  adminTutors: { path: '/admin/catalogue/tutors', href: () => '/admin/catalogue/tutors' },
  adminTutor: { path: '/admin/catalogue/tutors/:tutorId', href: (id: number | string) => `/admin/catalogue/tutors/${id}` },
  adminRatings: { path: '/admin/ratings', href: () => '/admin/ratings' },
  adminUsers: { path: '/admin/users', href: () => '/admin/users' },
  adminAudit: { path: '/admin/audit', href: () => '/admin/audit' },
  adminSessions: { path: '/admin/sessions', href: () => '/admin/sessions' },
  adminSystem: { path: '/admin/system', href: () => '/admin/system' },
  // The tutor area (issue 19): a tutor's own sessions and hours.
  tutorArea: { path: '/tutor', href: () => '/tutor' },
  tutorAvailability: { path: '/tutor/availability', href: () => '/tutor/availability' },
  // The footer's pages (issue 10); /blog has no page and no link (decision 035).
  plans: { path: '/plans', href: () => '/plans' },
  testimonials: { path: '/testimonials', href: () => '/testimonials' },
  contact: { path: '/contact', href: () => '/contact' },
  faq: { path: '/faq', href: () => '/faq' },
  support: { path: '/support', href: () => '/support' },
  privacyPolicy: { path: '/privacy-policy', href: () => '/privacy-policy' },
} as const;

/**
 * The in-app path a ?next= parameter asks for, or null when it is missing or could leave the
 * app (an absolute URL, a protocol-relative //host, a backslash trick): no open redirect.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  try {
    const url = new URL(next, 'http://app.invalid');
    return url.origin === 'http://app.invalid' ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
