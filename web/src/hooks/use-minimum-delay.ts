import { startTransition, useEffect, useState } from 'react';

/**
 * True until `ms` have passed since mount AND `ready` is true: a loader shown with this
 * lasts at least its spec minimum and never longer once the data is there.
 *
 * The minimum's end is a transition: the screen behind the loader (a category's cards, the tutor
 * list) renders in slices that let the browser breathe, not as one long task on a phone, and the
 * loader stays until that screen is ready to commit (decision 083's Lighthouse figures).
 */
export function useMinimumDelay(ms: number, ready = true): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setElapsed(true)), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return !(elapsed && ready);
}
