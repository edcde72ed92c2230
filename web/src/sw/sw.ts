/**
 * The service worker (decision 083), built with Workbox into dist/sw.js by web/build/service-worker.ts.
 *
 * - Precache: the build's files for every public route (the manifest is written by the build from
 *   Vite's chunk graph; hashed names, so a new build is a new list and never a mix).
 * - Pages: network first; offline, the same URL's last page, else the home page's shell (the app
 *   renders any route in it). Back office and tutor pages are never served from a cache.
 * - Public catalogue answers: stale-while-revalidate. Images: cache first, bounded, a month.
 * - The signed-in user's own reads (/api/user, My orders, each order opened): network first, kept
 *   only in that user's cache (darsak-user-<id>), deleted at logout, account deletion, or when another
 *   account signs in. Everything else of the API is network only: offline, a 503 the SPA words as
 *   'this needs the network'. Nothing is queued or replayed.
 * - Updates: the new worker waits until the page's Refresh button sends SKIP_WAITING.
 */
import { cacheNames, clientsClaim, setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import {
  ASSETS_CACHE,
  CACHE_PREFIX,
  IMAGES_CACHE,
  identityChange,
  isPrivateCache,
  MESSAGES,
  META_CACHE,
  OFFLINE_CODE,
  OFFLINE_MESSAGE,
  PAGES_CACHE,
  policyFor,
  privateCacheName,
  PUBLIC_API_CACHE,
  PUBLIC_API_WARM,
  PUBLIC_PAGES,
  SHELL_PAGE,
  STORED_AT_HEADER,
  type Policy,
} from './policy';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };
/** The build's id (a hash of its precache list), set by web/build/service-worker.ts. */
declare const __DARSAK_BUILD__: string;

/** This build's pages: they name this build's files, so each build keeps its own and the next deletes them. */
const PAGES = `${PAGES_CACHE}-${__DARSAK_BUILD__}`;

setCacheNameDetails({ prefix: CACHE_PREFIX, suffix: 'v1' });

// ---- whose private cache ---------------------------------------------------------------------

/** The owner of the private cache: 'u<id>' for a signed-in user, 'guest' for a signed-out session, null when unknown. */
let owner: string | null | undefined;
const OWNER_KEY = '/__darsak/owner';
const LAST_SYNC_KEY = '/__darsak/last-sync';

async function currentOwner(): Promise<string | null> {
  if (owner !== undefined) return owner;
  const stored = await (await caches.open(META_CACHE)).match(OWNER_KEY);
  owner = stored ? (await stored.text()) || null : null;
  return owner;
}

/** Deletes every private cache but `keep`'s. */
async function deletePrivateCaches(keep: string | null = null): Promise<void> {
  const names = (await caches.keys()).filter((name) => isPrivateCache(name) && (keep === null || name !== privateCacheName(keep)));
  await Promise.all(names.map((name) => caches.delete(name)));
}

/** A new owner (or none): the previous owner's cache goes at once. */
async function setOwner(next: string | null): Promise<void> {
  const previous = await currentOwner();
  owner = next;
  if (previous !== next || next === null) await deletePrivateCaches(next);
  await (await caches.open(META_CACHE)).put(OWNER_KEY, new Response(next ?? ''));
}

// ---- served from a cache: when was it fetched ---------------------------------------------------

/** Per page (client id), the oldest fetch time of what it was served from a cache since the network went. */
const servedStale = new Map<string, number>();

/** Stamps what is stored with the time it came from the network, and notes the last such time. */
const stampPlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (!response.ok || response.type === 'opaque') return null;
    const headers = new Headers(response.headers);
    const now = Date.now();
    headers.set(STORED_AT_HEADER, String(now));
    void caches.open(META_CACHE).then((cache) => cache.put(LAST_SYNC_KEY, new Response(String(now))));
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
};

/** Tells the page that an answer came from a cache because the network failed (its banner says when). */
function reportStale(event: ExtendableEvent | undefined, response: Response): void {
  const storedAt = Number(response.headers.get(STORED_AT_HEADER)) || null;
  if (!storedAt || !event || !('clientId' in event)) return;
  const fetchEvent = event as FetchEvent;
  const clientId = fetchEvent.clientId || fetchEvent.resultingClientId;
  if (!clientId) return;
  servedStale.set(clientId, Math.min(servedStale.get(clientId) ?? storedAt, storedAt));
  void self.clients.get(clientId).then((client) => client?.postMessage({ type: MESSAGES.fromCache, storedAt: servedStale.get(clientId) }));
}

/** NetworkFirst's fallback to the cache is a network failure: reported to the page. */
const reportPlugin: WorkboxPlugin = {
  fetchDidFail: async ({ state }) => {
    if (state) state.failed = true;
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, event, state }) => {
    if (cachedResponse && (state?.failed || !self.navigator.onLine)) reportStale(event, cachedResponse);
    return cachedResponse;
  },
};

// ---- strategies -------------------------------------------------------------------------------

const offlineAnswer = () =>
  new Response(JSON.stringify({ message: OFFLINE_MESSAGE, code: OFFLINE_CODE }), {
    status: 503,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });

const networkOnly = new NetworkOnly();
const pages = new NetworkFirst({
  cacheName: PAGES,
  networkTimeoutSeconds: 6,
  matchOptions: { ignoreVary: true, ignoreSearch: true },
  plugins: [stampPlugin, reportPlugin],
});
const publicApi = new StaleWhileRevalidate({
  cacheName: PUBLIC_API_CACHE,
  matchOptions: { ignoreVary: true },
  plugins: [stampPlugin, reportPlugin, new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * 24 * 3600 })],
});
const images = new CacheFirst({
  cacheName: IMAGES_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
});
const assets = new CacheFirst({
  cacheName: ASSETS_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true })],
});

/** The home page's shell from the pages cache: any route renders in it. */
async function shell(): Promise<Response | undefined> {
  return (await caches.open(PAGES)).match(SHELL_PAGE, { ignoreVary: true, ignoreSearch: true });
}

async function handlePage(options: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    return await pages.handle(options);
  } catch {
    const fallback = await shell();
    if (fallback) reportStale(options.event, fallback);
    return fallback ?? Response.error();
  }
}

async function handlePrivatePage(options: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    return await networkOnly.handle(options);
  } catch {
    return (await shell()) ?? Response.error();
  }
}

/** The owner's own reads: network first into the owner's cache; offline, only the owner's cache. */
async function handlePrivateApi({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const url = new URL(request.url);
  let response: Response;
  try {
    response = await fetch(request);
  } catch {
    const who = await currentOwner();
    const cached = who ? await (await caches.open(privateCacheName(who))).match(request, { ignoreVary: true }) : undefined;
    if (cached) {
      reportStale(event, cached);
      return cached;
    }
    return offlineAnswer();
  }
  if (url.pathname === '/api/user' || url.pathname === '/api/user/') {
    if (response.status === 401) await setOwner('guest');
    else if (response.ok) {
      const id = ((await response.clone().json()) as { id?: unknown } | null)?.id;
      await setOwner(typeof id === 'number' || typeof id === 'string' ? `u${id}` : null);
    }
  }
  const who = await currentOwner();
  if (who && response.ok) {
    const stored = await stampPlugin.cacheWillUpdate!({ request, response: response.clone(), event: event as ExtendableEvent, state: {} });
    if (stored) await (await caches.open(privateCacheName(who))).put(request, stored);
  }
  return response;
}

/** The rest of the API: the network; offline, a 503 the SPA words as 'this needs the network'. */
async function handleNetworkOnly({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(request);
  } catch {
    return offlineAnswer();
  }
  const url = new URL(request.url);
  const change = identityChange(request.method, url.pathname);
  if (change === 'ended' && (response.ok || response.status === 401)) event?.waitUntil?.(setOwner('guest'));
  else if (change === 'changed' && response.ok) event?.waitUntil?.(setOwner(null));
  return response;
}

// The precache first: its route answers the build's files before the routes below.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const HANDLERS: Record<Exclude<Policy, 'pass'>, (options: RouteHandlerCallbackOptions) => Promise<Response>> = {
  'network-only': handleNetworkOnly,
  page: handlePage,
  'private-page': handlePrivatePage,
  'public-api': (options) => publicApi.handle(options),
  'private-api': handlePrivateApi,
  image: (options) => images.handle(options),
  asset: (options) => assets.handle(options),
};

const policyOf = (request: Request, url: URL): Policy =>
  policyFor(request.method, url.pathname, { sameOrigin: url.origin === self.location.origin, navigate: request.mode === 'navigate' });

for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
  registerRoute(
    ({ request, url }) => policyOf(request, url) !== 'pass',
    (options) => HANDLERS[policyOf(options.request, options.url) as Exclude<Policy, 'pass'>](options),
    method,
  );
}

// ---- life cycle -------------------------------------------------------------------------------

/** Fetches the public pages and catalogue reads ahead, so they open offline after one visit. */
async function warm(): Promise<void> {
  const pageCache = await caches.open(PAGES);
  const apiCache = await caches.open(PUBLIC_API_CACHE);
  const put = async (cache: Cache, path: string, accept: string) => {
    try {
      const request = new Request(path, { credentials: 'same-origin', headers: { Accept: accept } });
      const response = await fetch(request);
      const stored = await stampPlugin.cacheWillUpdate!({ request, response, state: {} } as never);
      if (stored) await cache.put(path, stored);
    } catch {
      // offline or a failing page: it is cached when visited
    }
  };
  await Promise.all([
    ...PUBLIC_PAGES.map((path) => put(pageCache, path, 'text/html')),
    ...PUBLIC_API_WARM.map((path) => put(apiCache, path, 'application/json')),
  ]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(warm());
});

self.addEventListener('activate', (event) => {
  // The previous build's pages (they name its files) go with its precache; private caches stay.
  event.waitUntil(
    (async () => {
      const keep = new Set([cacheNames.precache, PAGES, PUBLIC_API_CACHE, IMAGES_CACHE, ASSETS_CACHE, META_CACHE, cacheNames.runtime]);
      const stale = (await caches.keys()).filter((name) => name.startsWith(`${CACHE_PREFIX}-`) && !keep.has(name) && !isPrivateCache(name));
      await Promise.all(stale.map((name) => caches.delete(name)));
    })(),
  );
});
// The first worker takes the open page over at once (its later requests get cached); an update
// waits for the user's Refresh (SKIP_WAITING), so no page runs a mix of two builds.
clientsClaim();

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  const source = event.source as Client | null;
  switch (data?.type) {
    case MESSAGES.skipWaiting:
      void self.skipWaiting();
      break;
    case MESSAGES.clearPrivate:
      event.waitUntil(setOwner(null));
      break;
    case MESSAGES.online:
      if (source) servedStale.delete(source.id);
      break;
    case MESSAGES.dataAge:
      event.waitUntil(
        (async () => {
          const own = source ? servedStale.get(source.id) : undefined;
          const last = await (await caches.open(META_CACHE)).match(LAST_SYNC_KEY);
          event.ports[0]?.postMessage({ storedAt: own ?? (last ? Number(await last.text()) || null : null) });
        })(),
      );
      break;
    default:
  }
});
