import { ApiError, call } from '@/lib/api-client';
import { messages } from '@/lib/i18n';

export type Registration = { name: string; email: string; password: string; password_confirmation: string };

/** POST /register (204), after fetching the CSRF cookie. */
export function register(registration: Registration): Promise<void> {
  return call('POST /register', { body: registration }, { csrf: true });
}

/** SPEC section 8: server message or the generic sign-up failure; no response; anything else. */
export function signupErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return messages.auth.signup.noResponse;
    return error.serverMessage || messages.auth.signup.failed;
  }
  return messages.auth.signup.unexpected;
}
