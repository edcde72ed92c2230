/**
 * The catalogue's areas by when they load. The core is what the first screen shows (the shell,
 * the home page with its course cards, the cart): it is in the entry in English, one chunk per
 * other language. Every other area loads with the screens that show it (lib/i18n withAreas), so
 * the first screen carries no admin, orders or error texts in any language.
 */
export const CORE_AREAS = ['shell', 'home', 'catalog', 'cart', 'ratings', 'content'] as const;
export const LAZY_AREAS = [
  'coursePage',
  'tutors',
  'docs',
  'about',
  'auth',
  'profile',
  'joinTeam',
  'pages',
  'orders',
  'admin',
  'adminCatalogue',
  'sessions',
  'money',
  'errors',
] as const;

export type CoreArea = (typeof CORE_AREAS)[number];
export type LazyArea = (typeof LAZY_AREAS)[number];
