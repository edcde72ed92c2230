/**
 * Typed errors thrown by domain code; plugins/error-handler.ts maps them to a status and a
 * Laravel-shaped body ({message} or {message, errors}).
 */
export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  /** The stable code sent beside the message (API_ERRORS in common); derived from the message when absent. */
  readonly code: string | undefined;
  constructor(status: number, message: string, headers: Record<string, string> = {}, code?: string) {
    super(message);
    this.status = status;
    this.headers = headers;
    this.code = code;
  }
}

/** 422 in Laravel's shape: message = first error, plus "(and N more errors)". */
export class ValidationError extends HttpError {
  readonly errors: FieldErrors;
  constructor(errors: FieldErrors) {
    super(422, summarize(errors));
    this.errors = errors;
  }
}

function summarize(errors: FieldErrors): string {
  const all = Object.values(errors).flat();
  const first = all[0] ?? 'The given data was invalid.';
  const more = all.length - 1;
  if (more <= 0) return first;
  return `${first} (and ${more} more ${more === 1 ? 'error' : 'errors'})`;
}

/** A single-field validation failure, e.g. fieldError('email', 'The email has already been taken.'). */
export const fieldError = (field: string, message: string) => new ValidationError({ [field]: [message] });

export const unauthenticated = () => new HttpError(401, 'Unauthenticated.');
export const csrfMismatch = () => new HttpError(419, 'CSRF token mismatch.');
export const forbidden = (message = 'This action is unauthorized.') => new HttpError(403, message);
export const notFound = (message = 'Not Found') => new HttpError(404, message);
export const tooManyAttempts = (retryAfterSeconds: number, message = 'Too Many Attempts.') =>
  new HttpError(429, message, { 'Retry-After': String(retryAfterSeconds) });
