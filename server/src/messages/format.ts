import { intlTag, type Locale } from '@darsak/common';
import type { Plural } from './types.ts';

/**
 * Fills the catalogue's texts (decision 070): plain templates with named placeholders
 * ('Your {brand} receipt for order {reference}'), no other syntax.
 */

const PLACEHOLDER = /\{(\w+)\}/g;

/** Escapes a text for HTML (element content and quoted attribute values). */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A piece of HTML put into an HTML text as it is (built and escaped by the caller). */
export type Html = { readonly html: string };
export const rawHtml = (html: string): Html => ({ html });

export type Values = Readonly<Record<string, string | number | Html>>;

/**
 * The template with every {name} replaced by its value. `escape` (escapeHtml for an HTML body)
 * is applied to the template's own words and to every value but an `Html` one; a placeholder
 * without a value is a programming error and throws.
 */
export function format(template: string, values: Values = {}, escape: (text: string) => string = (text) => text): string {
  let out = '';
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const value = values[match[1]!];
    if (value === undefined) throw new Error(`No value for {${match[1]}} in "${template}"`);
    out += escape(template.slice(last, match.index)) + (typeof value === 'object' ? value.html : escape(String(value)));
    last = match.index + match[0].length;
  }
  return out + escape(template.slice(last));
}

/** The placeholder names of a template, in order of appearance. */
export const placeholdersOf = (template: string): string[] => [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * A counted text in a language: the form Intl.PluralRules picks for `count` (else `other`), with
 * {count} and any other values filled in.
 */
export function formatPlural(forms: Plural, count: number, locale: Locale, values: Values = {}): string {
  const tag = intlTag(locale);
  let rules = pluralRules.get(tag);
  if (!rules) {
    rules = new Intl.PluralRules(tag);
    pluralRules.set(tag, rules);
  }
  return format(forms[rules.select(count)] ?? forms.other, { ...values, count });
}
