import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths, safeNextPath } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/**
 * After the e-mail verification link lands on /?verified=1: reload the current user, then drop
 * the query from the address (SPEC section 2). The next step is said (issue 21): verifying signs
 * every session out, so she is usually signed out here and goes to the login page, which says
 * the address is verified, then on to where she signed up from (the join-team form...: the path
 * the sign-up kept in this browser); signed in, she goes straight there.
 */
export function useVerifiedQuery(): void {
  const [searchParams] = useSearchParams();
  const { reload } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const verified = searchParams.get('verified') === '1';
  const handled = useRef(false);

  useEffect(() => {
    if (!verified || handled.current) return;
    handled.current = true;
    let back: string | null = null;
    try {
      back = safeNextPath(localStorage.getItem('darsak.signupReturn'));
    } catch {
      // no storage: home
    }
    const go = (user: unknown) =>
      navigate(user ? (back ?? pathname) : paths.login.href(back ?? undefined), { replace: true, state: user ? null : { verified: true } });
    reload().then(go, () => go(null));
  }, [verified, reload, navigate, pathname]);
}
