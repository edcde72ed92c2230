import { Link } from 'react-router';
import type { Tutor } from '@darsak/common';
import { RatingSummary } from '@/components/rating-summary/rating-summary';
import { paths } from '@/config/paths';
import { format, messages } from '@/lib/i18n';
import './tutor-card.css';

export function TutorCard({ tutor: source }: { tutor: Tutor }) {
  const t = messages.tutors.list;
  // In the reader's language from the server (decision 074).
  const tutor = source;
  const nameId = `tutor-${tutor.id}-name`;
  const courses = Array.isArray(tutor.courses) ? tutor.courses : [];
  return (
    <article className="tutor-card card" aria-labelledby={nameId}>
      <div className="tutor-card__portrait">
        {/* Decorative: the name is the next heading. */}
        <img src={tutor.image} alt="" width={112} height={112} loading="lazy" decoding="async" />
      </div>
      <div className="tutor-card__body">
        <RatingSummary type="tutor" subjectId={tutor.id} baseline={tutor.rating} size="md" />
        <h2 id={nameId} className="tutor-card__name">
          {tutor.name}
        </h2>
        <p className="tutor-card__meta">{format(t.yearAndMajor, { year: tutor.year, major: tutor.major })}</p>
        <h3 className="tutor-card__courses-title">{t.coursesHeading}</h3>
        {courses.length > 0 ? (
          <ul className="tutor-card__courses">
            {courses.map((course) => (
              <li key={course}>{course}</li>
            ))}
          </ul>
        ) : (
          <p className="tutor-card__no-courses">{t.noCourses}</p>
        )}
      </div>
      <Link className="btn btn-primary tutor-card__action" to={paths.tutor.href(tutor.id)} aria-describedby={nameId}>
        {t.viewProfile}
      </Link>
    </article>
  );
}
