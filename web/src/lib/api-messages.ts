import type { FieldErrorCode } from '@darsak/common';
import { format, loadAreas, messages } from '@/lib/i18n';

/**
 * The error texts load when the API first answers with an error (not with the first screen):
 * the client awaits this before it words the error. A failed load leaves the English text.
 */
export const loadErrorTexts = (): Promise<void> => loadAreas('errors').catch(() => undefined);

/**
 * An API error in the active language, from its code and params (decision 066): the catalogue's
 * text for the code, the field's own name in this language where the text names it ({attribute}).
 * Without a code, or a code this catalogue does not know, the server's English text as sent.
 */
export function localizeApiError(message: string, coded: FieldErrorCode | undefined): string {
  if (!coded || !('errors' in messages)) return message;
  const texts = messages.errors;
  const template = (texts.codes as Record<string, string | undefined>)[coded.code];
  if (!template) return message;
  const params: Record<string, string | number> = { ...coded.params };
  // The server names a field as Laravel does ('password confirmation', 'course ids.0',
  // 'translations.fr.title'): a nested field is named by its last part.
  const attribute = typeof params.attribute === 'string' ? params.attribute : undefined;
  const named = attribute === undefined ? undefined : fieldName(texts.attributes, attribute);
  if (named) params.attribute = named;
  return format(template, params);
}

function fieldName(names: Record<string, string | undefined>, attribute: string): string | undefined {
  const path = attribute.split('.').filter((part) => !/^\d+$/.test(part));
  return names[path.join('.')] ?? names[path.at(-1) ?? ''];
}
