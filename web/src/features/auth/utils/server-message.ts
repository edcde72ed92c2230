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

/**
 * What a successful verify or reset shows: the server's message (SPEC section 8), except that the
 * server's stock English text for this step is shown in the page's language (`localized`), as is
 * the fallback when the answer carries no message.
 */
export function successMessage(answer: unknown, stock: string, localized: string): string {
  const message = answerMessage(answer);
  return !message || message === stock ? localized : message;
}
