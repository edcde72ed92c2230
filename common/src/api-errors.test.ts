import { describe, expect, it } from 'vitest';
import { API_ERRORS, matchApiError, statusErrorCode } from './api-errors.ts';
import { AUTH_MESSAGES } from './auth.ts';

describe('API error codes', () => {
  it('name the same English texts the API sends', () => {
    expect(API_ERRORS['auth.failed']).toBe(AUTH_MESSAGES.badCredentials);
    expect(API_ERRORS['auth.email_taken']).toBe(AUTH_MESSAGES.emailTaken);
    expect(API_ERRORS['auth.login_unverified']).toBe(AUTH_MESSAGES.unverified);
    expect(API_ERRORS['auth.disabled']).toBe(AUTH_MESSAGES.accountDisabled);
    expect(API_ERRORS['auth.throttled']).toBe(AUTH_MESSAGES.loginThrottled(NaN).replace('NaN', '{seconds}'));
    expect(API_ERRORS['reset.code_invalid']).toBe(AUTH_MESSAGES.codeInvalid);
    expect(API_ERRORS['reset.code_expired']).toBe(AUTH_MESSAGES.codeExpired);
    expect(API_ERRORS['reset.code_too_many_attempts']).toBe(AUTH_MESSAGES.codeTooManyAttempts);
    expect(API_ERRORS['reset.not_verified']).toBe(AUTH_MESSAGES.resetNotVerified);
  });

  it('find the code of a message and its variable parts', () => {
    expect(matchApiError('Too many login attempts. Please try again in 42 seconds.')).toEqual({
      code: 'auth.throttled',
      values: { seconds: '42' },
    });
    expect(matchApiError('Unauthenticated.')).toEqual({ code: 'auth.unauthenticated', values: {} });
    expect(matchApiError('Something else.')).toBeNull();
    expect(statusErrorCode(429)).toBe('throttle.too_many_attempts');
    expect(statusErrorCode(418)).toBeUndefined();
  });
});
