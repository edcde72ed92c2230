import { NavLink, Outlet, Link } from 'react-router';
import { PageLoader } from '@/components/page-loader/page-loader';
import { SignInRequired } from '@/components/sign-in-required/sign-in-required';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { format, messages } from '@/lib/i18n';
import { QueryProvider } from '@/lib/query';
import './sessions.css';

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 6h16v14H4zM4 10h16M8 3v4M16 3v4" />
    </svg>
  );
}

/**
 * The tutor area's frame and guard (issue 19): signed out -> the sign-in panel, an account that is
 * not a tutor -> 'Only for tutors'. The server answers /api/tutor/* 401 and 403 itself; this
 * keeps the screens honest. Two sections, made for a phone: My sessions, My availability.
 */
export function TutorAreaLayout() {
  const { user } = useAuth();
  const t = messages.sessions.tutor;
  if (user === undefined) return <PageLoader />;
  if (user === null) {
    return (
      <div className="page container">
        <title>{format(messages.shell.documentTitle, { page: t.title })}</title>
        <SignInRequired
          icon={<CalendarIcon />}
          title={t.signInTitle}
          body={t.signInBody}
          loginLabel={t.login}
          signupLabel={t.signup}
          homeLabel={t.home}
        />
      </div>
    );
  }
  if (user.role !== 'tutor') {
    return (
      <div className="page container">
        <title>{format(messages.shell.documentTitle, { page: t.notTutorTitle })}</title>
        <section className="card tutor-area__denied" aria-labelledby="tutor-denied-title">
          <h1 id="tutor-denied-title" className="page-title">
            {t.notTutorTitle}
          </h1>
          <p>{t.notTutorBody}</p>
          <Link className="btn btn-primary" to={paths.home.href()}>
            {t.home}
          </Link>
        </section>
      </div>
    );
  }
  return (
    <QueryProvider>
      <div className="page container tutor-area">
        <nav className="tutor-area__nav" aria-label={t.sectionsLabel}>
          <p className="tutor-area__title">{t.title}</p>
          <ul>
            <li>
              <NavLink
                to={paths.tutorArea.href()}
                end
                className={({ isActive }) => (isActive ? 'tutor-area__link is-current' : 'tutor-area__link')}
              >
                {t.sections.sessions}
              </NavLink>
            </li>
            <li>
              <NavLink
                to={paths.tutorAvailability.href()}
                className={({ isActive }) => (isActive ? 'tutor-area__link is-current' : 'tutor-area__link')}
              >
                {t.sections.availability}
              </NavLink>
            </li>
          </ul>
        </nav>
        <Outlet />
      </div>
    </QueryProvider>
  );
}

/** Title and heading of one tutor-area screen. */
export function TutorAreaHeading({ section }: { section: 'sessions' | 'availability' }) {
  const name = messages.sessions.tutor.sections[section];
  return (
    <>
      <title>{format(messages.shell.documentTitle, { page: name })}</title>
      <h1 className="page-title">{name}</h1>
    </>
  );
}
