import { apiErrorText, STATUS_ERROR_CODES, type ApiErrorBody, type ApiErrorCode } from '@darsak/common';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isConnectionError } from '../lib/http/connection-errors.ts';
import { AppError, ValidationError } from '../http/errors.ts';

/** Fastify's own errors that are the client's fault, each with its status and code. */
const CLIENT_ERRORS: Record<string, [number, ApiErrorCode]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'http.invalid_json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'http.empty_body'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'http.too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'http.unsupported_media_type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'http.invalid_content_length'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'http.not_multipart'],
  FST_REQ_FILE_TOO_LARGE: [413, 'http.file_too_large'],
  FST_PARTS_LIMIT: [413, 'http.too_many_parts'],
  FST_FILES_LIMIT: [413, 'http.too_many_parts'],
  FST_FIELDS_LIMIT: [413, 'http.too_many_parts'],
};

const RETRY_AFTER_SECONDS = 5;

/** The body of an application error: Laravel's shape, the codes beside (decision 066). */
export function errorBody(error: AppError): ApiErrorBody {
  // The values of the message's template (seconds to wait, the field's name), for the SPA to word it.
  const params = Object.keys(error.params).length ? { params: error.params } : {};
  if (error instanceof ValidationError)
    return { message: error.message, code: error.code, ...params, errors: error.errors, error_codes: error.errorCodes };
  return { message: error.message, code: error.code, ...params };
}

const bodyOf = (code: ApiErrorCode): ApiErrorBody => ({ message: apiErrorText(code), code });

/** The one error boundary: application errors -> status and body; no stack ever reaches a client. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return reply.status(error.statusCode).send(errorBody(error));
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known[0]).send(bodyOf(known[1]));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Another 4xx of Fastify's or a plugin's: its status, with the status's code and text.
      const code = STATUS_ERROR_CODES[error.statusCode] ?? 'http.bad_request';
      request.log.info({ err: error }, 'client error');
      return reply.status(error.statusCode).send(bodyOf(code));
    }
    // PostgreSQL stopped the statement (an admin read past ADMIN_READ_TIMEOUT_MS, decision 087):
    // the connection is free again; the answer says so rather than holding on.
    if ((error as { code?: unknown }).code === '57014') {
      request.log.warn({ err: error, url: request.url }, 'read stopped by statement_timeout');
      return reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send(bodyOf('server.read_timeout'));
    }
    // The database or Redis is away (a restart): a clear, retryable answer; the pools reconnect.
    if (isConnectionError(error)) {
      request.log.warn({ err: error }, 'service unavailable: database or Redis unreachable');
      return reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send(bodyOf('server.unavailable'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(bodyOf('server.error'));
  });
}
