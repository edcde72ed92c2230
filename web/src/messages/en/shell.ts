/** English texts of the shell: navigation, footer, loader, error page. */
export const shell = {
  loading: 'Loading…',
  brand: 'Darsak',
  /** The document title of a screen. */
  documentTitle: '{page} · Darsak',
  brandHome: 'Darsak, home',
  skipToContent: 'Skip to main content',
  nav: {
    label: 'Main',
    home: 'Home',
    courses: 'Courses',
    tutors: 'Tutors',
    docs: 'Docs',
    about: 'About',
  },
  account: {
    login: 'Login',
    register: 'Register',
    profile: 'Your profile, {name}',
    profileLabel: 'Profile',
  },
  locale: {
    label: 'Language',
  },
  menu: {
    open: 'Open menu',
    close: 'Close menu',
  },
  /** The business's contact details (about page, footer), from configuration. */
  business: {
    email: 'E-mail',
    whatsapp: 'WhatsApp',
    address: 'Office',
    hours: 'Opening hours',
    opensInNewTab: '(opens WhatsApp in a new tab)',
  },
  footer: {
    contactHeading: 'Contact us',
    tagline: 'Courses and tutors for university students in Lebanon. Learn at your pace, pass with confidence.',
    exploreHeading: 'Explore',
    companyHeading: 'Company',
    helpHeading: 'Help',
    socialHeading: 'Follow us',
    plans: 'Plans',
    testimonials: 'Testimonials',
    contact: 'Contact',
    faq: 'FAQ',
    support: 'Support',
    privacyPolicy: 'Privacy Policy',
    facebook: 'Facebook',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    opensInNewTab: '(opens in a new tab)',
    copyright: '© {year} Darsak. All rights reserved.',
  },
  error: {
    title: 'Unexpected Application Error!',
    notFound: '404 Not Found',
    notFoundHint: "The page you're looking for doesn't exist or has moved.",
    statusLine: '{status} {statusText}',
    genericHint: 'Something went wrong while showing this page. Please try again in a moment.',
    backHome: 'Back to Home',
    tryAgain: 'Try again',
  },
  /** Shared feedback widgets (alert and confirm dialogs, the processing overlay, API errors). */
  feedback: {
    ok: 'OK',
    cancel: 'Cancel',
    confirm: 'Confirm',
    processing: 'Processing...',
    uploadProgress: 'Upload progress',
    networkError: 'Network error',
    requestFailed: 'Request failed with status {status}',
  },
  /** The navigation bar's link to the back office (admins only). */
  adminLink: 'Admin',
} as const;
