/** The one route table: every in-app link is built from here. */
export const paths = {
  home: { path: '/', href: () => '/' },
  /** next: an in-app path to return to after logging in (see safeNextPath). */
  login: { path: '/login', href: (next?: string) => (next ? `/login?next=${encodeURIComponent(next)}` : '/login') },
  signup: { path: '/signup', href: () => '/signup' },
  profile: { path: '/profile', href: () => '/profile' },
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password' },
  verifyCode: { path: '/verify-code', href: () => '/verify-code' },
  resetPassword: { path: '/reset-password', href: () => '/reset-password' },
  categories: { path: '/coursecat', href: () => '/coursecat' },
  courses: { path: '/courses/:categoryId', href: (categoryId: number | string) => `/courses/${categoryId}` },
  payment: { path: '/payment', href: () => '/payment' },
  tutors: { path: '/tutors', href: () => '/tutors' },
  tutor: { path: '/tutors/:tutorId', href: (tutorId: number | string) => `/tutors/${tutorId}` },
  docs: { path: '/docs', href: () => '/docs' },
  about: { path: '/about', href: () => '/about' },
  joinTeam: { path: '/join-team', href: () => '/join-team' },
  order: { path: '/orders/:reference', href: (reference: string) => `/orders/${encodeURIComponent(reference)}` },
  admin: { path: '/admin', href: () => '/admin' },
  adminOrders: { path: '/admin/orders', href: () => '/admin/orders' },
  adminApplications: { path: '/admin/applications', href: () => '/admin/applications' },
  adminApplication: { path: '/admin/applications/:applicationId', href: (id: number | string) => `/admin/applications/${id}` },
  adminRatings: { path: '/admin/ratings', href: () => '/admin/ratings' },
  adminUsers: { path: '/admin/users', href: () => '/admin/users' },
  adminAudit: { path: '/admin/audit', href: () => '/admin/audit' },
  // Links only: no screens are specified for these (SPEC section 2).
  plans: { path: '/plans', href: () => '/plans' },
  testimonials: { path: '/testimonials', href: () => '/testimonials' },
  contact: { path: '/contact', href: () => '/contact' },
  blog: { path: '/blog', href: () => '/blog' },
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
