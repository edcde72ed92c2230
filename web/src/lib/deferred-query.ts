import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { notifyManager, QueryClient, QueryKey, QueryObserver } from '@tanstack/react-query';

/**
 * The one query cache (lib/query.tsx, TanStack Query) for what the first screen reads: the current
 * user and the rating summaries of the home page's top courses. The library is about 12 KB on the
 * wire and the first screen of / has no room for it (130 KB, decision 069), so this module holds
 * no code of it: lib/query.tsx loads as a chunk of its own when a first-screen read needs it
 * (components subscribe once the page is drawn) or with a lazy screen that imports it.
 *
 * A read made before the library is there starts its call at once (one per key, shared) and
 * hands that call to the cache when the library arrives, so the chunk and the answer travel
 * side by side; from then on components observe the cache entry itself: invalidation, refetching
 * and updates after a write all happen there.
 */

/** What lib/query.tsx registers as it loads: the client and the parts of the library the hook needs. */
export type QueryLibrary = {
  queryClient: QueryClient;
  QueryObserver: typeof QueryObserver;
  notifyManager: typeof notifyManager;
};

/** The options a first-screen read takes: a subset of useQuery's. */
export type DeferredQueryOptions<T> = {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  staleTime?: number;
  retry?: boolean | number;
  /** Data the entry starts with (no read then): the signed-out visitor's null user. */
  initialData?: T;
};

export type DeferredQueryResult<T> = { status: 'pending' | 'success' | 'error'; data: T | undefined };

let library: QueryLibrary | undefined;
let loading: Promise<QueryLibrary> | undefined;
const listeners = new Set<() => void>();
/** Calls made before the library, by key: the cache takes them (answered or in flight) as it arrives. */
const earlyCalls = new Map<string, { options: DeferredQueryOptions<unknown>; call: Promise<unknown> }>();

/** Called by lib/query.tsx as it is evaluated: the early calls become the cache's, then components observe it. */
export function registerQueryLibrary(loaded: QueryLibrary): void {
  library = loaded;
  earlyCalls.forEach(({ options, call }) => {
    loaded.queryClient.fetchQuery({ ...options, queryFn: () => call, staleTime: 0 }).catch(() => undefined);
  });
  earlyCalls.clear();
  listeners.forEach((listener) => listener());
}

/** The library, once registered. */
export const queryLibrary = (): QueryLibrary | undefined => library;

/** Loads the library's chunk (once); resolves when it has registered. */
export function loadQueryLibrary(): Promise<QueryLibrary> {
  return (loading ??= import('./query-chunk').then(() => library!));
}

/**
 * Asks the server for a key again (what the cache holds stays until the answer), sharing a call
 * in flight for it. Before the library the call starts at once, the library loading beside it;
 * `reuse` then takes the key's earlier call instead (the components of one key share one call).
 */
export function fetchDeferredQuery<T>(options: DeferredQueryOptions<T>, reuse?: boolean): Promise<T> {
  if (library) return library.queryClient.fetchQuery({ ...options, staleTime: 0 });
  const hash = JSON.stringify(options.queryKey);
  let early = earlyCalls.get(hash);
  if (!early || !reuse) earlyCalls.set(hash, (early = { options: options as DeferredQueryOptions<unknown>, call: options.queryFn() }));
  loadQueryLibrary().catch(() => undefined);
  return early.call as Promise<T>;
}

/**
 * Replaces what a key holds after a write whose outcome is known (a new name, a logout). Before
 * the library it replaces the key's early call, so an older answer cannot undo it on arrival.
 */
export function setDeferredQueryData<T>(queryKey: QueryKey, data: T): void {
  if (library) library.queryClient.setQueryData(queryKey, data);
  else fetchDeferredQuery({ queryKey, queryFn: () => Promise.resolve(data) });
}

const subscribeLibrary = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * useQuery for the first screen: an observer of the cache entry once the library is there; until
 * then the entry's initialData (a key with one needs no read and loads nothing), or pending while
 * its call, started when the component mounts, and the library arrive.
 */
export function useDeferredQuery<T>(options: DeferredQueryOptions<T>): DeferredQueryResult<T> {
  const loaded = useSyncExternalStore(subscribeLibrary, queryLibrary, queryLibrary);
  const hash = JSON.stringify(options.queryKey);
  const early = options.initialData === undefined;

  useEffect(() => {
    // A failed call shows as the cache's error once the library is there: nothing to do here.
    if (!loaded && early) fetchDeferredQuery(options, true).catch(() => undefined);
    // One read per key; its options belong to the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, hash, early]);

  // One observer per key, with the options the key was first read with.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const observer = useMemo(() => loaded && new loaded.QueryObserver<T, Error, T, T, QueryKey>(loaded.queryClient, options), [loaded, hash]);
  const subscribe = useMemo(
    () => (listener: () => void) => (observer && loaded ? observer.subscribe(loaded.notifyManager.batchCalls(listener)) : () => undefined),
    [observer, loaded],
  );
  const current = () => (observer ? observer.getCurrentResult() : undefined);
  return useSyncExternalStore(subscribe, current, current) ?? { status: early ? 'pending' : 'success', data: options.initialData };
}
