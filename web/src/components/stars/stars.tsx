import { RATING_MAX } from '@darsak/common';
import { useId } from 'react';
import './stars.css';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** A display rating clamped to 0..5 (SPEC section 5); anything not a number counts as 0. */
export function clampRating(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(RATING_MAX, Math.max(0, value));
}

export type StarsProps = {
  /** 0 to 5; fractions fill part of a star (4.5 shows four and a half). */
  value: number;
  /** The accessible text, e.g. 'Rated 4.5 out of 5'. */
  label: string;
  size?: 'sm' | 'md';
};

/** Filled and empty stars for a rating, read out by screen readers as one image with a label. */
export function Stars({ value, label, size = 'md' }: StarsProps) {
  const id = useId();
  const rating = clampRating(value);
  return (
    <span className={`stars stars--${size}`} role="img" aria-label={label}>
      {Array.from({ length: RATING_MAX }, (_, index) => {
        const fill = Math.min(1, Math.max(0, rating - index));
        const clipId = `${id}-${index}`;
        return (
          <svg
            key={index}
            className="stars__star"
            data-fill={fill === 1 ? 'full' : fill === 0 ? 'empty' : 'partial'}
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
          >
            <path className="stars__empty" d={STAR_PATH} />
            {fill > 0 && (
              <>
                <clipPath id={clipId}>
                  <rect x="0" y="0" width={24 * fill} height="24" />
                </clipPath>
                <path className="stars__filled" d={STAR_PATH} clipPath={`url(#${clipId})`} />
              </>
            )}
          </svg>
        );
      })}
    </span>
  );
}
