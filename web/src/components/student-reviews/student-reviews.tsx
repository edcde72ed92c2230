import type { Review } from '@darsak/common/contracts';
import type { RatingType } from '@darsak/common';
import { useId } from 'react';
import { Stars } from '@/components/stars/stars';
import { reviewsKey } from './reviews-key';
import { call } from '@/lib/api-client';
import { useDeferredQuery } from '@/lib/deferred-query';
import { formatDay } from '@/lib/format-date';
import { format, messages } from '@/lib/i18n';
import './student-reviews.css';

type Props = {
  type: Extract<RatingType, 'course' | 'tutor'>;
  subjectId: number;
  /** Opens the rating dialog: the student edits her own review there. */
  onEdit?: () => void;
};

/** GET /api/reviews: verified purchases first, newest first; hidden ones never (the server's order). */
const reviewsQuery = (type: RatingType, subjectId: number) => ({
  queryKey: reviewsKey(type, subjectId),
  queryFn: (): Promise<Review[]> => call('GET /api/reviews', { query: { type, subject_id: String(subjectId) } }),
  retry: false,
});

/**
 * Students' own written reviews of a course or a tutor (issue 21, decision 079): each with its
 * stars, date and a 'Verified purchase' mark; the reader's own marked 'Your review' with a way to
 * edit it. Mounted when shown, so a page of cards reads only the reviews someone opens.
 */
export function StudentReviews({ type, subjectId, onEdit }: Props) {
  const t = messages.coursePage.studentReviews;
  const headingId = useId();
  const { status, data } = useDeferredQuery(reviewsQuery(type, subjectId));
  return (
    <section className="student-reviews" aria-labelledby={headingId}>
      <h3 id={headingId} className="student-reviews__title">
        {t.title}
      </h3>
      {status === 'pending' ? (
        <p className="student-reviews__note" role="status">
          {t.loading}
        </p>
      ) : status === 'error' || !data ? (
        <p className="student-reviews__note">{t.failed}</p>
      ) : data.length === 0 ? (
        <p className="student-reviews__note">{t.none}</p>
      ) : (
        <ul className="student-reviews__list">
          {data.map((review) => (
            <li key={review.id} className="student-review" data-own={review.own || undefined}>
              <p className="student-review__head">
                <bdi className="student-review__name">{review.name}</bdi>
                {review.verified && <span className="student-review__verified">{t.verified}</span>}
                {review.own && <span className="student-review__own">{t.yours}</span>}
              </p>
              <Stars value={review.rating} label={format(t.rating, { rating: review.rating })} size="sm" />
              {/* A student's own words, in whatever language and direction she wrote them. */}
              <p className="student-review__text" dir="auto">
                {review.feedback}
              </p>
              <p className="student-review__date">
                <time dateTime={review.updated_at}>{formatDay(review.updated_at)}</time>
                {review.own && onEdit && (
                  <button type="button" className="btn btn-ghost student-review__edit" onClick={onEdit}>
                    {t.edit}
                  </button>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
