/**
 * What the service worker does with each request (decision 083), as plain data and functions so
 * that a unit test can hold every endpoint of the contracts against it. No DOM, no worker types:
 * web/src/sw/sw.ts (the worker) and the page's code both read it.
 */
import { LOCALES } from '@darsak/common';

/** Every cache the app owns starts with this; the page's and the worker's clean-ups go by it. */
export const CACHE_PREFIX = 'darsak';
/** Pages (HTML) of the app's routes, the public ones fetched ahead at install (PUBLIC_PAGES). */
export const PAGES_CACHE = `${CACHE_PREFIX}-pages`;
/** Built files fetched at run time that the precache does not hold (the back office's chunks). */
export const ASSETS_CACHE = `${CACHE_PREFIX}-assets`;
/** Images (the public directory's and /media's): cache-first, a bounded number for a month. */
export const IMAGES_CACHE = `${CACHE_PREFIX}-images`;
/** Public catalogue answers, the same for everyone: stale-while-revalidate. */
export const PUBLIC_API_CACHE = `${CACHE_PREFIX}-public-api`;
/** The worker's own notes (who the private cache belongs to, when data last came from the network). */
export const META_CACHE = `${CACHE_PREFIX}-meta`;
/** One cache per signed-in user ('darsak-user-42'), or the signed-out session's ('darsak-user-guest'). */
export const PRIVATE_CACHE_PREFIX = `${CACHE_PREFIX}-user-`;
export const privateCacheName = (owner: string) => `${PRIVATE_CACHE_PREFIX}${owner}`;
export const isPrivateCache = (name: string) => name.startsWith(PRIVATE_CACHE_PREFIX);

/** The header the worker adds to what it stores: when that answer came from the network (ms since epoch). */
export const STORED_AT_HEADER = 'x-darsak-stored-at';

/** The message the worker answers a write (or an uncached read) with when the network is gone. */
export const OFFLINE_CODE = 'network.offline';
/** English text of OFFLINE_CODE, equal to API_ERRORS' (a test says so); the SPA words it by code. */
export const OFFLINE_MESSAGE = 'This needs the network. You are offline: what you entered is kept, try again once you are back online.';

/** Messages between the page and the worker. */
export const MESSAGES = {
  /** workbox-window's messageSkipWaiting(): the user pressed Refresh. */
  skipWaiting: 'SKIP_WAITING',
  /** page -> worker: forget every private cache (logout, account deletion). */
  clearPrivate: 'DARSAK_CLEAR_PRIVATE',
  /** page -> worker (with a port): the oldest stored time of what this page was served from a cache. */
  dataAge: 'DARSAK_DATA_AGE',
  /** page -> worker: the network is back; forget what this page was served from caches. */
  online: 'DARSAK_ONLINE',
  /** worker -> page: an answer came from a cache because the network failed; `storedAt` says when it was fetched. */
  fromCache: 'DARSAK_FROM_CACHE',
} as const;

/**
 * The public routes whose pages the worker fetches when it installs, so they open offline after
 * one visit to any page. Dynamic routes (a category, a course, a tutor, an order) open from the
 * cached page of the same URL if it was seen, else from the home page's shell, which renders them.
 */
export const PUBLIC_PAGES = [
  '/',
  '/coursecat',
  '/tutors',
  '/payment',
  '/docs',
  '/about',
  '/plans',
  '/testimonials',
  '/faq',
  '/support',
  '/contact',
  '/privacy-policy',
  '/login',
  '/signup',
] as const;
/** The page a navigation falls back to offline when its own URL was never cached. */
export const SHELL_PAGE = '/';

/**
 * Public catalogue reads, warmed at install, with the URLs the screens ask for (a stored answer
 * is found by its whole URL, query included). The tutors list and the live catalogue (decision
 * 074) come in the reader's language, so in every language: a page that carries only the lean
 * catalogue (the home page, the shell that a category or a course page opens in offline) reads
 * the whole one from the API, and /tutors always reads its list.
 */
export const PUBLIC_API_WARM = [
  '/api/ratings/summary?type=course',
  '/api/ratings/summary?type=tutor',
  ...LOCALES.flatMap((locale) => [`/api/tutors?locale=${locale}`, `/api/catalogue?locale=${locale}`]),
] as const;

export type Policy =
  /** Never answered from a cache; offline, a 503 with OFFLINE_CODE. */
  | 'network-only'
  /** The page of a route: network first, else the same URL's cached page, else the shell. */
  | 'page'
  /** A page of the back office or the tutor area: network only, else the shell (never a cached copy of it). */
  | 'private-page'
  | 'public-api'
  /** The signed-in user's (or the signed-out session's) own data: network first, cached only in its owner's cache. */
  | 'private-api'
  | 'image'
  /** A built file (hashed name): cache first. */
  | 'asset'
  /** Not the worker's business (another origin, the worker itself, a manifest): the browser's default. */
  | 'pass';

/** Public reads whose answer is the same for every visitor (their contracts say access 'public'). */
const PUBLIC_API = [
  /^\/api\/tutors\/?$/,
  /^\/api\/tutors\/\d+\/?$/,
  /^\/api\/ratings\/summary\/?$/,
  /^\/api\/catalogue\/?$/,
  /^\/api\/courses\/?$/,
];
/** The owner's reads kept offline: who they are, their orders and each order they opened. */
const PRIVATE_API = [/^\/api\/user\/?$/, /^\/api\/orders\/?$/, /^\/api\/orders\/[^/]+\/?$/];
/** Paths the server answers itself, never with the app's page: API, CSRF cookie, e-mail links, dev tools, files. */
const SERVER_PREFIXES = ['/api/', '/sanctum/', '/email/', '/dev/', '/media/', '/og/', '/images/'];
/** The server's other endpoints (some share their path with a page: GET /login is the page, POST /login the API). */
const SERVER_PATHS = ['/login', '/logout', '/register', '/health', '/ready', '/user/confirm-password'];
/** Areas whose pages are never served from a cache (decision 083). */
const PRIVATE_AREAS = [/^\/admin(\/|$)/, /^\/tutor(\/|$)/];

/**
 * The policy for one request. `sameOrigin` false: 'pass'. `navigate`: the request is a page load
 * (request.mode === 'navigate').
 */
export function policyFor(method: string, pathname: string, options: { sameOrigin: boolean; navigate: boolean }): Policy {
  if (!options.sameOrigin) return 'pass';
  if (pathname === '/sw.js' || pathname.endsWith('.webmanifest')) return 'pass';
  // Writes go to the network, always: none is queued or replayed later (decision 083).
  if (method !== 'GET') return 'network-only';
  if (options.navigate) {
    if (SERVER_PREFIXES.some((p) => pathname.startsWith(p)) || /\.[a-z0-9]+$/i.test(pathname)) return 'pass';
    return PRIVATE_AREAS.some((area) => area.test(pathname)) ? 'private-page' : 'page';
  }
  if (pathname.startsWith('/assets/')) return /\.(png|jpe?g|webp|avif|gif|svg)$/.test(pathname) ? 'image' : 'asset';
  if (pathname.startsWith('/images/') || pathname.startsWith('/media/') || pathname.startsWith('/og/')) return 'image';
  if (PUBLIC_API.some((pattern) => pattern.test(pathname))) return 'public-api';
  if (PRIVATE_API.some((pattern) => pattern.test(pathname))) return 'private-api';
  if (SERVER_PREFIXES.some((p) => pathname.startsWith(p)) || SERVER_PATHS.includes(pathname)) return 'network-only';
  return 'pass';
}

/** A write the worker watches: after it succeeds, who the private cache belongs to has changed or ended. */
export function identityChange(method: string, pathname: string): 'ended' | 'changed' | null {
  if (method === 'POST' && pathname === '/logout') return 'ended';
  if (method === 'DELETE' && pathname === '/api/user') return 'ended';
  if (method === 'POST' && (pathname === '/login' || pathname === '/register')) return 'changed';
  return null;
}
