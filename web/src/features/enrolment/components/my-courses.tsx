import type { MyCourse } from '@darsak/common/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { dateFormatter, format, messages } from '@/lib/i18n';
import { formatDate } from '@/lib/format-date';
import { courseTitle } from '@/lib/localize-content';
import { myCoursesQuery } from '@/lib/my-courses';
import './my-courses.css';

const BEIRUT = 'Asia/Beirut';

/** A lecture's time in Beirut, in the reader's language: 'Thu, Jan 15, 2026, 18:00–19:00'. */
function lectureTime(lecture: MyCourse['schedule'][number]): string {
  const day = dateFormatter({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: BEIRUT });
  const clock = dateFormatter({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: BEIRUT });
  const start = new Date(lecture.starts_at_utc);
  const end = new Date(lecture.ends_at_utc);
  return format(messages.orders.myCourses.lectureTime, { date: day.format(start), start: clock.format(start), end: clock.format(end) });
}

function CourseEntry({ entry, now }: { entry: MyCourse; now: number }) {
  const t = messages.orders.myCourses;
  const id = useId();
  const title = courseTitle({ id: entry.course.id, title: entry.course.title });
  return (
    <li id={`my-course-${entry.course.id}`} className="card my-course" aria-labelledby={`${id}-title`} tabIndex={-1}>
      <header className="my-course__header">
        <bdi className="my-course__code">{entry.course.code}</bdi>
        <h2 id={`${id}-title`} className="my-course__title">
          {title}
        </h2>
        <p className="my-course__since">
          {entry.enrolled_at && <span>{format(t.since, { date: formatDate(entry.enrolled_at) })}</span>}
          <Link to={paths.order.href(entry.order_reference)}>{format(t.order, { reference: entry.order_reference })}</Link>
          <Link to={paths.course.href(entry.course.category_id, entry.course.id)}>{t.coursePage}</Link>
        </p>
      </header>

      <section className="my-course__part" aria-labelledby={`${id}-materials`}>
        <h3 id={`${id}-materials`}>{t.materials}</h3>
        {entry.materials.length === 0 ? (
          <p className="my-course__none">{t.noMaterials}</p>
        ) : (
          <ul className="my-course__list">
            {entry.materials.map((material) => (
              <li key={material.id}>
                <a href={material.url} target="_blank" rel="noopener noreferrer">
                  {material.title}
                  <span className="visually-hidden"> {t.opensInNewTab}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="my-course__part" aria-labelledby={`${id}-links`}>
        <h3 id={`${id}-links`}>{t.links}</h3>
        {entry.links.length === 0 ? (
          <p className="my-course__none">{t.noLinks}</p>
        ) : (
          <ul className="my-course__list">
            {entry.links.map((link) => (
              <li key={link.url}>
                <span className="my-course__kind">{t.linkKind[link.kind]}</span>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="visually-hidden"> {t.opensInNewTab}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="my-course__part" aria-labelledby={`${id}-schedule`}>
        <h3 id={`${id}-schedule`}>{t.schedule}</h3>
        {entry.schedule.length === 0 ? (
          <p className="my-course__none">{t.noSchedule}</p>
        ) : (
          <>
            <p className="my-course__note">{t.scheduleNote}</p>
            <ol className="my-course__list my-course__schedule">
              {entry.schedule.map((lecture) => {
                const past = Date.parse(lecture.ends_at_utc) < now;
                return (
                  <li key={`${lecture.starts_at}-${lecture.title}`} data-past={past || undefined}>
                    <span className="my-course__lecture-title">{lecture.title}</span>
                    <span className="my-course__lecture-time">
                      <bdi>{lectureTime(lecture)}</bdi>
                      {past && <span className="my-course__past"> · {t.past}</span>}
                    </span>
                  </li>
                );
              })}
            </ol>
          </>
        )}
      </section>
    </li>
  );
}

/**
 * My courses (issue 21, decision 079): every course the student's paid orders hold, each with its
 * materials (short-lived links, refetched before they lapse), links and lectures in Beirut time;
 * an empty state that says what to do.
 */
export function MyCourses({ userId }: { userId: number }) {
  const t = messages.orders.myCourses;
  const query = useQuery({ ...myCoursesQuery(userId), refetchOnWindowFocus: true });
  const { hash } = useLocation();
  const ready = query.isSuccess;

  // 'Open course' lands on /my-courses#my-course-3: that card, once the list is there.
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [ready, hash]);

  if (query.isPending) return <p role="status">{t.loading}</p>;
  if (query.isError)
    return (
      <div role="alert" className="my-courses__failure">
        <p>{t.loadFailed}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
          {t.retry}
        </button>
      </div>
    );
  if (query.data.length === 0)
    return (
      <section className="card my-courses__empty" aria-labelledby="my-courses-empty">
        <h2 id="my-courses-empty">{t.emptyTitle}</h2>
        <p>{t.empty}</p>
        <div className="my-courses__actions">
          <Link to={paths.categories.href()} className="btn btn-primary">
            {t.browse}
          </Link>
          <Link to={`${paths.profile.href()}#my-orders`} className="btn btn-secondary">
            {t.seeOrders}
          </Link>
        </div>
      </section>
    );
  // 'Past' is judged against the time the list arrived.
  const now = query.dataUpdatedAt;
  return (
    <ul className="my-courses__list">
      {query.data.map((entry) => (
        <CourseEntry key={entry.course.id} entry={entry} now={now} />
      ))}
    </ul>
  );
}

/** What a visitor sees at /my-courses: log in, then come back here. */
export function MyCoursesSignedOut() {
  const t = messages.orders.myCourses;
  return (
    <section className="card my-courses__empty" aria-labelledby="my-courses-signed-out">
      <h2 id="my-courses-signed-out">{t.signedOutTitle}</h2>
      <p>{t.signedOut}</p>
      <div className="my-courses__actions">
        <Link to={paths.login.href(paths.myCourses.href())} className="btn btn-primary">
          {t.logIn}
        </Link>
        <Link to={paths.signup.href()} className="btn btn-secondary">
          {t.signUp}
        </Link>
      </div>
    </section>
  );
}
