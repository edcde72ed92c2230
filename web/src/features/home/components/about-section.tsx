import { PLATFORM_RATING_SUBJECT_ID } from '@darsak/common';
import { useState } from 'react';
import { Link } from 'react-router';
import { preloadRatingDialog, RatingDialog } from '@/components/rating-dialog/lazy-rating-dialog';
import { hasRatingDraft } from '@/components/rating-dialog/rating-draft';
import { paths } from '@/config/paths';
import { messages } from '@/lib/i18n';
import './home-sections.css';
import './about-section.css';

const stats = (t = messages.home.about) => [
  { value: t.stats.studentsValue, label: t.stats.students },
  { value: t.stats.coursesValue, label: t.stats.courses },
  { value: t.stats.tutorsValue, label: t.stats.tutors },
];

/** About Darsak, with the 'Rate the platform' button (SPEC section 2). */
export function AboutSection() {
  const t = messages.home.about;
  const [rating, setRating] = useState(() => hasRatingDraft('product', PLATFORM_RATING_SUBJECT_ID));

  return (
    <section className="home-section" aria-labelledby="home-about-heading">
      <div className="container home-about">
        <div className="home-about__text">
          <h2 id="home-about-heading" className="home-section__title">
            {t.heading}
          </h2>
          <p>{t.text}</p>
          <p className="home-about__muted">{t.text2}</p>
          <div className="home-about__actions">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => setRating(true)}
              onPointerEnter={preloadRatingDialog}
              onFocus={preloadRatingDialog}
            >
              {t.rate}
            </button>
            <Link to={paths.about.href()} className="btn btn-secondary">
              {t.more}
            </Link>
          </div>
        </div>
        <dl className="home-about__stats">
          {stats().map((stat) => (
            <div key={stat.label} className="home-about__stat card">
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <RatingDialog
        open={rating}
        onClose={() => setRating(false)}
        type="product"
        subjectId={PLATFORM_RATING_SUBJECT_ID}
        subjectName={t.platformName}
      />
    </section>
  );
}
