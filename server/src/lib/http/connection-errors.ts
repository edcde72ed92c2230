/**
 * Whether an error means "the database or Redis cannot be reached right now" (a restart, a
 * network cut), as opposed to a bug: such requests answer 503 with Retry-After, not 500.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);

/** PostgreSQL SQLSTATEs: connection exceptions (08xxx) and operator intervention (57P01..57P03). */
const PG_UNAVAILABLE = /^(08\d{3}|57P0[123])$/;

const MESSAGES = [
  /^Connection terminated/, // pg: the server went away (restart) or the connect timed out
  /^timeout exceeded when trying to connect$/, // pg-pool: connectionTimeoutMillis
  /^Client has encountered a connection error and is not queryable$/, // pg
  /^Connection is closed\.$/, // ioredis
  /^Stream isn't writeable/, // ioredis with enableOfflineQueue false
  /^Reached the max retries per request limit/, // ioredis MaxRetriesPerRequestError
];

export function isConnectionError(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    const message = e.message;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || PG_UNAVAILABLE.test(code))) return true;
    if (MESSAGES.some((pattern) => pattern.test(message))) return true;
    if (e instanceof AggregateError && e.errors.some(isConnectionError)) return true;
    e = e.cause;
  }
  return false;
}
