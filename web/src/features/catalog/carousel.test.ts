import { describe, expect, it } from 'vitest';
import { carouselTarget } from './carousel';

const box = (scrollLeft: number) => ({ scrollLeft, clientWidth: 350, scrollWidth: 1050 }); // 3 slides, max 700

describe('carouselTarget', () => {
  it('steps 400 px forward and back', () => {
    expect(carouselTarget(box(0), 1, 400)).toBe(400);
    expect(carouselTarget(box(350), -1, 400)).toBe(0);
    expect(carouselTarget(box(600), -1, 400)).toBe(200);
  });

  it('stops at the end instead of overshooting', () => {
    expect(carouselTarget(box(350), 1, 400)).toBe(700);
  });

  it('wraps from the last review to the first and from the first to the last', () => {
    expect(carouselTarget(box(700), 1, 400)).toBe(0);
    expect(carouselTarget(box(699), 1, 400)).toBe(0); // sub-pixel scroll positions count as the end
    expect(carouselTarget(box(0), -1, 400)).toBe(700);
  });

  it('stays put when everything fits', () => {
    expect(carouselTarget({ scrollLeft: 0, clientWidth: 400, scrollWidth: 400 }, 1, 400)).toBe(0);
    expect(carouselTarget({ scrollLeft: 0, clientWidth: 400, scrollWidth: 400 }, -1, 400)).toBe(0);
  });
});
