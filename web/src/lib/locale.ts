import { appOrigin } from '@/config/business';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALE_STORAGE_KEY, localeDir, matchLocale, type Locale } from '@darsak/common';

/** The visitor's own choice on this device (localStorage `locale`), if any. */
export function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null; // storage blocked: behave as a first visit
  }
}

/**
 * Remembers a choice: localStorage (the spec's key) and a cookie of the same name, which lets the
 * server send <html lang dir> right in the page on the next visit, before any script runs.
 */
export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  syncLocaleCookie(locale);
}

export function syncLocaleCookie(locale: Locale): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** The browser's languages (its Accept-Language), best first. */
const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];

/** ?lang=fr|ar|en on the address: the language of whoever shared the link (see shareUrl). */
export function linkLocale(search = typeof location === 'undefined' ? '' : location.search): Locale | null {
  const value = new URLSearchParams(search).get('lang');
  return isLocale(value) ? value : null;
}

/**
 * The language to start in: the stored choice, else the shared link's ?lang, else the browser's
 * languages, else English (the server picks the page's lang/dir in the same order).
 */
export const initialLocale = (): Locale => storedLocale() ?? linkLocale() ?? matchLocale(browserLanguages()) ?? DEFAULT_LOCALE;

/**
 * The address to share for a page: absolute, with the sharer's language unless it is English, so
 * the link's preview (and the page, for a visitor who has not chosen) is in that language. A
 * crawler sends no language of its own, so without ?lang a preview is in English.
 */
export const shareUrl = (path: string, language: Locale): string =>
  `${appOrigin()}${path}${language === DEFAULT_LOCALE ? '' : `?lang=${language}`}`;

/** <html lang dir> follow the active language. */
export function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = localeDir(locale);
}
