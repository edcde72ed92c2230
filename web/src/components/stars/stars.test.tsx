import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clampRating, Stars } from './stars';

const fills = () => [...screen.getByRole('img').querySelectorAll('svg')].map((star) => star.getAttribute('data-fill'));

describe('Stars', () => {
  it('clamps a display rating to 0..5', () => {
    expect(clampRating(7)).toBe(5);
    expect(clampRating(-2)).toBe(0);
    expect(clampRating(Number.NaN)).toBe(0);
    expect(clampRating(4.6)).toBe(4.6);
  });

  it('shows filled and empty stars for a whole rating, named by its label', () => {
    render(<Stars value={3} label="Rated 3 out of 5" />);
    expect(screen.getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument();
    expect(fills()).toEqual(['full', 'full', 'full', 'empty', 'empty']);
  });

  it('fills part of a star for a fraction', () => {
    render(<Stars value={4.5} label="Rated 4.5 out of 5" />);
    expect(fills()).toEqual(['full', 'full', 'full', 'full', 'partial']);
  });

  it('never shows more than five or fewer than zero stars', () => {
    const { unmount } = render(<Stars value={9} label="Rated 5 out of 5" />);
    expect(fills()).toEqual(['full', 'full', 'full', 'full', 'full']);
    unmount();
    render(<Stars value={-1} label="Rated 0 out of 5" />);
    expect(fills()).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
});
