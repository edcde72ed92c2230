import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LocaleSwitcher } from '@/components/locale-switcher/locale-switcher';
import { paths } from '@/config/paths';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useScrollLock } from '@/hooks/use-scroll-lock';
import { useAuth } from '@/lib/auth';
import { format, messages, withAreas } from '@/lib/i18n';
import { Brand } from './brand';

/** My courses and My orders (issue 21): loaded once someone is signed in. */
const StudentLinks = lazy(withAreas(['orders'], () => import('./student-links')));
import './navbar.css';

/**
 * Viewports at least this wide show the links inline; narrower ones use the hamburger menu. The
 * bar's words are longest in French: signed out it needs 1,055 px (Debian's DejaVu Sans, a wide
 * font), so the inline bar starts at 1,080 (navbar.css has the same width; e2e/i18n.spec.ts).
 */
export const DESKTOP_NAV_QUERY = '(min-width: 1080px)';

type NavItem = { to: string; label: string; end?: boolean; /** Other pages of the same section. */ section?: string };

const navLinks = (t = messages.shell): NavItem[] => [
  { to: paths.home.href(), label: t.nav.home, end: true },
  { to: paths.categories.href(), label: t.nav.courses, section: '/courses/' },
  { to: paths.tutors.href(), label: t.nav.tutors },
  { to: paths.docs.href(), label: t.nav.docs },
  { to: paths.about.href(), label: t.nav.about },
];

const initialOf = (name: string) => name.trim().charAt(0).toLocaleUpperCase() || 'U';

/**
 * The navigation bar on every screen: brand, main links and the account area (Login and
 * Register, or a round profile link). Below the desktop width the links live in a
 * hamburger menu that locks page scroll while open, closes on Escape and on navigation.
 */
export function Navbar() {
  const t = messages.shell;
  const { user } = useAuth();
  const location = useLocation();
  const isDesktop = useMediaQuery(DESKTOP_NAV_QUERY);
  // The menu is open for the location it was opened on: any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key && !isDesktop;
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  useScrollLock(open);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => setOpenAt(null);

  return (
    <>
      <header
        className="navbar"
        onBlur={(event) => {
          // Tabbing out of the open menu closes it, so focus never sits behind the backdrop.
          const next = event.relatedTarget;
          if (open && next instanceof Node && !event.currentTarget.contains(next)) close();
        }}
      >
        <div className="container navbar__inner">
          <Brand onClick={close} />

          <button
            ref={toggleRef}
            type="button"
            className="navbar__toggle"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? t.menu.close : t.menu.open}
            onClick={() => setOpenAt(open ? null : location.key)}
          >
            <span className="navbar__toggle-bars" data-open={open} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
          </button>

          <div id={menuId} className="navbar__menu" data-open={open}>
            <nav aria-label={t.nav.label} className="navbar__nav">
              <ul className="navbar__links">
                {navLinks().map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      end={link.end}
                      className={({ isActive }) =>
                        isActive || (link.section && location.pathname.startsWith(link.section))
                          ? 'navbar__link is-current'
                          : 'navbar__link'
                      }
                      onClick={close}
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
                {/* Signed in: the student's links (a lazy chunk), then the way into the tutor area
                    (issue 19) or the back office (issue 7) for the accounts that have one. One
                    Suspense boundary shows them together: a link drawn before the student's links
                    arrived was pushed aside by them, under a pointer on its way to it. */}
                {user && (
                  <Suspense fallback={null}>
                    <StudentLinks onNavigate={close} />
                    {user.role === 'tutor' && (
                      <li>
                        <NavLink
                          to={paths.tutorArea.href()}
                          className={({ isActive }) => (isActive ? 'navbar__link is-current' : 'navbar__link')}
                          onClick={close}
                        >
                          {messages.shell.tutorLink}
                        </NavLink>
                      </li>
                    )}
                    {user.role === 'admin' && (
                      <li>
                        <NavLink
                          to={paths.admin.href()}
                          className={({ isActive }) => (isActive ? 'navbar__link is-current' : 'navbar__link')}
                          onClick={close}
                        >
                          {messages.shell.adminLink}
                        </NavLink>
                      </li>
                    )}
                  </Suspense>
                )}
              </ul>
            </nav>

            <div className="navbar__account">
              <LocaleSwitcher />
              {user === null && (
                <>
                  <Link to={paths.login.href()} className="btn btn-ghost navbar__login" onClick={close}>
                    {t.account.login}
                  </Link>
                  <Link to={paths.signup.href()} className="btn btn-primary" onClick={close}>
                    {t.account.register}
                  </Link>
                </>
              )}
              {user && (
                <Link
                  to={paths.profile.href()}
                  className="navbar__profile"
                  aria-label={format(t.account.profile, { name: user.name })}
                  // In the phone menu the round initial gets a word beside it (drawn by CSS from here).
                  data-label={t.account.profileLabel}
                  onClick={close}
                >
                  <span className="navbar__avatar" aria-hidden="true">
                    {initialOf(user.name)}
                  </span>
                </Link>
              )}
            </div>
          </div>
        </div>
      </header>
      {/* Outside the header: its backdrop-filter would otherwise contain this fixed layer. */}
      {open && <div className="navbar__backdrop" aria-hidden="true" onClick={close} />}
    </>
  );
}
