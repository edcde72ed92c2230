import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clampStars, TutorStars } from './tutor-stars';

const filledCount = (container: HTMLElement) => container.querySelectorAll('[data-fill="full"]').length;

describe('TutorStars', () => {
  it('fills one star per rating point and names the rating for assistive technology', () => {
    const { container } = render(<TutorStars rating={4} />);
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(filledCount(container)).toBe(4);
    expect(container.querySelectorAll('svg')).toHaveLength(5);
  });

  it('clamps ratings above 5 to five stars', () => {
    const { container } = render(<TutorStars rating={9} />);
    expect(screen.getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(filledCount(container)).toBe(5);
  });

  it('clamps negative ratings to zero stars', () => {
    const { container } = render(<TutorStars rating={-3} />);
    expect(screen.getByRole('img', { name: '0 out of 5 stars' })).toBeInTheDocument();
    expect(filledCount(container)).toBe(0);
  });

  it('rounds fractional ratings and treats non-numbers as zero', () => {
    expect(clampStars(3.6)).toBe(4);
    expect(clampStars(2.4)).toBe(2);
    expect(clampStars(Number.NaN)).toBe(0);
    expect(clampStars(Number.POSITIVE_INFINITY)).toBe(0);
  });
});
