import { useEffect, useState } from 'react';

/**
 * Whether an element overlaps the viewport, tracked with IntersectionObserver. Pass the
 * element itself (from a callback ref), so tracking starts once it mounts. Counts as in
 * view when there is no element or the browser lacks IntersectionObserver.
 */
export function useInView(element: Element | null): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    if (!element || typeof IntersectionObserver !== 'function') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setInView(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return inView;
}
