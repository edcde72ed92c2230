import { API_ERRORS, apiErrorText, attributeName, type ApiErrorCode, type FieldErrorCode } from '@darsak/common';

/**
 * The application's errors (decision 066): domain code throws them with a stable code from
 * common/src/api-errors.ts; plugins/error-handler.ts writes the body ({message, code} or
 * {message, code, errors, error_codes}: Laravel's shape with the codes beside).
 */
export type Params = Record<string, string | number>;

export class AppError extends Error {
  /** Fastify reads statusCode; the error handler answers it. */
  readonly statusCode: number;
  readonly code: ApiErrorCode;
  readonly params: Params;
  readonly headers: Record<string, string>;
  constructor(statusCode: number, code: ApiErrorCode, params: Params = {}, headers: Record<string, string> = {}) {
    super(apiErrorText(code, params));
    this.statusCode = statusCode;
    this.code = code;
    this.params = params;
    this.headers = headers;
  }
}

/** One message of a field, with its code. */
export type FieldError = FieldErrorCode & { message: string };
export type FieldErrors = Record<string, FieldError[]>;

/** A field's error: its code, the params of its text ({attribute} from the field's name), the English text. */
export function fieldEntry(field: string, code: ApiErrorCode, params: Params = {}, message?: string): FieldError {
  const all = API_ERRORS[code].includes('{attribute}') ? { attribute: attributeName(field), ...params } : params;
  return { code, params: all, message: message ?? apiErrorText(code, all) };
}

/**
 * 422 in Laravel's shape: message = the first error, plus "(and N more errors)". Another status
 * where Laravel also names the field (a login lockout: 429 with the message under errors.email).
 */
export class ValidationError extends AppError {
  readonly fields: FieldErrors;
  constructor(fields: FieldErrors, status = 422, headers: Record<string, string> = {}) {
    const all = Object.values(fields).flat();
    const single = all.length === 1 ? all[0]! : undefined;
    super(status, single?.code ?? 'validation.failed', single?.params ?? {}, headers);
    this.fields = fields;
    this.message = summarize(all.map((entry) => entry.message));
  }

  /** Laravel's `errors`: field -> messages. */
  get errors(): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    for (const [field, entries] of Object.entries(this.fields)) out[field] = entries.map((entry) => entry.message);
    return out;
  }

  /** The codes beside `errors`, one per message. */
  get errorCodes(): Record<string, FieldErrorCode[]> {
    const out: Record<string, FieldErrorCode[]> = {};
    for (const [field, entries] of Object.entries(this.fields)) {
      out[field] = entries.map(({ code, params }) => (params && Object.keys(params).length ? { code, params } : { code }));
    }
    return out;
  }
}

function summarize(messages: string[]): string {
  const first = messages[0] ?? API_ERRORS['validation.failed'];
  const more = messages.length - 1;
  if (more <= 0) return first;
  return `${first} (and ${more} more ${more === 1 ? 'error' : 'errors'})`;
}

/** A single-field failure: fieldError('email', 'auth.email_taken'). */
export const fieldError = (field: string, code: ApiErrorCode, params: Params = {}) =>
  new ValidationError({ [field]: [fieldEntry(field, code, params)] });

export const unauthenticated = () => new AppError(401, 'auth.unauthenticated');
export const csrfMismatch = () => new AppError(419, 'csrf.mismatch');
export const forbidden = (code: ApiErrorCode = 'auth.forbidden') => new AppError(403, code);
export const notFound = (code: ApiErrorCode = 'http.not_found') => new AppError(404, code);
/** 409: the resource is not in a state that allows it (already paid, already hidden...). */
export const conflict = (code: ApiErrorCode, params: Params = {}) => new AppError(409, code, params);
export const tooManyAttempts = (retryAfterSeconds: number, code: ApiErrorCode = 'throttle.too_many_attempts', params: Params = {}) =>
  new AppError(429, code, params, { 'Retry-After': String(retryAfterSeconds) });
export const unavailable = (retryAfterSeconds = 5) =>
  new AppError(503, 'server.unavailable', {}, { 'Retry-After': String(retryAfterSeconds) });
