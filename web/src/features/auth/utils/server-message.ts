import { ApiError } from '@/lib/api-client';

/** The message shown for a failed verify or reset call: the server's, else the error's, else the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || error.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The `message` field of a successful answer, if it has one. */
export function answerMessage(answer: unknown): string | undefined {
  const message = (answer as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}
