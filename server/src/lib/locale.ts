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
