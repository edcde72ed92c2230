import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { BookingStatusBadge } from '@/components/booking-status/booking-status';
import { ApiError } from '@/lib/api-client';
import { beirutDay, beirutTime, formatDayLong } from '@/lib/beirut-time';
import { format, messages } from '@/lib/i18n';
import { sessionKeys, sessionsApi, type TutorSession } from '@/lib/sessions-api';
import { TutorAreaHeading } from './tutor-area-layout';

/** /tutor: the signed-in tutor's sessions, upcoming then past; the student's e-mail once paid. */
export function TutorSessionsScreen() {
  const t = messages.sessions.tutor;
  const query = useQuery({ queryKey: sessionKeys.tutorSessions(), queryFn: sessionsApi.tutorSessions });
  return (
    <>
      <TutorAreaHeading section="sessions" />
      {query.isPending ? (
        <p role="status">{t.loading}</p>
      ) : query.isError ? (
        <div role="alert" className="my-bookings__failure">
          <p>{format(t.loadFailed, { message: query.error instanceof ApiError ? query.error.message : String(query.error) })}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
            {t.retry}
          </button>
        </div>
      ) : (
        <>
          <SessionList title={t.upcoming} sessions={query.data.upcoming} empty={t.noUpcoming} />
          <SessionList title={t.past} sessions={query.data.past} empty={t.noPast} />
        </>
      )}
    </>
  );
}

function SessionList({ title, sessions, empty }: { title: string; sessions: TutorSession[]; empty: string }) {
  const t = messages.sessions.tutor;
  const titleId = useId();
  return (
    <section className="card tutor-sessions" aria-labelledby={titleId}>
      <h2 id={titleId} className="my-bookings__title">
        {title}
      </h2>
      {sessions.length === 0 ? (
        <p className="my-bookings__hint">{empty}</p>
      ) : (
        <ul className="tutor-sessions__list">
          {sessions.map((session) => (
            <li key={session.reference} className="tutor-sessions__item">
              <div className="my-bookings__head">
                <p className="my-bookings__when">
                  {format(messages.sessions.mine.when, {
                    date: formatDayLong(beirutDay(session.start)),
                    time: beirutTime(session.start),
                    zone: messages.sessions.zone,
                  })}
                </p>
                <BookingStatusBadge status={session.status} />
              </div>
              <p className="my-bookings__detail">
                {t.student}: <bdi>{session.student.name}</bdi>
                {session.student.email ? (
                  <>
                    {' · '}
                    <a href={`mailto:${session.student.email}`}>
                      <bdi>{session.student.email}</bdi>
                    </a>
                  </>
                ) : null}
              </p>
              <p className="my-bookings__detail">
                {format(messages.sessions.minutes, { count: session.duration })}
                {session.private_course ? ` · ${session.private_course}` : ''}
                {' · '}
                <bdi>{session.reference}</bdi>
                {' · '}
                {session.paid ? t.paid : t.unpaid}
              </p>
              {!session.student.email && session.status !== 'cancelled' && session.status !== 'expired' && (
                <p className="my-bookings__hint">{t.emailHidden}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
