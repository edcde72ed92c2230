import { useEffect, useId, useState, type FocusEvent } from 'react';
import { TUTOR_REVIEW_INTERVAL_MS, type TutorReview } from '@darsak/common';
import { formatDay } from '@/lib/format-date';
import { format, messages } from '@/lib/i18n';
import { useMediaQuery } from '@/hooks/use-media-query';
import { TutorStars } from './tutor-stars';
import './review-slider.css';

type ReviewSliderProps = {
  /** date: the day the review was written (YYYY-MM-DD), shown when present. */
  reviews: readonly (TutorReview & { date?: string })[];
  /** The id the heading takes, so a link elsewhere on the page can point at the reviews. */
  headingId?: string;
  intervalMs?: number;
};

/**
 * Auto-rotating reviews (every 3 s). Rotation pauses while the pointer is over the slider or
 * focus is inside it, can be stopped with its own button, and never starts when the user
 * prefers reduced motion. The live region is polite whenever rotation is not running, so
 * manual changes are announced without announcing every automatic turn (WAI-ARIA carousel).
 */
export function ReviewSlider({ reviews, intervalMs = TUTOR_REVIEW_INTERVAL_MS, headingId: givenHeadingId }: ReviewSliderProps) {
  const t = messages.tutors.reviews;
  const ownHeadingId = useId();
  const headingId = givenHeadingId ?? ownHeadingId;
  const total = reviews.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  const current = total > 0 ? index % total : 0;
  const canRotate = total > 1 && !reducedMotion;
  const rotating = canRotate && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((value) => (value + 1) % total), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, index, total, intervalMs]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const review = reviews[current];
  return (
    <section
      className="review-slider"
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="review-slider__head">
        <h2 id={headingId} className="review-slider__title">
          {t.heading}
        </h2>
        {canRotate && (
          <button
            type="button"
            className="review-slider__toggle btn btn-ghost"
            onClick={() => setStopped((value) => !value)}
            aria-label={stopped ? t.play : t.pause}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {stopped ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}
            </svg>
          </button>
        )}
      </div>
      {review ? (
        <>
          <div className="review-slider__viewport" aria-live={rotating ? 'off' : 'polite'} aria-atomic="true">
            <div
              key={current}
              className="review-slider__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={format(t.slideLabel, { current: current + 1, total })}
            >
              <figure className="review-slider__figure">
                <TutorStars rating={review.rating} />
                <blockquote className="review-slider__quote">
                  <p>{review.comment}</p>
                </blockquote>
                <figcaption className="review-slider__author">
                  {format(t.byline, { user: review.user })}
                  {review.date && formatDay(review.date) && (
                    <>
                      <span aria-hidden="true"> · </span>
                      <time className="review-slider__date" dateTime={review.date}>
                        {formatDay(review.date)}
                      </time>
                    </>
                  )}
                </figcaption>
              </figure>
            </div>
          </div>
          <div className="review-slider__controls">
            <button
              type="button"
              className="review-slider__arrow btn btn-secondary"
              onClick={() => setIndex((current - 1 + total) % total)}
              aria-label={t.previous}
              disabled={total < 2}
            >
              <svg className="icon-arrow" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M15 5l-7 7 7 7" />
              </svg>
            </button>
            <span className="review-slider__counter" aria-hidden="true">
              {format(t.counter, { current: current + 1, total })}
            </span>
            <button
              type="button"
              className="review-slider__arrow btn btn-secondary"
              onClick={() => setIndex((current + 1) % total)}
              aria-label={t.next}
              disabled={total < 2}
            >
              <svg className="icon-arrow" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M9 5l7 7-7 7" />
              </svg>
            </button>
          </div>
        </>
      ) : (
        <p className="review-slider__empty">{t.none}</p>
      )}
    </section>
  );
}
