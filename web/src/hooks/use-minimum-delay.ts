import { useEffect, useState } from 'react';

/**
 * True until `ms` have passed since mount AND `ready` is true: a loader shown with this
 * lasts at least its spec minimum and never longer once the data is there.
 */
export function useMinimumDelay(ms: number, ready = true): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return !(elapsed && ready);
}
