import { useEffect } from 'react';

let locks = 0;

/** Locks page scroll while `active`; counted, so nested overlays release it in any order. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    locks += 1;
    document.body.classList.add('scroll-locked');
    return () => {
      locks -= 1;
      if (locks === 0) document.body.classList.remove('scroll-locked');
    };
  }, [active]);
}
