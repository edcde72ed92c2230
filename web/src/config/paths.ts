/** The one route table: every in-app link is built from here. */
export const paths = {
  home: { path: '/', href: () => '/' },
  login: { path: '/login', href: () => '/login' },
  signup: { path: '/signup', href: () => '/signup' },
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
  // The footer's pages (issue 10); /blog has no page and no link (decision 035).
  plans: { path: '/plans', href: () => '/plans' },
  testimonials: { path: '/testimonials', href: () => '/testimonials' },
  contact: { path: '/contact', href: () => '/contact' },
  faq: { path: '/faq', href: () => '/faq' },
  support: { path: '/support', href: () => '/support' },
  privacyPolicy: { path: '/privacy-policy', href: () => '/privacy-policy' },
} as const;
