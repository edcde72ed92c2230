import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Locale } from '@darsak/common';
import { ApiError, call, readCookie } from '@/lib/api-client';
import { fetchDeferredQuery, setDeferredQueryData, useDeferredQuery } from '@/lib/deferred-query';

export type User = {
  id: number;
  name: string;
  email: string;
  email_verified_at: string | null;
  image: string | null;
  created_at: string;
  /** issue 7: 'admin' opens the back office; issue 19: 'tutor' the tutor area; absent or 'student' otherwise. */
  role?: 'student' | 'admin' | 'tutor';
  /** The profile's language (issue 10); absent from older servers. */
  locale?: Locale | null;
};

export type AuthState = {
  /** undefined while the first fetch of /api/user is in flight; null when signed out. */
  user: User | null | undefined;
  loading: boolean;
  /** Refetches GET /api/user; resolves to the user, or null when signed out or on failure. */
  reload: () => Promise<User | null>;
  /** Replaces the known user, e.g. after a name or picture change, or null after deletion. */
  setUser: (user: User | null) => void;
  /** POST /logout; a 401 counts as already logged out. Clears the user; throws on other failures. */
  logout: () => Promise<void>;
};

const AuthContext = createContext<AuthState>({
  user: null,
  loading: false,
  reload: async () => null,
  setUser: () => {},
  logout: async () => {},
});

function isUser(value: unknown): value is User {
  return !!value && typeof value === 'object' && typeof (value as User).email === 'string';
}

/** GET /api/user: the signed-in user, null on 401 (signed out) or when the answer is not a user. */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    const user: unknown = await call('GET /api/user');
    return isUser(user) ? { ...user, image: user.image ?? null, email_verified_at: user.email_verified_at ?? null } : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Whether this browser may hold a session. The server sets the readable XSRF-TOKEN cookie
 * together with the httpOnly session cookie (same Max-Age, same Domain), so without it there is
 * no session and GET /api/user would only answer 401 (a console error on every anonymous visit).
 */
export function mayHaveSession(): boolean {
  return typeof document !== 'undefined' && readCookie('XSRF-TOKEN') !== undefined;
}

/** The current user's entry in the query cache: one stable key for the whole app (decision 069). */
export const userKeys = {
  current: ['user', 'current'] as const,
};

/**
 * GET /api/user as a query: null when signed out (401) and on any failure (a failed call means
 * signed out, not loading forever; so it never fails and is never retried). Nothing else changes
 * the user behind the SPA's back, so the entry never goes stale: it is read once and then
 * replaced by the writes (login, logout, a new name or picture, deletion).
 */
export const currentUserQuery = (initialData?: User | null) => ({
  queryKey: userKeys.current,
  queryFn: () => fetchCurrentUser().catch(() => null),
  staleTime: Infinity,
  initialData,
});

/**
 * Holds the current user (SPEC section 4): unknown and loading at start while GET /api/user
 * runs; a 401 (or a failed call) means signed out. A visitor without the XSRF-TOKEN cookie
 * is signed out from the start and the call is not made. The user lives in the query cache
 * (userKeys.current), reached through lib/deferred-query.ts so that the first screen carries no
 * query library; this provider only gives the app its context API over that entry.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  // The first render reads the cookie once; nothing reads it again to decide (decision 061).
  const [startedWithSession] = useState(mayHaveSession);
  const { data: user } = useDeferredQuery(currentUserQuery(startedWithSession ? undefined : null));

  // Concurrent callers (a page reloading at start, StrictMode) share one call.
  const reload = useCallback(() => fetchDeferredQuery(currentUserQuery()), []);
  const setUser = useCallback((next: User | null) => setDeferredQueryData(userKeys.current, next), []);
  const logout = useCallback(async () => {
    try {
      await call('POST /logout');
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
    }
    setUser(null);
  }, [setUser]);

  const value = useMemo<AuthState>(() => ({ user, loading: user === undefined, reload, setUser, logout }), [user, reload, setUser, logout]);
  return <AuthContext value={value}>{children}</AuthContext>;
}

export const useAuth = () => useContext(AuthContext);
