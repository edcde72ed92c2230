import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { RatingDialog } from '@/components/rating-dialog/lazy-rating-dialog';
import { hasRatingDraft } from '@/components/rating-dialog/rating-draft';
import { RatingSummary } from '@/components/rating-summary/rating-summary';
import { paths } from '@/config/paths';
import { formatMonth } from '@/lib/format-date';
import { format, formatPrice, messages } from '@/lib/i18n';
import { formatNodes } from '@/lib/i18n-nodes';
import type { TutorDetail } from '../api/get-tutor';
import { readBookingChoice } from '../booking-choice';
import { BookSession } from './book-session';
import { GetInTouch } from './get-in-touch';
import { StudentReviews } from '@/components/student-reviews/student-reviews';
import { ReviewSlider } from './review-slider';
import { TutorActionBar } from './tutor-action-bar';
import { TutorPackages } from './tutor-packages';
import './tutor-profile.css';

const REVIEWS_HEADING_ID = 'tutor-reviews';

/** The tutor's hourly rate in USD: the profile's own, else the cheapest private course, else none. */
export function hourlyRateOf(tutor: TutorDetail): number | null {
  if (typeof tutor.hourlyRate === 'number' && Number.isFinite(tutor.hourlyRate) && tutor.hourlyRate > 0) return tutor.hourlyRate;
  const prices = (tutor.privateCourses ?? []).map((course) => course.pricePerHour).filter((p) => Number.isFinite(p) && p > 0);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/** React Router keeps the position in its history stack; 0 means the profile was opened directly. */
function hasPreviousEntry(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

export function TutorProfile({ tutor: source }: { tutor: TutorDetail }) {
  const t = messages.tutors.detail;
  // In the reader's language from the server (decision 074).
  const tutor = source;
  const navigate = useNavigate();
  // A visitor who logged in to send a rating comes back to its dialog, draft intact.
  const [rating, setRating] = useState(() => hasRatingDraft('tutor', tutor.id));
  const rate = () => setRating(true);
  // Back from the login page (?book=1): the booking dialog opens again with the choice kept.
  const [search, setSearch] = useSearchParams();
  const [booking, setBooking] = useState(() => search.get('book') === '1');
  const [bookingChoice] = useState(() => (search.get('book') === '1' ? readBookingChoice(source.id) : null));
  useEffect(() => {
    if (search.get('book') !== null)
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('book');
          return next;
        },
        { replace: true },
      );
  }, [search, setSearch]);
  const book = () => setBooking(true);
  const hourlyRate = hourlyRateOf(tutor);
  const reviewCount = tutor.reviews.length;
  const goBack = () => {
    if (hasPreviousEntry()) void navigate(-1);
    else void navigate(paths.tutors.href());
  };
  const bio = tutor.bio?.trim();

  return (
    <div className="tutor-profile page">
      <title>{format(messages.shell.documentTitle, { page: tutor.name })}</title>
      <div className="container">
        <button type="button" className="btn btn-ghost tutor-profile__back" onClick={goBack}>
          <svg className="icon-arrow" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" />
          </svg>
          {t.back}
        </button>

        <header className="tutor-profile__hero card">
          <img
            className="tutor-profile__portrait"
            src={tutor.image}
            alt={format(t.portraitAlt, { name: tutor.name })}
            width={168}
            height={168}
          />
          <div className="tutor-profile__identity">
            <h1 className="tutor-profile__name">{tutor.name}</h1>
            <p className="tutor-profile__major">{tutor.major}</p>
            <p className="tutor-profile__meta">
              <span>{tutor.university}</span>
              <span aria-hidden="true"> · </span>
              <span>{tutor.year}</span>
            </p>
            <p className="tutor-profile__meta">{format(t.joined, { date: formatMonth(tutor.joinedDate) })}</p>
            <div className="tutor-profile__rating" role="group" aria-label={t.ratingHeading}>
              <RatingSummary type="tutor" subjectId={tutor.id} baseline={tutor.rating} detail="full" size="md" />
              {reviewCount > 0 && (
                <a className="tutor-profile__reviews-link" href={`#${REVIEWS_HEADING_ID}`}>
                  {reviewCount === 1 ? t.reviewCountOne : format(t.reviewCount, { count: reviewCount })}
                </a>
              )}
            </div>
          </div>
          <dl className="tutor-profile__stats">
            {hourlyRate !== null && (
              <div className="tutor-profile__stat-rate">
                <dt>{t.hourlyRate}</dt>
                <dd>
                  <bdi>{formatPrice(hourlyRate)}</bdi>
                </dd>
              </div>
            )}
            <div>
              <dt>{t.experience}</dt>
              <dd>{tutor.yearsOfExperience}</dd>
            </div>
            <div>
              <dt>{t.students}</dt>
              <dd>{tutor.students}</dd>
            </div>
            <div>
              <dt>{t.successRate}</dt>
              <dd>{format(t.successRateValue, { value: tutor.successRate })}</dd>
            </div>
          </dl>
        </header>

        <div className="tutor-profile__layout">
          <div className="tutor-profile__main">
            <section className="tutor-profile__section card" aria-labelledby="tutor-about">
              <h2 id="tutor-about">{format(t.aboutHeading, { name: tutor.name })}</h2>
              <p className={bio ? 'tutor-profile__bio' : 'tutor-profile__bio is-empty'}>{bio || t.noBio}</p>
            </section>

            <section className="tutor-profile__section card" aria-labelledby="tutor-courses">
              <h2 id="tutor-courses">{t.coursesHeading}</h2>
              {tutor.courses.length > 0 ? (
                <ul className="tutor-profile__chips">
                  {tutor.courses.map((course) => (
                    <li key={course}>{course}</li>
                  ))}
                </ul>
              ) : (
                <p className="tutor-profile__empty">{t.noCourses}</p>
              )}
            </section>

            <section className="tutor-profile__section card" aria-labelledby="tutor-private-courses">
              <h2 id="tutor-private-courses">{t.privateCoursesHeading}</h2>
              {tutor.privateCourses.length > 0 ? (
                <ul className="tutor-profile__private">
                  {tutor.privateCourses.map((course) => (
                    <li key={course.title}>
                      <div>
                        <h3>{course.title}</h3>
                        <p>{course.description}</p>
                      </div>
                      <p className="tutor-profile__price">
                        {formatNodes(t.pricePerHour, { price: <bdi>{formatPrice(course.pricePerHour)}</bdi> })}
                      </p>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="tutor-profile__empty">{t.noPrivateCourses}</p>
              )}
            </section>

            <section className="tutor-profile__section card" aria-labelledby="tutor-availability">
              <h2 id="tutor-availability">{t.availabilityHeading}</h2>
              {tutor.availability.length > 0 ? (
                <dl className="tutor-profile__availability">
                  {tutor.availability.map((slot) => (
                    <div key={`${slot.day}-${slot.time}`}>
                      <dt>{slot.day}</dt>
                      <dd>{slot.time}</dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <p className="tutor-profile__empty">{t.noAvailability}</p>
              )}
            </section>
          </div>

          <div className="tutor-profile__side">
            <GetInTouch tutor={tutor} onRate={rate} onBook={book} />
            {/* Packages of hours beside Book Session (decision 086): bought as an order, spent by bookings. */}
            <TutorPackages tutor={tutor} />
            {/* Students' own written reviews first (issue 21); the catalogue's quotes below, named as samples. */}
            <div className="card tutor-profile__section tutor-profile__student-reviews">
              <StudentReviews type="tutor" subjectId={tutor.id} onEdit={rate} />
            </div>
            <div className="card">
              <ReviewSlider reviews={tutor.reviews} headingId={REVIEWS_HEADING_ID} />
              {tutor.reviews.length > 0 && <p className="tutor-profile__samples">{messages.coursePage.studentReviews.samples}</p>}
            </div>
          </div>
        </div>
      </div>
      <TutorActionBar tutor={tutor} hourlyRate={hourlyRate} onRate={rate} onBook={book} />
      <BookSession
        open={booking}
        onClose={() => setBooking(false)}
        initial={bookingChoice ?? undefined}
        tutor={{ id: tutor.id, name: tutor.name, hourlyRate: tutor.hourlyRate, privateCourses: tutor.privateCourses }}
      />
      <RatingDialog open={rating} onClose={() => setRating(false)} type="tutor" subjectId={tutor.id} subjectName={tutor.name} />
    </div>
  );
}
