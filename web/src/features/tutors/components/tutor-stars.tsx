import { RATING_MAX } from '@darsak/common';
import { Stars } from '@/components/stars/stars';
import { format, messages } from '@/lib/i18n';

/** A tutor's rating as whole stars: clamped to 0..5 and rounded; anything else counts as 0. */
export function clampStars(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(RATING_MAX, Math.max(0, Math.round(rating)));
}

/** Whole stars for a tutor's (or a review's) rating, labelled like '4 out of 5 stars'. */
export function TutorStars({ rating, size = 'md' }: { rating: number; size?: 'sm' | 'md' }) {
  const stars = clampStars(rating);
  return <Stars value={stars} label={format(messages.tutors.stars.label, { rating: stars })} size={size} />;
}
