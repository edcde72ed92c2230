export type ScrollBox = { scrollLeft: number; clientWidth: number; scrollWidth: number };

/**
 * Where a review carousel scrolls to for one step of `step` pixels, wrapping around: next
 * from the end goes back to the start, previous from the start goes to the end. Positions
 * are distances from the inline start (positive in both directions).
 */
export function carouselTarget({ scrollLeft, clientWidth, scrollWidth }: ScrollBox, direction: 1 | -1, step: number): number {
  const max = Math.max(0, scrollWidth - clientWidth);
  if (max === 0) return 0;
  const position = Math.min(Math.max(scrollLeft, 0), max);
  if (direction === 1) return position >= max - 2 ? 0 : Math.min(position + step, max);
  return position <= 2 ? max : Math.max(position - step, 0);
}
