/**
 * What the app's status line shows (decision 083): offline or not, when the data on screen last
 * came from the network, and whether a new version waits. A tiny store read with useSyncExternalStore.
 */
export type AppStatus = {
  /** The browser says it has no network, or an answer had to come from a cache. */
  offline: boolean;
  /** When the oldest answer this page was served from a cache was fetched (ms since epoch), if known. */
  storedAt: number | null;
  /** A new build's service worker is installed and waits for the user's Refresh. */
  updateReady: boolean;
};

type Listener = () => void;

export function createStatusStore(initial: AppStatus) {
  let state = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => state,
    set(patch: Partial<AppStatus>) {
      const next = { ...state, ...patch };
      if (next.offline === state.offline && next.storedAt === state.storedAt && next.updateReady === state.updateReady) return;
      state = next;
      for (const listener of listeners) listener();
    },
    /** An answer came from a cache: the oldest time wins (the banner never claims fresher data than shown). */
    servedFromCache(storedAt: number | null) {
      const oldest = storedAt === null ? state.storedAt : state.storedAt === null ? storedAt : Math.min(state.storedAt, storedAt);
      this.set({ offline: true, storedAt: oldest });
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type StatusStore = ReturnType<typeof createStatusStore>;
