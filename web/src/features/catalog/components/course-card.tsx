import { useId, useState } from 'react';
import { Link } from 'react-router';
import { RatingDialog } from '@/components/rating-dialog/lazy-rating-dialog';
import { hasRatingDraft } from '@/components/rating-dialog/rating-draft';
import { RatingSummary } from '@/components/rating-summary/rating-summary';
import { paths } from '@/config/paths';
import { courseAnchor } from '@/data/catalogue';
import type { Course } from '@/data/types';
import { format, formatPrice, messages } from '@/lib/i18n';
import { CourseCardAction } from './course-card-action';
import { CourseReviews } from './course-reviews';
import { CourseTopics } from './course-topics';
import './course-card.css';

type Props = {
  course: Course;
  inCart: boolean;
  onAddToCart: (course: Course) => void;
  /** On the course's own page the card's title is the page's one h1 (and links nowhere). */
  standalone?: boolean;
};

/**
 * One course: facts, topics, its tutors (each a link to their page; none: the Darsak tutor team),
 * cart and rating actions, and its reviews (SPEC section 2). The course comes in the reader's
 * language from the catalogue (decision 074).
 */
export function CourseCard({ course, inCart, onAddToCart, standalone = false }: Props) {
  const t = messages.catalog.card;
  const tutors = course.tutors ?? [];
  const [showReviews, setShowReviews] = useState(false);
  // A visitor who logged in to send a rating comes back to its dialog, draft intact.
  const [rating, setRating] = useState(() => hasRatingDraft('course', course.id));
  const id = useId();
  const titleId = `${id}-title`;
  const reviewsId = `${id}-reviews`;

  return (
    <article id={courseAnchor(course.id)} className="card course-card" aria-labelledby={titleId}>
      {/* No picture yet (the back office's preview of a new course before its category): no src, not src="", which a browser fetches as the page itself. */}
      <img className="course-card__image" src={course.image || undefined} alt="" width={640} height={360} loading="lazy" decoding="async" />
      <div className="course-card__body">
        <div className="course-card__top">
          <bdi className="course-card__code">{course.code}</bdi>
          <span className="course-card__credits">{format(t.credits, { credits: course.credits })}</span>
        </div>
        {standalone ? (
          <h1 id={titleId} className="course-card__title course-card__title--page">
            {course.title}
          </h1>
        ) : (
          <h2 id={titleId} className="course-card__title">
            <Link to={paths.course.href(course.categoryId, course.id)}>{course.title}</Link>
          </h2>
        )}
        <div className="course-card__rating">
          <RatingSummary type="course" subjectId={course.id} baseline={course.rating} detail="full" />
        </div>

        <CourseTopics topics={course.whatYouWillSee} />

        <dl className="course-card__facts">
          <div>
            <dt>{t.duration}</dt>
            <dd>
              {course.time}
              <span className="course-card__lectures">{format(t.lectures, { count: course.lectures })}</span>
            </dd>
          </div>
          <div>
            <dt>{t.semester}</dt>
            <dd>{format(t.semesterValue, { sem: course.sem })}</dd>
          </div>
          <div>
            <dt className="visually-hidden">{t.price}</dt>
            <dd className="course-card__price">
              <bdi>{formatPrice(course.price)}</bdi>
            </dd>
          </div>
        </dl>

        {tutors.length > 0 ? (
          <div className="course-card__tutor course-card__tutor--people">
            <span className="course-card__tutor-faces" aria-hidden="true">
              {tutors.slice(0, 3).map((tutor) => (
                <img
                  key={tutor.id}
                  className="course-card__tutor-face"
                  src={tutor.image}
                  alt=""
                  width={36}
                  height={36}
                  loading="lazy"
                  decoding="async"
                />
              ))}
            </span>
            <span>
              <span className="course-card__tutor-label">{tutors.length === 1 ? t.tutorLabel : t.tutorsLabel}</span>
              <span className="course-card__tutor-names">
                {tutors.map((tutor, index) => (
                  <span key={tutor.id}>
                    {index > 0 && ', '}
                    <Link className="course-card__tutor-name" to={paths.tutor.href(tutor.id)}>
                      {tutor.name}
                    </Link>
                  </span>
                ))}
              </span>
            </span>
          </div>
        ) : (
          <div className="course-card__tutor">
            <span className="course-card__tutor-avatar" aria-hidden="true">
              D
            </span>
            <span>
              <span className="course-card__tutor-label">{t.tutorLabel}</span>
              <span className="course-card__tutor-name">{t.tutorName}</span>
            </span>
          </div>
        )}

        <div className="course-card__actions">
          <CourseCardAction course={course} inCart={inCart} onAddToCart={onAddToCart} />
          <button type="button" className="btn btn-secondary" onClick={() => setRating(true)}>
            {t.rateCourse}
          </button>
        </div>

        <button
          type="button"
          className="btn btn-ghost course-card__reviews-toggle"
          aria-expanded={showReviews}
          aria-controls={reviewsId}
          onClick={() => setShowReviews((shown) => !shown)}
        >
          {showReviews ? t.hideReviews : t.showReviews}
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-open={showReviews}>
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <CourseReviews id={reviewsId} course={course} hidden={!showReviews} onEdit={() => setRating(true)} />
      </div>
      <RatingDialog
        open={rating}
        onClose={() => setRating(false)}
        type="course"
        subjectId={course.id}
        subjectName={course.title}
        returnAnchor={courseAnchor(course.id)}
      />
    </article>
  );
}
