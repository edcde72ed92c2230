import { useEffect, useRef, useState, type RefObject } from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';

export type Reveal<T extends Element> = {
  ref: RefObject<T | null>;
  /** true when the element uses the fade-in animation at all. */
  animated: boolean;
  /** true once the element has scrolled into view (or at once when not animated). */
  visible: boolean;
};

/**
 * Fades an element in the first time it scrolls into view. Without IntersectionObserver, or
 * when the user prefers reduced motion, the element is simply visible from the start.
 */
export function useReveal<T extends Element>(): Reveal<T> {
  const ref = useRef<T>(null);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const animated = !reducedMotion && typeof IntersectionObserver === 'function';
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!animated || seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold: 0.1, rootMargin: '0px 0px -5% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [animated, seen]);

  return { ref, animated, visible: seen || !animated };
}
