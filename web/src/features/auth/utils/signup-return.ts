import { safeNextPath } from '@/config/paths';

/**
 * Where a sign-up started (issue 21): the in-app path her ?next= named (the join-team form, a
 * course), kept in this browser until the address is verified, so the verification landing and the
 * sign-up tab both take her back there. A path of the app only: never user data.
 */
const KEY = 'darsak.signupReturn';

export function rememberSignupReturn(next: string | null): void {
  try {
    if (next) localStorage.setItem(KEY, next);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): she lands on the home page instead.
  }
}

/** The kept path, if it is still a safe in-app one. */
export function signupReturn(): string | null {
  try {
    return safeNextPath(localStorage.getItem(KEY));
  } catch {
    return null;
  }
}

export function forgetSignupReturn(): void {
  rememberSignupReturn(null);
}
