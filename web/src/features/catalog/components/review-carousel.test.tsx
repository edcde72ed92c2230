import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourseReview } from '@/data/types';
import { ReviewCarousel } from './review-carousel';

const review = (name: string, rating: number): CourseReview => ({
  name,
  rating,
  image: `/images/testimonials/${name}.svg`,
  testimonial: `${name} liked it.`,
});
const REVIEWS = [review('Lara', 5), review('Omar', 4), review('Maya', 3)];

/** jsdom has no layout: give the track a 350 px window on 3 × 350 px of reviews. */
function layout(track: HTMLElement, scrollLeft: number) {
  Object.defineProperties(track, {
    clientWidth: { configurable: true, value: 350 },
    scrollWidth: { configurable: true, value: 1050 },
    scrollLeft: { configurable: true, value: scrollLeft, writable: true },
  });
}

describe('ReviewCarousel', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    Element.prototype.scrollTo = scrollTo as unknown as Element['scrollTo'];
  });
  afterEach(() => {
    scrollTo.mockReset();
  });

  it('shows every review with its name, stars and text', () => {
    render(<ReviewCarousel id="r" label="Reviews of Cell Biology" reviews={REVIEWS} />);
    const region = screen.getByRole('region', { name: 'Reviews of Cell Biology' });
    expect(region).toHaveTextContent('Omar liked it.');
    expect(screen.getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument();
  });

  it('next steps 400 px and wraps from the last review back to the first', async () => {
    const user = userEvent.setup();
    render(<ReviewCarousel id="r" label="Reviews" reviews={REVIEWS} />);
    const track = screen.getByRole('list');
    layout(track, 0);
    await user.click(screen.getByRole('button', { name: 'Next review' }));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 400 }));
    layout(track, 700);
    await user.click(screen.getByRole('button', { name: 'Next review' }));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 0 }));
  });

  it('previous from the first review wraps to the last', async () => {
    const user = userEvent.setup();
    render(<ReviewCarousel id="r" label="Reviews" reviews={REVIEWS} />);
    layout(screen.getByRole('list'), 0);
    await user.click(screen.getByRole('button', { name: 'Previous review' }));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 700 }));
  });

  it('moves with the arrow keys when the reviews have focus', async () => {
    const user = userEvent.setup();
    render(<ReviewCarousel id="r" label="Reviews" reviews={REVIEWS} />);
    const track = screen.getByRole('list');
    layout(track, 700);
    await user.tab();
    expect(track).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 0 }));
    layout(track, 0);
    await user.keyboard('{ArrowLeft}');
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 700 }));
  });

  it('says so when there are no reviews', () => {
    render(<ReviewCarousel id="r" label="Reviews" reviews={[]} />);
    expect(screen.getByText('No reviews available for this course.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
