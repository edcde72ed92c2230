import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TutorReview } from '@darsak/common';
import { ReviewSlider } from './review-slider';

const REVIEWS: TutorReview[] = [
  { user: 'Jana K.', comment: 'First review', rating: 5, date: '2026-10-01' },
  { user: 'Ali M.', comment: 'Second review', rating: 4, date: '2026-09-01' },
  { user: 'Lynn S.', comment: 'Third review', rating: 3, date: '2026-08-01' },
];

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const slider = () => screen.getByRole('region', { name: 'What Students Say' });

function mockReducedMotion(matches: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: matches && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

describe('ReviewSlider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances to the next review every 3 seconds and wraps around after the last', () => {
    render(<ReviewSlider reviews={REVIEWS} />);
    expect(screen.getByText('First review')).toBeInTheDocument();
    expect(screen.getByText('1/3')).toBeInTheDocument();
    advance(2999);
    expect(screen.getByText('1/3')).toBeInTheDocument();
    advance(1);
    expect(screen.getByText('Second review')).toBeInTheDocument();
    expect(screen.getByText('2/3')).toBeInTheDocument();
    advance(3000);
    expect(screen.getByText('3/3')).toBeInTheDocument();
    advance(3000);
    expect(screen.getByText('First review')).toBeInTheDocument();
    expect(screen.getByText('1/3')).toBeInTheDocument();
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    render(<ReviewSlider reviews={REVIEWS} />);
    fireEvent.mouseEnter(slider());
    advance(10_000);
    expect(screen.getByText('1/3')).toBeInTheDocument();
    fireEvent.mouseLeave(slider());
    advance(3000);
    expect(screen.getByText('2/3')).toBeInTheDocument();
  });

  it('pauses while keyboard focus is inside the slider', () => {
    render(<ReviewSlider reviews={REVIEWS} />);
    act(() => screen.getByRole('button', { name: 'Next review' }).focus());
    advance(9000);
    expect(screen.getByText('1/3')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Next review' }).blur());
    advance(3000);
    expect(screen.getByText('2/3')).toBeInTheDocument();
  });

  it('moves with the previous and next buttons, wrapping at both ends', () => {
    render(<ReviewSlider reviews={REVIEWS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous review' }));
    expect(screen.getByText('3/3')).toBeInTheDocument();
    expect(screen.getByText('Third review')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next review' }));
    expect(screen.getByText('1/3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next review' }));
    expect(screen.getByText('2/3')).toBeInTheDocument();
    expect(screen.getByText('Ali M.')).toBeInTheDocument();
  });

  it('announces changes politely once rotation is paused', () => {
    render(<ReviewSlider reviews={REVIEWS} />);
    const live = screen.getByRole('group', { name: 'Review 1 of 3' }).parentElement!;
    expect(live).toHaveAttribute('aria-live', 'off');
    fireEvent.mouseEnter(slider());
    expect(live).toHaveAttribute('aria-live', 'polite');
  });

  it('can be stopped and resumed with its own control', () => {
    render(<ReviewSlider reviews={REVIEWS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic review rotation' }));
    act(() => (document.activeElement as HTMLElement).blur());
    advance(9000);
    expect(screen.getByText('1/3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Resume automatic review rotation' }));
    act(() => (document.activeElement as HTMLElement).blur());
    advance(3000);
    expect(screen.getByText('2/3')).toBeInTheDocument();
  });

  it('does not rotate on its own when the user prefers reduced motion', () => {
    mockReducedMotion(true);
    render(<ReviewSlider reviews={REVIEWS} />);
    advance(9000);
    expect(screen.getByText('1/3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /automatic review rotation/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next review' }));
    expect(screen.getByText('2/3')).toBeInTheDocument();
  });

  it('says so when there are no reviews', () => {
    render(<ReviewSlider reviews={[]} />);
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next review' })).not.toBeInTheDocument();
  });
});
