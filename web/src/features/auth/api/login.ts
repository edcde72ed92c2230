import { ApiError, call, fetchCsrfCookie } from '@/lib/api-client';
import type { User } from '@/lib/auth';
import { messages } from '@/lib/i18n';

export type Credentials = { email: string; password: string };

/** POST /login (204 on success), after fetching the CSRF cookie. */
export function login(credentials: Credentials): Promise<void> {
  return call('POST /login', { body: credentials }, { csrf: true });
}

/**
 * The whole sign-in sequence of SPEC section 7: log in, refresh the CSRF cookie (the session
 * was regenerated), then load the user. Resolves to the user, or null when none came back.
 */
export async function signIn(credentials: Credentials, reload: () => Promise<User | null>): Promise<User | null> {
  await login(credentials);
  try {
    await fetchCsrfCookie();
  } catch {
    // The next write retries after a 419 anyway.
  }
  return reload();
}

/** The server refuses to log in an unverified e-mail (403, code auth.login_unverified). */
export function isUnverifiedError(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'auth.login_unverified' || error.code === 'auth.unverified');
}

/** SPEC section 8: the server's message, else the first e-mail error, else the error text, else 'Login failed!'. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.serverMessage || error.errors.email?.[0] || error.message || messages.auth.login.failed;
  }
  if (error instanceof Error && error.message) return error.message;
  return messages.auth.login.failed;
}
