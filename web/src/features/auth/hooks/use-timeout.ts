import { useCallback, useEffect, useRef } from 'react';

/** schedule(fn, ms) runs fn once after ms; a new call replaces the pending one; unmount cancels it. */
export function useTimeout() {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((fn: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(fn, ms);
  }, []);
}
