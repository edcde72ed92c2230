import { isLocale, LOCALE_COOKIE, matchLocale, parseAcceptLanguage, DEFAULT_LOCALE, type Locale } from '@darsak/common';
import type { FastifyRequest } from 'fastify';

/**
 * The language of a request from someone not signed in (registration, the served page): the
 * SPA's `locale` cookie (the visitor's choice), else Accept-Language, else English.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const cookie = request.cookies?.[LOCALE_COOKIE];
  if (isLocale(cookie)) return cookie;
  return matchLocale(parseAcceptLanguage(request.headers['accept-language'])) ?? DEFAULT_LOCALE;
}

/**
 * The language of a reply read on a page (GET /api/orders/{reference}'s payment texts): the page's
 * own language (the `locale` cookie the SPA keeps in step with its switcher), else the signed-in
 * user's stored language, else Accept-Language, else English. Decision 058.
 */
export function readerLocale(request: FastifyRequest, userLocale: Locale | null | undefined): Locale {
  const cookie = request.cookies?.[LOCALE_COOKIE];
  if (isLocale(cookie)) return cookie;
  if (isLocale(userLocale)) return userLocale;
  return matchLocale(parseAcceptLanguage(request.headers['accept-language'])) ?? DEFAULT_LOCALE;
}
