/**
 * Stable codes the API sends beside an error's English `message` ({message, code}), so the SPA
 * can show the error in the user's language (issue 10, decision 028). The English text is the
 * spec's and stays the `message`; {name} marks a part that varies. Literal texts (not
 * AUTH_MESSAGES) keep zod out of the SPA's first screen; api-errors.test.ts checks they agree.
 */
export const API_ERRORS = {
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

export type ApiErrorCode = keyof typeof API_ERRORS;

/** A template's variable parts as a pattern: 'try again in {seconds} seconds.' matches any seconds. */
const patternOf = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, '(?<$1>.+?)')}$`);

const PATTERNS = Object.entries(API_ERRORS).map(([code, template]) => ({ code: code as ApiErrorCode, pattern: patternOf(template) }));

/** The code of an English API message, with the values of its variable parts; null when unknown. */
export function matchApiError(message: string): { code: ApiErrorCode; values: Record<string, string> } | null {
  for (const { code, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return { code, values: { ...match.groups } };
  }
  return null;
}

const STATUS_CODES: Partial<Record<number, ApiErrorCode>> = {
  401: 'auth.unauthenticated',
  403: 'auth.forbidden',
  404: 'http.not_found',
  419: 'csrf.mismatch',
  422: 'validation.failed',
  429: 'throttle.too_many_attempts',
  500: 'server.error',
};

/** The code for a status when the message has none of its own. */
export const statusErrorCode = (status: number): ApiErrorCode | undefined => STATUS_CODES[status];
