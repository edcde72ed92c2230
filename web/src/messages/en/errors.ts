/**
 * English texts of the API's errors, by the stable code the server sends beside its message
 * (common/src/api-errors.ts; the SPA shows the active language's text for a known code).
 * Keep them identical to API_ERRORS: a test checks it.
 */
export const errors = {
  'auth.unauthenticated': 'Unauthenticated.',
  'auth.failed': 'These credentials do not match our records.',
  'auth.throttled': 'Too many login attempts. Please try again in {seconds} seconds.',
  'auth.email_taken': 'The email has already been taken.',
  'auth.unverified': 'Your email address is not verified.',
  'auth.login_unverified': 'Your email is not verified.',
  'auth.disabled': 'This account has been disabled. Please contact support.',
  'auth.forbidden': 'This action is unauthorized.',
  'auth.origin': 'Origin not allowed.',
  'csrf.mismatch': 'CSRF token mismatch.',
  'throttle.too_many_attempts': 'Too Many Attempts.',
  'reset.code_invalid': 'The code is invalid.',
  'reset.code_expired': 'The code has expired. Please request a new one.',
  'reset.code_too_many_attempts': 'Too many wrong attempts. Please request a new code.',
  'reset.not_verified': 'Please verify your reset code first.',
  'http.not_found': 'Not Found',
  'http.invalid_json': 'The request body is not valid JSON.',
  'http.too_large': 'The request body is too large.',
  'validation.failed': 'The given data was invalid.',
  'server.error': 'Server Error',
  'server.unavailable': 'Service temporarily unavailable.',
} as const;
