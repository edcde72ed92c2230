import { useCallback, useSyncExternalStore } from 'react';

const matches = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/**
 * Whether a CSS media query matches, kept current as the viewport changes.
 * False where matchMedia is unavailable (old browsers, some test environments).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matches(query),
    () => false,
  );
}
