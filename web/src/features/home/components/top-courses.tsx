import { SMALL_SCREEN_MAX_WIDTH, TOP_COURSES_COUNT, TOP_COURSES_COUNT_SMALL } from '@darsak/common';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { RatingSummary } from '@/components/rating-summary/rating-summary';
import { paths } from '@/config/paths';
import { useCatalogue } from '@/data/catalogue';
import { useMediaQuery } from '@/hooks/use-media-query';
import { messages } from '@/lib/i18n';
import { shuffledTopCourses } from '../top-courses';
import './home-sections.css';
import './top-courses.css';

export const SMALL_SCREEN_QUERY = `(max-width: ${SMALL_SCREEN_MAX_WIDTH}px)`;

/** Top Courses: rated above 4.7, random order, 4 shown (2 on screens up to 480 px), from the live catalogue. */
export function TopCourses() {
  const t = messages.home.topCourses;
  const { catalogue } = useCatalogue('lean');
  // Shuffled once per catalogue (a new version, a new language), not on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const shuffled = useMemo(() => shuffledTopCourses(catalogue?.courses ?? []), [catalogue?.version, catalogue?.locale]);
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const shown = shuffled.slice(0, small ? TOP_COURSES_COUNT_SMALL : TOP_COURSES_COUNT);

  return (
    <section className="home-section home-section--alt" aria-labelledby="top-courses-heading">
      <div className="container">
        <div className="home-section__header">
          <h2 id="top-courses-heading" className="home-section__title">
            {t.heading}
          </h2>
          <p className="home-section__intro">{t.intro}</p>
        </div>
        <ul className="home-grid home-grid--4">
          {shown.map((course) => (
            <li key={course.id} className="card top-course lift">
              <img className="top-course__image" src={course.image} alt="" width={640} height={360} loading="lazy" decoding="async" />
              <div className="top-course__body">
                <span className="top-course__code">{course.code}</span>
                <h3 className="top-course__title">{course.title}</h3>
                <p className="top-course__rating">
                  <RatingSummary type="course" subjectId={course.id} baseline={course.rating} />
                </p>
                <Link to={course.link} className="top-course__link">
                  {t.viewCourse}
                  <span className="visually-hidden">: {course.title}</span>
                  <span aria-hidden="true" className="glyph-arrow">
                    →
                  </span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
        <p className="top-courses__all">
          <Link to={paths.categories.href()} className="btn btn-secondary">
            {t.allCourses}
          </Link>
        </p>
      </div>
    </section>
  );
}
