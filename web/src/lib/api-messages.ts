import { matchApiError } from '@darsak/common';
import { format, messages } from '@/lib/i18n';

/**
 * An API error message in the active language: when the English text is one the API's codes
 * name (its `code`, or found by the text for field errors), the catalogue's translation with
 * the message's variable parts (e.g. the seconds to wait); any other message stays as sent.
 */
export function localizeApiMessage(message: string, code?: unknown): string {
  const match = matchApiError(message);
  if (!match || (typeof code === 'string' && code !== match.code && code !== 'validation.failed')) return message;
  const template = messages.errors[match.code];
  return template ? format(template, match.values) : message;
}
