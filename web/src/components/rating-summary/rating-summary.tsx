import type { RatingSummary as Summary, RatingType } from '@darsak/common';
import { Stars } from '@/components/stars/stars';
import { useDeferredQuery } from '@/lib/deferred-query';
import { format, formatNumber, messages } from '@/lib/i18n';
import { combineRating } from './combine-rating';
import { ratingSummariesQuery } from './rating-queries';
import './rating-summary.css';

/** verified_count arrives with the orders work; older servers leave it out. */
type StudentSummary = Summary & { verified_count?: number };

export type RatingSummaryProps = {
  type: RatingType;
  subjectId: string | number;
  /** The catalogue's own figure for the subject (course or tutor rating), 0..5. */
  baseline: number;
  /** 'full' adds what the figure is based on; 'compact' fits small cards. */
  detail?: 'full' | 'compact';
  size?: 'sm' | 'md';
};

/** The students' summary of one subject, from the type's summary in the query cache; null until (or unless) it arrives. */
function useStudentSummary(type: RatingType, subjectId: string | number): StudentSummary | null {
  const { data } = useDeferredQuery(ratingSummariesQuery(type));
  return (data?.find((s) => String(s.subject_id) === String(subjectId)) as StudentSummary | undefined) ?? null;
}

/**
 * One rating a student can trust (decision 024): the catalogue's figure and the students'
 * ratings combined, e.g. '★★★★½ 4.6 (12 ratings)', what it is based on, and how many
 * ratings come from verified purchases. Shows the catalogue figure alone until (or unless)
 * the students' summary arrives.
 */
export function RatingSummary({ type, subjectId, baseline, detail = 'compact', size = 'sm' }: RatingSummaryProps) {
  const summary = useStudentSummary(type, subjectId);
  const { value, count, verifiedCount } = combineRating(baseline, summary);
  const text = messages.ratings.figure;
  const average = formatNumber(Math.round(value * 10) / 10, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const label = count === 0 ? format(text.labelNone, { average }) : format(count === 1 ? text.labelOne : text.label, { average, count });
  const basis = count === 0 ? text.basisNone : format(count === 1 ? text.basisOne : text.basis, { count });
  return (
    <span className={`rating-summary rating-summary--${detail}`} data-rating={value.toFixed(1)}>
      <Stars value={value} label={label} size={size} />
      <span className="rating-summary__value" aria-hidden="true">
        {average}
      </span>
      {count > 0 && (
        <span className="rating-summary__count" aria-hidden="true">
          {format(count === 1 ? text.countOne : text.count, { count })}
        </span>
      )}
      {verifiedCount > 0 && (
        <span className="rating-summary__verified">
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
            <path
              d="M5 12.5l4.5 4.5L19 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {format(verifiedCount === 1 ? text.verifiedOne : text.verified, { count: verifiedCount })}
        </span>
      )}
      {detail === 'full' && <span className="rating-summary__basis">{basis}</span>}
    </span>
  );
}
