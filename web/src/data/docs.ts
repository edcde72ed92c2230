import { CV_MAX_BYTES, FEEDBACK_MAX_LENGTH, RESET_CODE_LENGTH, RESET_CODE_TTL_MS, type Locale } from '@darsak/common';
import { business } from '@/config/business';
import { format, messages } from '@/lib/i18n';
import { docs as englishDocs } from '@/messages/en/content/docs';
import type { DocTexts } from '@/messages/types';

/**
 * The help text of /docs: six sections describing how Darsak works, in the active language.
 * Searchable by section title, item title and item text (paragraphs and steps). The words live
 * in messages/<locale>/content/docs.ts; this module gives them their order and icons.
 */
export type DocIcon = 'rocket' | 'sparkles' | 'teacher' | 'wallet' | 'question' | 'lifebuoy';

export type DocItem = {
  id: string;
  title: string;
  paragraphs: string[];
  /** Optional numbered steps shown after the paragraphs. */
  steps?: string[];
};

export type DocSection = {
  id: string;
  title: string;
  summary: string;
  icon: DocIcon;
  items: DocItem[];
};

/** The date the help text was last reviewed (YYYY-MM-DD). */
export const DOCS_LAST_UPDATED = '2026-11-02';

/**
 * DOCS_LAST_UPDATED worded in each language as Intl words it (dateStyle long, UTC), so the page
 * builds no date formatter while it starts on a phone (decision 061). docs.test.ts keeps the two
 * in step: change both together.
 */
export const DOCS_LAST_UPDATED_TEXT: Record<Locale, string> = { en: 'November 2, 2026', fr: '2 novembre 2026', ar: '2 نوفمبر 2026' };

const english: DocTexts = englishDocs;

const OUTLINE: readonly { id: keyof typeof englishDocs; icon: DocIcon }[] = [
  { id: 'getting-started', icon: 'rocket' },
  { id: 'platform-features', icon: 'sparkles' },
  { id: 'for-tutors', icon: 'teacher' },
  { id: 'payments-billing', icon: 'wallet' },
  { id: 'faq', icon: 'question' },
  { id: 'support', icon: 'lifebuoy' },
];

/** The numbers and address the help text quotes, filled into its {placeholders}. */
const VALUES = {
  max: FEEDBACK_MAX_LENGTH,
  mb: CV_MAX_BYTES / (1024 * 1024),
  length: RESET_CODE_LENGTH,
  minutes: RESET_CODE_TTL_MS / 60_000,
};

/** Built once per catalogue and contact address (the server's prerender sets the address). */
const built = new WeakMap<object, { email: string; sections: DocSection[] }>();

/** The sections in the active language (built once per catalogue); call at render time. */
export function docSections(): DocSection[] {
  const texts = messages.docs.texts;
  const email = business.infoEmail;
  let sections = built.get(texts)?.email === email ? built.get(texts)?.sections : undefined;
  if (!sections) {
    const fill = (text: string) => format(text, { ...VALUES, email });
    sections = OUTLINE.map(({ id, icon }) => {
      const fallback = english[id] as DocTexts[string];
      const section = texts[id] ?? fallback;
      const items = Object.entries(fallback.items).map(([itemId, englishItem]) => {
        const item = section.items[itemId] ?? englishItem;
        return {
          id: itemId,
          title: item.title,
          paragraphs: item.paragraphs.map(fill),
          ...(item.steps ? { steps: item.steps.map(fill) } : {}),
        };
      });
      return { id, icon, title: section.title, summary: section.summary, items };
    });
    built.set(texts, { email, sections });
  }
  return sections;
}
