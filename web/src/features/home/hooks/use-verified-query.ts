import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '@/lib/auth';

/**
 * After the e-mail verification link lands on /?verified=1: reload the current user, then
 * drop the query from the address (SPEC section 2).
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
    const clearQuery = () => navigate(pathname, { replace: true });
    reload().then(clearQuery, clearQuery);
  }, [verified, reload, navigate, pathname]);
}
