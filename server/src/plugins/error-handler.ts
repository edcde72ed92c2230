import { matchApiError, statusErrorCode } from '@darsak/common';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isConnectionError } from '../lib/connection-errors.ts';
import { HttpError, ValidationError } from '../lib/errors.ts';

/** Fastify's own errors that are the client's fault, with a clear message each. */
const clientErrors: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Invalid Content-Length.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'The request is not multipart/form-data.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The uploaded file is too large.'],
  FST_PARTS_LIMIT: [413, 'Too many parts in the upload.'],
  FST_FILES_LIMIT: [413, 'Too many files in the upload.'],
  FST_FIELDS_LIMIT: [413, 'Too many fields in the upload.'],
};

export const UNAVAILABLE = 'Service temporarily unavailable.';
const RETRY_AFTER_SECONDS = 5;

/**
 * The stable `code` sent beside `message` (decision 028): the error's own, else the code of its
 * known English message (a 422 with one field error: that error's), else the status's.
 */
function errorCode(error: { message: string; code?: string }, status: number, errors?: Record<string, string[]>): string | undefined {
  if (error.code) return error.code;
  const all = errors ? Object.values(errors).flat() : [];
  const message = all.length === 1 ? all[0]! : error.message;
  return matchApiError(message)?.code ?? statusErrorCode(status);
}

/** The one error boundary: typed errors → status and a Laravel-shaped JSON body plus a code; no stacks. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      const errors = error instanceof ValidationError ? error.errors : undefined;
      const code = errorCode(error, error.status, errors);
      return reply.status(error.status).send(errors ? { message: error.message, code, errors } : { message: error.message, code });
    }
    const known = error.code ? clientErrors[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ message: known[1], code: errorCode({ message: known[1] }, known[0]) });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message, code: errorCode({ message: error.message }, error.statusCode) });
    }
    // The database or Redis is away (a restart): a clear, retryable answer; the pools reconnect.
    if (isConnectionError(error)) {
      request.log.warn({ err: error }, 'service unavailable: database or Redis unreachable');
      return reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send({ message: UNAVAILABLE, code: 'server.unavailable' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Server Error', code: 'server.error' });
  });
}
