import { useEffect, useState } from 'react';

/** A section is "in view" once its top has passed this line (a share of the viewport height). */
const ACTIVE_LINE_RATIO = 0.35;
/** Height of the sticky navigation bar plus a little air. */
const NAV_OFFSET_PX = 80;

function pickActive(ids: readonly string[]): string | undefined {
  // Scrolled to the end, the last sections may be too short for their tops ever to reach the
  // line: the reader is at the last one in view.
  const atEnd = window.scrollY > 0 && window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
  const line = atEnd ? window.innerHeight : window.innerHeight * ACTIVE_LINE_RATIO;
  let active = ids[0];
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element && element.getBoundingClientRect().top <= line) active = id;
  }
  return active;
}

/**
 * The id of the section being read: the last of the given sections whose top has scrolled
 * above a line at 35 % of the viewport (the first section before that); at the end of the page,
 * the last one in view. An
 * IntersectionObserver watching the band between the navigation bar and that line tells
 * when a section crosses it; a frame-throttled scroll listener catches jumps that skip the
 * band. Without IntersectionObserver the first section stays active.
 */
export function useActiveSection(ids: readonly string[]): [string | undefined, (id: string) => void] {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const key = ids.join('|');

  useEffect(() => {
    const list = key ? key.split('|') : [];
    if (typeof IntersectionObserver !== 'function' || list.length === 0) return;
    const observer = new IntersectionObserver(() => setActive(pickActive(list)), {
      rootMargin: `-${NAV_OFFSET_PX}px 0px -${(1 - ACTIVE_LINE_RATIO) * 100}% 0px`,
      threshold: 0,
    });
    for (const id of list) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    // An instant jump (Home/End without smooth scrolling, reduced motion, dragging the
    // scrollbar) can skip the band entirely, so no section crosses it: re-check on every
    // scroll, at most once a frame.
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setActive(pickActive(list));
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // The page may have scrolled before this ran (a prerendered page is readable before the app
    // starts, decision 044): start from where it is.
    onScroll();
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [key]);

  // The sections shown change with the search: fall back to the first one shown.
  const current = active && ids.includes(active) ? active : ids[0];
  return [current, setActive];
}
