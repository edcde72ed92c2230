import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a prerendered page (the server snapshot), true from the next render
 * on and in every client render. A prerendered form (decision 044) is on screen before the app
 * runs: its fields stay read-only until then, since hydration would put back the empty value of
 * React's state over whatever a visitor had typed (and a native submission would put the fields
 * in the URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
