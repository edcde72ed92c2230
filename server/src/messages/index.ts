import type { Locale } from '@darsak/common';
import { ar } from './ar/index.ts';
import { en } from './en/index.ts';
import { fr } from './fr/index.ts';
import type { Localized } from './types.ts';

/**
 * The server's message catalogue (decision 070): the words of the e-mails (`mail`) and of the link
 * previews (`previews`) in every language, one file per language and area beside the SPA's
 * (web/src/messages). Templates with {placeholders}, filled by format() and formatPlural();
 * the code around them (mail/, routes/share-meta.ts) keeps only layout and logic.
 */
export type ServerMessages = Localized<typeof en>;

export const MESSAGES: Readonly<Record<Locale, ServerMessages>> = { en, fr, ar };

/** The texts of one language. */
export const messagesFor = (locale: Locale): ServerMessages => MESSAGES[locale];

export { escapeHtml, format, formatPlural, placeholdersOf, rawHtml, type Html, type Values } from './format.ts';
export type { Localized, Plural, PluralForms } from './types.ts';
