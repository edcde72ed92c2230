import { RATING_MAX } from '@darsak/common';
import { format, messages } from '@/lib/i18n';
import './tutor-stars.css';

/** A tutor's rating as whole stars: clamped to 0..5 and rounded, anything else counts as 0. */
export function clampStars(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(RATING_MAX, Math.max(0, Math.round(rating)));
}

const STAR_PATH =
  'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

export function TutorStars({ rating, size = 'md' }: { rating: number; size?: 'md' | 'lg' }) {
  const filled = clampStars(rating);
  return (
    <span
      className={`tutor-stars tutor-stars--${size}`}
      role="img"
      aria-label={format(messages.tutors.stars.label, { rating: filled })}
    >
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <svg
          key={index}
          className={index < filled ? 'tutor-stars__star is-filled' : 'tutor-stars__star'}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}
