import type { Locale } from '@darsak/common';

/**
 * Catalogue rows hold their English texts in columns and the others in `translations`, a JSON
 * object by language (decision 071). A text missing in a language shows the English.
 */
export type Translations<T> = Partial<Record<Exclude<Locale, 'en'>, Partial<T>>>;

/** The row's translations, parsed (an unreadable column counts as none). */
export function parseTranslations<T>(json: string): Translations<T> {
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Translations<T>) : {};
  } catch {
    return {};
  }
}

/** The texts of `locale` where given (non-empty), the English ones otherwise. */
export function inLocale<T extends object>(english: T, translations: Translations<T>, locale: Locale): T {
  if (locale === 'en') return english;
  const own = translations[locale];
  if (!own) return english;
  const out = { ...english };
  for (const key of Object.keys(english) as Array<keyof T>) {
    const value = own[key];
    if (value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0))
      out[key] = value as T[keyof T];
  }
  return out;
}

/** A list translated item by item (reviews, private courses): the English item where the language has none. */
export function listInLocale<T extends object>(english: T[], translated: Array<Partial<T>> | undefined): T[] {
  if (!translated) return english;
  return english.map((item, index) => {
    const own = translated[index];
    if (!own) return item;
    const out = { ...item };
    for (const key of Object.keys(item) as Array<keyof T>) {
      const value = own[key];
      if (typeof value === 'string' && value !== '') out[key] = value as T[keyof T];
    }
    return out;
  });
}
