import { describe, expect, it } from 'vitest';
import { API_ERRORS, apiErrorText, STATUS_ERROR_CODES } from './api-errors.ts';
import { AUTH_MESSAGES } from './auth.ts';

describe('API error codes', () => {
  it('name the same English texts the API sent before codes existed', () => {
    expect(API_ERRORS['auth.failed']).toBe(AUTH_MESSAGES.badCredentials);
    expect(API_ERRORS['auth.email_taken']).toBe(AUTH_MESSAGES.emailTaken);
    expect(API_ERRORS['auth.login_unverified']).toBe(AUTH_MESSAGES.unverified);
    expect(API_ERRORS['auth.disabled']).toBe(AUTH_MESSAGES.accountDisabled);
    expect(API_ERRORS['auth.name_characters']).toBe(AUTH_MESSAGES.nameCharacters);
    expect(apiErrorText('auth.throttled', { seconds: 42 })).toBe(AUTH_MESSAGES.loginThrottled(42));
    expect(apiErrorText('validation.confirmed', { attribute: 'password' })).toBe(AUTH_MESSAGES.passwordMismatch);
    expect(API_ERRORS['reset.code_invalid']).toBe(AUTH_MESSAGES.codeInvalid);
    expect(API_ERRORS['reset.code_expired']).toBe(AUTH_MESSAGES.codeExpired);
    expect(API_ERRORS['reset.code_too_many_attempts']).toBe(AUTH_MESSAGES.codeTooManyAttempts);
    expect(API_ERRORS['reset.not_verified']).toBe(AUTH_MESSAGES.resetNotVerified);
  });

  it("fills a template's params and keeps a missing one visible", () => {
    expect(apiErrorText('validation.min.string', { attribute: 'password', min: 8 })).toBe(
      'The password field must be at least 8 characters.',
    );
    expect(apiErrorText('validation.required')).toBe('The {attribute} field is required.');
  });

  it('gives every error status a code', () => {
    for (const status of [400, 401, 403, 404, 413, 415, 419, 422, 429, 500, 503]) expect(STATUS_ERROR_CODES[status]).toBeDefined();
  });
});
