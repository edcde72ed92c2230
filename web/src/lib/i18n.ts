import { DEFAULT_LOCALE, intlTag, type Locale } from '@darsak/common';
import { en, type Messages } from '@/messages/en';
import { formatIcu, type IntlKit } from './icu-format';
import { compiledIcu } from './icu-registry';
import { needsIcu } from './icu-syntax';

export type { Messages };

/**
 * The active catalogue: an ES live binding swapped by the LocaleProvider before the tree renders
 * (and the tree re-rendered on a change). Read it inside render or functions, never in
 * module-level constants, or the text stays in the language of the first load.
 */
export let messages: Messages = en;
/** The active language. */
export let locale: Locale = DEFAULT_LOCALE;

/** Makes a loaded catalogue the active one (LocaleProvider and tests). */
export function activateLocale(next: Locale, catalogue: Messages): void {
  locale = next;
  messages = catalogue;
}

/** English is bundled; French and Arabic each load on demand in their own chunk. */
export async function loadMessages(target: Locale): Promise<Messages> {
  switch (target) {
    case 'fr':
      return (await import('@/messages/fr')).fr;
    case 'ar':
      return (await import('@/messages/ar')).ar;
    default:
      return en;
  }
}

type Value = string | number | Date;

/** One Intl formatter per (locale, options): building them is the costly part. */
function memo<A extends unknown[], R>(make: (...args: A) => R): (...args: A) => R {
  const cache = new Map<string, R>();
  return (...args: A) => {
    const key = JSON.stringify(args);
    let value = cache.get(key);
    if (value === undefined) cache.set(key, (value = make(...args)));
    return value;
  };
}

const numberFormat = memo((tag: string, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(tag, options));
const dateFormat = memo((tag: string, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, options));
const pluralRules = memo((tag: string, options?: Intl.PluralRulesOptions) => new Intl.PluralRules(tag, options));
const kit = (): IntlKit => ({ tag: intlTag(locale), number: numberFormat, date: dateFormat, plural: pluralRules });

const valueText = (value: Value): string =>
  typeof value === 'number'
    ? numberFormat(intlTag(locale)).format(value)
    : value instanceof Date
      ? dateFormat(intlTag(locale)).format(value)
      : value;

/**
 * Formats an ICU message in the active language: format('{count, plural, one {# course} other
 * {# courses}}', { count: 3 }). Catalogue messages with plural/select/number arguments arrive
 * precompiled; plain {name} messages are substituted directly, numbers through Intl as ICU does.
 */
export function format(template: string, values: Record<string, Value> = {}): string {
  return formatParts<never>(template, values).join('');
}

/**
 * Like format, but values may be rich nodes (e.g. <bdi>{code}</bdi>), returned in place: the
 * result is an array of strings and those nodes (see lib/i18n-nodes.tsx for React).
 */
export function formatParts<T>(template: string, values: Record<string, Value | T> = {}): (string | T)[] {
  const ast = compiledIcu(template);
  if (ast) {
    return formatIcu<T>(ast, values, kit());
  }
  if (needsIcu(template) && import.meta.env.DEV) {
    console.error(`i18n: ICU message not precompiled (define it in web/src/messages): ${template}`);
  }
  const out: (string | T)[] = [];
  let last = 0;
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    const key = match[1] as string;
    if (!(key in values)) continue;
    out.push(template.slice(last, match.index));
    const value = values[key] as Value | T;
    out.push(typeof value === 'string' || typeof value === 'number' || value instanceof Date ? valueText(value) : value);
    last = match.index + match[0].length;
  }
  out.push(template.slice(last));
  return out.filter((part) => part !== '');
}

/** A price in US dollars, in the active language ($25, 25 $US, 25 US$). */
export const formatPrice = (amount: number, options: Intl.NumberFormatOptions = {}): string =>
  numberFormat(intlTag(locale), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    ...options,
  }).format(amount);

export const formatNumber = (value: number, options?: Intl.NumberFormatOptions): string =>
  numberFormat(intlTag(locale), options).format(value);

export const formatDate = (value: Date | string | number, options?: Intl.DateTimeFormatOptions): string =>
  dateFormat(intlTag(locale), options).format(new Date(value));
