import { useEffect, useState } from 'react';

/**
 * Whether an element overlaps the viewport, tracked with IntersectionObserver. Pass the
 * element itself (from a callback ref), so tracking starts once it mounts. Counts as in
 * view until the first observation, when there is no element, or without IntersectionObserver.
 */
export function useInView(element: Element | null): boolean {
  const [seen, setSeen] = useState<{ element: Element; inView: boolean } | null>(null);
  useEffect(() => {
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setSeen({ element, inView: entry.isIntersecting });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return seen && seen.element === element ? seen.inView : true;
}
