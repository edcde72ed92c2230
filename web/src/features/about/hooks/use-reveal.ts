import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';

export type Reveal<T extends Element> = {
  ref: RefObject<T | null>;
  /** true when the element uses the fade-in animation at all. */
  animated: boolean;
  /** true once the element has scrolled into view (or at once when not animated). */
  visible: boolean;
};

const subscribeNothing = () => () => {};

/**
 * False while React hydrates server HTML (and on the server), true in the browser otherwise:
 * the prerendered page (decision 044) shows every section, as a page without script must.
 */
const useHydrated = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );

const inViewport = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight;
};

/**
 * Fades an element in the first time it scrolls into view. Without IntersectionObserver, or
 * when the user prefers reduced motion, the element is simply visible from the start. After a
 * hydration, sections already in view stay as they were painted; only the others fade in later.
 */
export function useReveal<T extends Element>(): Reveal<T> {
  const ref = useRef<T>(null);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const hydrated = useHydrated();
  const [fromServerHtml] = useState(!hydrated);
  const animated = hydrated && !reducedMotion && typeof IntersectionObserver === 'function';
  const [seen, setSeen] = useState(false);
  /** Whether the prerendered section was in view when hydrated (null until measured). */
  const inViewWhenHydrated = useRef<boolean | null>(null);

  // Before the paint that would hide it: a prerendered section the visitor already sees stays.
  // Measured in the hydration's own commit, while the page is as painted: measuring after the
  // section's classes change forced a style and layout pass in the middle of a task (decision 061).
  useLayoutEffect(() => {
    if (!fromServerHtml || !ref.current) return;
    inViewWhenHydrated.current ??= inViewport(ref.current);
    if (animated && !seen && inViewWhenHydrated.current) setSeen(true);
  }, [fromServerHtml, animated, seen]);

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
