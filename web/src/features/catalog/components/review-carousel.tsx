import { COURSE_REVIEW_STEP_PX } from '@darsak/common';
import { useRef, type KeyboardEvent } from 'react';
import { NameAvatar } from '@/components/name-avatar/name-avatar';
import { Stars } from '@/components/stars/stars';
import type { CourseReview } from '@/data/types';
import { format, messages } from '@/lib/i18n';
import { carouselTarget } from '../carousel';
import './review-carousel.css';

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

type Props = { id: string; label: string; reviews: CourseReview[]; hidden?: boolean };

/**
 * A course's reviews in a horizontal carousel: previous and next scroll one 400 px step and
 * wrap around at either end; arrow keys do the same when the track has focus.
 */
export function ReviewCarousel({ id, label, reviews, hidden = false }: Props) {
  const t = messages.catalog.reviews;
  const trackRef = useRef<HTMLUListElement>(null);

  if (reviews.length === 0) {
    return (
      <p id={id} className="reviews reviews--empty" hidden={hidden}>
        {t.noReviews}
      </p>
    );
  }

  const move = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    const rtl = getComputedStyle(track).direction === 'rtl';
    const left = carouselTarget(
      { scrollLeft: Math.abs(track.scrollLeft), clientWidth: track.clientWidth, scrollWidth: track.scrollWidth },
      direction,
      COURSE_REVIEW_STEP_PX,
    );
    track.scrollTo({ left: rtl ? -left : left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = (event.key === 'ArrowRight') !== rtl;
    move(forward ? 1 : -1);
  };

  return (
    <section id={id} className="reviews" aria-roledescription="carousel" aria-label={label} hidden={hidden}>
      <ul ref={trackRef} className="reviews__track" tabIndex={0} onKeyDown={onKeyDown}>
        {reviews.map((review, index) => (
          <li key={`${review.name}-${index}`} className="review">
            <figure className="review__figure">
              <figcaption className="review__author">
                <NameAvatar className="review__avatar" name={review.name} toneKey={review.image} size={40} />
                <span className="review__name">{review.name}</span>
              </figcaption>
              <Stars value={review.rating} label={format(t.rating, { rating: review.rating })} size="sm" />
              <blockquote className="review__text">
                <p>{review.testimonial}</p>
              </blockquote>
            </figure>
          </li>
        ))}
      </ul>
      {reviews.length > 1 && (
        <div className="reviews__controls">
          <button type="button" className="reviews__button" aria-label={t.previous} onClick={() => move(-1)}>
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <button type="button" className="reviews__button" aria-label={t.next} onClick={() => move(1)}>
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
      )}
    </section>
  );
}
