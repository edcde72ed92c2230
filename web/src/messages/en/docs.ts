import type { DocTexts } from '../types';

/** English texts of the docs area (the screen around the help text in data/docs.ts). */
export const docs = {
  title: 'Documentation',
  intro: 'Everything you need to know about finding courses, working with tutors, paying and getting help on Darsak.',
  searchLabel: 'Search the documentation',
  searchPlaceholder: 'Search the documentation…',
  clearSearch: 'Clear search',
  resultCount: '{count, plural, one {# matching topic} other {# matching topics}}',
  noResults: 'No results found',
  noResultsHint: 'Try another word, or ask us directly: we are happy to help.',
  sidebarLabel: 'Documentation sections',
  sidebarTitle: 'On this page',
  quickLinksTitle: 'Quick links',
  quickLinks: {
    signup: { title: 'Create an account', text: 'Sign up and verify your e-mail in two minutes.' },
    tutors: { title: 'Find a tutor', text: 'Browse our tutors and book a session.' },
    contact: { title: 'Contact us', text: 'Questions about an order or your account?' },
  },
  footer: {
    title: 'Still need help?',
    text: 'Our support team answers on WhatsApp and by e-mail.',
    liveChat: 'Live Chat',
    liveChatMessage: 'Hello, I have a question about Darsak that the documentation did not answer.',
    emailSupport: 'Email Support',
    emailSubject: 'Support request',
    opensInNewTab: '(opens in a new tab)',
    lastUpdated: 'Last updated: {date}',
    version: 'Version {version}',
  },
  /** The help text by section and item id: empty in English (see content/docs.ts for the English reference). */
  texts: {} as DocTexts,
} as const;
