import { useId, useState } from 'react';
import { Link } from 'react-router';
import { RatingDialog } from '@/components/rating-dialog/lazy-rating-dialog';
import { hasRatingDraft } from '@/components/rating-dialog/rating-draft';
import { RatingSummary } from '@/components/rating-summary/rating-summary';
import { paths } from '@/config/paths';
import { courseAnchor } from '@/data/courses';
import type { Course } from '@/data/types';
import { format, formatPrice, messages } from '@/lib/i18n';
import { localizeCourse } from '@/lib/localize-content';
import { ReviewCarousel } from './review-carousel';
import './course-card.css';

type Props = {
  course: Course;
  inCart: boolean;
  onAddToCart: (course: Course) => void;
  /** On the course's own page the card's title is the page's one h1 (and links nowhere). */
  standalone?: boolean;
};

/** One course: facts, topics, tutor, cart and rating actions, and its reviews (SPEC section 2). */
export function CourseCard({ course: source, inCart, onAddToCart, standalone = false }: Props) {
  const t = messages.catalog.card;
  const course = localizeCourse(source);
  const [showReviews, setShowReviews] = useState(false);
  // A visitor who logged in to send a rating comes back to its dialog, draft intact.
  const [rating, setRating] = useState(() => hasRatingDraft('course', course.id));
  const id = useId();
  const titleId = `${id}-title`;
  const reviewsId = `${id}-reviews`;

  return (
    <article id={courseAnchor(course.id)} className="card course-card" aria-labelledby={titleId}>
      <img className="course-card__image" src={course.image} alt="" width={640} height={360} loading="lazy" decoding="async" />
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

        <h3 className="course-card__subheading">{t.whatYouWillLearn}</h3>
        <ul className="course-card__topics">
          {course.whatYouWillSee.map((topic) => (
            <li key={topic}>{topic}</li>
          ))}
        </ul>

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

        <div className="course-card__tutor">
          <span className="course-card__tutor-avatar" aria-hidden="true">
            D
          </span>
          <span>
            <span className="course-card__tutor-label">{t.tutorLabel}</span>
            <span className="course-card__tutor-name">{t.tutorName}</span>
          </span>
        </div>

        <div className="course-card__actions">
          <button
            type="button"
            className={`btn ${inCart ? 'btn-secondary course-card__in-cart' : 'btn-primary'}`}
            aria-disabled={inCart}
            onClick={() => {
              if (!inCart) onAddToCart(source);
            }}
          >
            {inCart ? (
              <>
                <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path
                    d="M5 12.5l4.5 4.5L19 7.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.4"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                {t.inCart}
              </>
            ) : (
              t.addToCart
            )}
          </button>
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
        <ReviewCarousel
          id={reviewsId}
          label={format(t.reviewsOf, { title: course.title })}
          reviews={course.reviews}
          hidden={!showReviews}
        />
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
