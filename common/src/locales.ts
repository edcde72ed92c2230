/**
 * The languages Darsak speaks (issue 10), shared by the SPA (switcher, catalogues) and the
 * API (users.locale, e-mails, the <html lang dir> of the served page).
 */
export const LOCALES = ['en', 'fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** localStorage key of the visitor's choice (SPEC storage keys); mirrored in a cookie of the same name. */
export const LOCALE_STORAGE_KEY = 'locale';
export const LOCALE_COOKIE = 'locale';

/** Each language by its own name, as the switcher lists it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', ar: 'العربية' };

const RTL: ReadonlySet<Locale> = new Set<Locale>(['ar']);

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const localeDir = (locale: Locale): 'rtl' | 'ltr' => (RTL.has(locale) ? 'rtl' : 'ltr');

/**
 * The tag handed to Intl: Arabic keeps Western digits (as Lebanese print, prices and course
 * codes read them), decision 026.
 */
export const intlTag = (locale: Locale): string => (locale === 'ar' ? 'ar-u-nu-latn' : locale);

/** First supported language among preferred tags ('fr-LB', 'ar', 'en-US;q=0.8' ...), else null. */
export function matchLocale(preferred: readonly string[]): Locale | null {
  for (const tag of preferred) {
    const base = tag.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (isLocale(base)) return base;
  }
  return null;
}

/** Parses an Accept-Language header into tags ordered by quality. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}
