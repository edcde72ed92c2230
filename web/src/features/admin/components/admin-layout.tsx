import { NavLink, Outlet, Link } from 'react-router';
import { AlertProvider } from '@/components/alert/alert-provider';
import { PageLoader } from '@/components/page-loader/page-loader';
import { SignInRequired } from '@/components/sign-in-required/sign-in-required';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { format, messages } from '@/lib/i18n';
import { QueryProvider } from '@/lib/query';
import { LockIcon } from './lock-icon';
import '@/components/data-table/stack-table.css';
import './admin.css';

const SECTIONS = [
  { key: 'dashboard', to: paths.admin.href(), end: true },
  { key: 'orders', to: paths.adminOrders.href() },
  { key: 'sessions', to: paths.adminSessions.href() },
  { key: 'applications', to: paths.adminApplications.href() },
  { key: 'catalogue', to: paths.adminCatalogue.href() },
  { key: 'ratings', to: paths.adminRatings.href() },
  { key: 'users', to: paths.adminUsers.href() },
  { key: 'reports', to: paths.adminReports.href() },
  { key: 'audit', to: paths.adminAudit.href() },
  { key: 'system', to: paths.adminSystem.href() },
] as const;

/**
 * The back office's frame and guard: signed out -> the sign-in panel, a non-admin -> 'Not
 * allowed'. The server checks every /api/admin call itself; this only keeps the screens honest.
 */
export function AdminLayout() {
  const { user } = useAuth();
  const t = messages.admin;
  if (user === undefined) return <PageLoader />;
  if (user === null) {
    return (
      <div className="page container">
        <title>{format(messages.shell.documentTitle, { page: t.title })}</title>
        <SignInRequired
          icon={<LockIcon />}
          title={t.signInTitle}
          body={t.signInBody}
          loginLabel={t.login}
          signupLabel={t.signup}
          homeLabel={t.home}
        />
      </div>
    );
  }
  if (user.role !== 'admin') {
    return (
      <div className="page container">
        <title>{format(messages.shell.documentTitle, { page: t.notAllowedTitle })}</title>
        <section className="card admin-denied" aria-labelledby="admin-denied-title">
          <span className="admin-denied__icon">
            <LockIcon />
          </span>
          <h1 id="admin-denied-title" className="page-title">
            {t.notAllowedTitle}
          </h1>
          <p>{t.notAllowedBody}</p>
          <Link className="btn btn-primary" to={paths.home.href()}>
            {t.home}
          </Link>
        </section>
      </div>
    );
  }
  return (
    <QueryProvider>
      <AlertProvider>
        <div className="page container admin">
          <nav className="admin-nav" aria-label={t.sectionsLabel}>
            <p className="admin-nav__title">{t.title}</p>
            <ul className="admin-nav__list">
              {SECTIONS.map((section) => (
                <li key={section.key}>
                  <NavLink
                    to={section.to}
                    end={'end' in section ? section.end : false}
                    className={({ isActive }) => (isActive ? 'admin-nav__link is-current' : 'admin-nav__link')}
                  >
                    {t.sections[section.key]}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="admin-content">
            <Outlet />
          </div>
        </div>
      </AlertProvider>
    </QueryProvider>
  );
}

/** Title and heading of one back-office screen. */
export function AdminHeading({ section }: { section: keyof typeof messages.admin.sections }) {
  const name = messages.admin.sections[section];
  return (
    <>
      <title>{format(messages.shell.documentTitle, { page: format(messages.admin.documentTitle, { page: name }) })}</title>
      <h1 className="page-title admin-content__title">{name}</h1>
    </>
  );
}
