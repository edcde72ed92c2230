import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Locale } from '@darsak/common';
import { ApiError, call, readCookie } from '@/lib/api-client';

export type User = {
  id: number;
  name: string;
  email: string;
  email_verified_at: string | null;
  image: string | null;
  created_at: string;
  /** issue 7: 'admin' opens the back office; absent or 'student' otherwise. */
  role?: 'student' | 'admin';
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

/**
 * Holds the current user (SPEC section 4): unknown and loading at start while GET /api/user
 * runs; a 401 (or a failed call) means signed out. A visitor without the XSRF-TOKEN cookie
 * is signed out from the start and the call is not made.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null | undefined>(() => (mayHaveSession() ? undefined : null));
  const inflight = useRef<Promise<User | null> | null>(null);

  const reload = useCallback(() => {
    // Concurrent callers (StrictMode's double effect, a page reloading at start) share one call.
    inflight.current ??= fetchCurrentUser()
      .catch(() => null)
      .then((next) => {
        setUser(next);
        return next;
      })
      .finally(() => {
        inflight.current = null;
      });
    return inflight.current;
  }, []);

  const logout = useCallback(async () => {
    try {
      await call('POST /logout');
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
    }
    setUser(null);
  }, []);

  // The first render already read the cookie: reading it again here would wait on the browser
  // process (LocaleProvider's effect has just written the language cookie; decision 061).
  const [startedWithSession] = useState(() => user === undefined);
  useEffect(() => {
    if (startedWithSession) void reload();
  }, [reload, startedWithSession]);

  const value = useMemo<AuthState>(
    () => ({ user, loading: user === undefined, reload, setUser, logout }),
    [user, reload, logout],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export const useAuth = () => useContext(AuthContext);
