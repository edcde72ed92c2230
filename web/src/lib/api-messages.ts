import { matchApiError } from '@darsak/common';
import { format, loadAreas, messages } from '@/lib/i18n';

/**
 * The error texts load when the API first answers with an error (not with the first screen):
 * the client awaits this before it words the error. A failed load leaves the English text.
 */
export const loadErrorTexts = (): Promise<void> => loadAreas('errors').catch(() => undefined);

/**
 * An API error message in the active language: when the English text is one the API's codes
 * name (its `code`, or found by the text for field errors), the catalogue's translation with
 * the message's variable parts (e.g. the seconds to wait); any other message stays as sent.
 */
export function localizeApiMessage(message: string, code?: unknown): string {
  const match = matchApiError(message);
  if (!match || (typeof code === 'string' && code !== match.code && code !== 'validation.failed')) return message;
  const template = 'errors' in messages ? messages.errors[match.code] : undefined;
  return template ? format(template, match.values) : message;
}
