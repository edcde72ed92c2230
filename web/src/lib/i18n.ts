import {
  DEFAULT_LOCALE,
  formatMoney,
  formatUsd,
  intlTag,
  localizedText,
  type Locale,
  type LocalizedText,
  type PriceKind,
} from '@darsak/common';
import { LAZY_AREAS, type LazyArea } from '@/messages/areas';
import type { Messages } from '@/messages/en';
import { core as englishCore } from '@/messages/en/core';
import { MESSAGE_LOADERS } from '@/messages/loaders';
import { formatIcu, type IntlKit } from './icu-format';
import { compiledIcu } from './icu-registry';
import { needsIcu } from './icu-syntax';

export type { LazyArea, Messages };

/**
 * In development a screen that reads an area nobody loaded fails loudly, naming the fix, instead
 * of a TypeError on `undefined` (the production build reads the object as it is).
 */
const guarded = (catalogue: Messages): Messages =>
  import.meta.env.DEV
    ? new Proxy(catalogue, {
        get(target, key, receiver) {
          if (typeof key === 'string' && (LAZY_AREAS as readonly string[]).includes(key) && !(key in target)) {
            throw new Error(`i18n: messages.${key} read before it loaded: add '${key}' to the screen's withAreas([...])`);
          }
          return Reflect.get(target, key, receiver) as unknown;
        },
      })
    : catalogue;

/**
 * Each language's catalogue as loaded so far: its core, then the areas screens asked for, added
 * to the same object as they arrive (so `messages` sees them). Typed as whole; an area is there
 * once its screen's withAreas resolved (the development guard above says so otherwise).
 */
const catalogues = new Map<Locale, Promise<Messages>>();
const englishCatalogue = guarded({ ...englishCore } as Messages);
catalogues.set('en', Promise.resolve(englishCatalogue));
/** Areas in flight or loaded, by `${locale}:${area}`. */
const areaLoads = new Map<string, Promise<void>>();
/** Every area a screen asked for: a change of language loads them all in the new one. */
const wanted = new Set<LazyArea>();

/**
 * The active catalogue: an ES live binding swapped by the LocaleProvider before the tree renders
 * (and the tree re-rendered on a change). Read it inside render or functions, never in
 * module-level constants, or the text stays in the language of the first load.
 */
export let messages: Messages = englishCatalogue;
/** The active language. */
export let locale: Locale = DEFAULT_LOCALE;
/** The language being loaded (or the active one): where screens' areas load. */
let loading: Locale = DEFAULT_LOCALE;

/** Makes a loaded catalogue the active one (LocaleProvider and tests). */
export function activateLocale(next: Locale, catalogue: Messages): void {
  locale = loading = next;
  messages = catalogue;
}

function catalogueOf(target: Locale): Promise<Messages> {
  let found = catalogues.get(target);
  if (!found) {
    found = MESSAGE_LOADERS[target].core().then((core) => guarded({ ...core } as Messages));
    found.catch(() => catalogues.delete(target)); // a failed chunk may be fetched again
    catalogues.set(target, found);
  }
  return found;
}

function loadArea(target: Locale, area: LazyArea): Promise<void> {
  const key = `${target}:${area}`;
  let found = areaLoads.get(key);
  if (!found) {
    // The area's chunk and the language's core load side by side.
    found = Promise.all([catalogueOf(target), MESSAGE_LOADERS[target].areas[area]()]).then(([catalogue, texts]) => {
      (catalogue as Record<LazyArea, unknown>)[area] = texts;
    });
    found.catch(() => areaLoads.delete(key));
    areaLoads.set(key, found);
  }
  return found;
}

/**
 * A language's catalogue: its core (English is bundled, French and Arabic are chunks of their own)
 * and every area the screens shown so far asked for, including those asked for while it loads.
 */
export async function loadMessages(target: Locale): Promise<Messages> {
  loading = target;
  try {
    const catalogue = await catalogueOf(target);
    for (let missing = [...wanted]; missing.length > 0; missing = [...wanted].filter((area) => !areaLoads.has(`${target}:${area}`))) {
      await Promise.all(missing.map((area) => loadArea(target, area)));
    }
    return catalogue;
  } catch (error) {
    loading = locale;
    throw error;
  }
}

/** Loads areas of the catalogue in the current language (and remembers them for a change of language). */
export function loadAreas(...areas: LazyArea[]): Promise<void> {
  for (const area of areas) wanted.add(area);
  return Promise.all(areas.map((area) => loadArea(loading, area))).then(() => undefined);
}

/**
 * A lazy module loaded together with the message areas its screens read: for a route's `lazy`
 * (`lazy: withAreas(['admin'], () => import('./routes/admin/layout'))`) or React.lazy. The route
 * renders once both are in, so its first drawn text is in the visitor's language.
 */
export const withAreas = <T>(areas: readonly LazyArea[], load: () => Promise<T>) =>
  // `areas` stays readable on the function: the prerenderer names the chunks a page needs (decision 044).
  Object.assign(async (): Promise<T> => (await Promise.all([load(), loadAreas(...areas)]))[0], { areas });

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
/** As numberFormat, a currency isolated in Arabic (formatMoney): ICU messages' prices read as formatPrice's. */
const moneyAwareFormat = memo((tag: string, options?: Intl.NumberFormatOptions) => {
  const formatter = numberFormat(tag, options);
  return options?.style === 'currency' ? ({ format: (value: number) => formatMoney(formatter, value) } as Intl.NumberFormat) : formatter;
});
const kit = (): IntlKit => ({ tag: intlTag(locale), number: moneyAwareFormat, date: dateFormat, plural: pluralRules });

/**
 * A whole number from 0 to 999 reads as its digits in every language of the app (Arabic with
 * Latin digits): exactly what Intl gives, without building a formatter. The first Intl object a
 * page builds costs tens of milliseconds on a phone, inside its first render (decision 061).
 */
const isPlainNumber = (value: number) => Number.isInteger(value) && value >= 0 && value < 1000;

const valueText = (value: Value): string =>
  typeof value === 'number'
    ? isPlainNumber(value)
      ? String(value)
      : numberFormat(intlTag(locale)).format(value)
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

/**
 * A price in US dollars in the active language: '$5', '5 $US', '5 US$'; a `total` keeps its cents
 * ('$5.00'). The one formatter of every price on screen (decision 059); wrap it in <bdi>.
 */
export const formatPrice = (amount: number | string, kind: PriceKind = 'unit'): string => formatUsd(amount, intlTag(locale), kind);

/** An operator's text (payment instructions, the address) in the active language, else English. */
export const localized = (text: LocalizedText): string => localizedText(text, locale);

export const formatNumber = (value: number, options?: Intl.NumberFormatOptions): string =>
  numberFormat(intlTag(locale), options).format(value);

/** The active language's date formatter for these options (built once); lib/format-date.ts words every date with it. */
export const dateFormatter = (options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => dateFormat(intlTag(locale), options);
