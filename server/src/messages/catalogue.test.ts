import { intlTag, type Locale } from '@darsak/common';
import { describe, expect, it } from 'vitest';
import { ar } from './ar/index.ts';
import { en } from './en/index.ts';
import { format, formatPlural, placeholdersOf, rawHtml } from './format.ts';
import { escapeHtml, MESSAGES } from './index.ts';
import { fr } from './fr/index.ts';
import { plural, type Localized, type Plural } from './types.ts';

/**
 * The server's catalogue (decision 070), checked as the SPA's is (web/src/messages/catalogue.test.ts):
 * every language has exactly the English keys (arrays of the same length), every text keeps the
 * English placeholders, counted texts have the forms of their language, and nothing is left in
 * English.
 */
type Tree = string | Plural | readonly Tree[] | { readonly [key: string]: Tree };

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
/** A counted text: an object of plural forms only, `other` among them. */
const isPlural = (tree: Tree): tree is Plural =>
  typeof tree === 'object' && !Array.isArray(tree) && 'other' in tree && Object.keys(tree).every((key) => PLURAL_FORMS.includes(key));

/** Every text of a catalogue as [path, text]; a counted text is one leaf per form (`path#form`). */
function leaves(tree: Tree, path = ''): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  if (isPlural(tree)) return Object.entries(tree).map(([form, text]) => [`${path}#${form}`, text as string]);
  return Object.entries(tree).flatMap(([key, value]) => leaves(value as Tree, path ? `${path}.${key}` : key));
}

/** The shape of a catalogue: every path, objects and arrays included; a counted text is one entry. */
function paths(tree: Tree, path = ''): string[] {
  if (typeof tree === 'string') return [path];
  if (isPlural(tree)) return [`${path}(plural)`];
  const kind = Array.isArray(tree) ? `[${tree.length}]` : '{}';
  return [`${path}${kind}`, ...Object.entries(tree).flatMap(([key, value]) => paths(value as Tree, `${path}.${key}`))];
}

/** The counted texts of a catalogue, by path. */
function plurals(tree: Tree, path = ''): [string, Plural][] {
  if (typeof tree === 'string') return [];
  if (isPlural(tree)) return [[path, tree]];
  return Object.entries(tree).flatMap(([key, value]) => plurals(value as Tree, path ? `${path}.${key}` : key));
}

/** The placeholders of a text, or of all the forms of a counted text together, sorted and once each. */
const placeholders = (texts: readonly string[]) => [...new Set(texts.flatMap(placeholdersOf))].sort();
/** A text's words: the text without its placeholders. */
const literal = (text: string) => text.replace(/\{\w+\}/g, ' ');

const english = en as unknown as Tree;
const englishTexts = new Map(leaves(english));
const englishPlurals = new Map(plurals(english));

describe.each([
  ['fr', fr],
  ['ar', ar],
] as const)('the %s texts', (locale, catalogue) => {
  const tree = catalogue as unknown as Tree;

  it('have exactly the keys of the English ones, arrays of the same length', () => {
    expect(paths(tree)).toEqual(paths(english));
  });

  it.each(leaves(tree).filter(([path]) => !path.includes('#')))('%s has the English placeholders', (path, text) => {
    expect(englishTexts.has(path), `${path} has no English text`).toBe(true);
    expect(placeholders([text])).toEqual(placeholders([englishTexts.get(path)!]));
  });

  it.each(plurals(tree))('%s has the forms of the language and the English placeholders', (path, forms) => {
    const categories = new Intl.PluralRules(intlTag(locale)).resolvedOptions().pluralCategories as string[];
    expect(Object.keys(forms)).toContain('other');
    for (const form of Object.keys(forms)) expect(categories, `${path}: ${locale} has no '${form}' form`).toContain(form);
    const source = englishPlurals.get(path)!;
    for (const text of Object.values(forms) as string[]) {
      expect(
        placeholders([text]).every((name) => placeholders(Object.values(source)).includes(name)),
        text,
      ).toBe(true);
    }
    expect(placeholders(Object.values(forms))).toEqual(placeholders(Object.values(source)));
  });

  it('translate every sentence (no English left behind)', () => {
    const copied = leaves(tree).filter(
      ([path, text]) =>
        text === englishTexts.get(path) &&
        literal(text)
          .split(/\s+/)
          .filter((word) => /[a-z]{3,}/i.test(word)).length > 2,
    );
    expect(copied).toEqual([]);
  });
});

describe('every language', () => {
  it.each(Object.entries(MESSAGES))('%s: braces only around placeholder names', (_locale, catalogue) => {
    const stray = leaves(catalogue as unknown as Tree).filter(([, text]) => /[{}]/.test(literal(text)));
    expect(stray).toEqual([]);
  });

  it('English writes the forms English has', () => {
    const categories = new Intl.PluralRules('en').resolvedOptions().pluralCategories as string[];
    for (const [, forms] of plurals(english)) expect(categories).toEqual(expect.arrayContaining(Object.keys(forms)));
  });

  it('Arabic writes all six plural forms and Arabic punctuation (، ؛ ؟)', () => {
    for (const [path, forms] of plurals(ar as unknown as Tree)) expect(Object.keys(forms).sort(), path).toEqual([...PLURAL_FORMS].sort());
    const latin = leaves(ar as unknown as Tree).filter(([, text]) => /[,;?]/.test(literal(text)));
    expect(latin).toEqual([]);
  });

  it('French writes one and other', () => {
    for (const [path, forms] of plurals(fr as unknown as Tree))
      expect(Object.keys(forms), path).toEqual(expect.arrayContaining(['one', 'other']));
  });
});

describe('format', () => {
  it('fills named placeholders, as often as they appear', () => {
    expect(format('Your {brand} receipt for order {reference}', { brand: 'Darsak', reference: 'DRS-ABC234' })).toBe(
      'Your Darsak receipt for order DRS-ABC234',
    );
    expect(format('{a}-{a}: {n}', { a: 'x', n: 3 })).toBe('x-x: 3');
    expect(format('No placeholder.', { unused: 'x' })).toBe('No placeholder.');
  });

  it('escapes the words and the values of an HTML text, but not an Html value', () => {
    expect(format('<{name}> & “{brand}”', { name: '"A" & \'B\'', brand: rawHtml('<b>D</b>') }, escapeHtml)).toBe(
      '&lt;&quot;A&quot; &amp; &#39;B&#39;&gt; &amp; “<b>D</b>”',
    );
  });

  it('refuses a placeholder without a value', () => {
    expect(() => format('Hello {name}', {})).toThrow(/No value for \{name\}/);
  });
});

describe('formatPlural', () => {
  const credits = (locale: Locale) => MESSAGES[locale].previews.course.credits;

  it('picks the form of the language, else other', () => {
    expect([1, 3].map((n) => formatPlural(credits('en'), n, 'en'))).toEqual(['1 credit', '3 credits']);
    expect([0, 1, 2, 1_000_000].map((n) => formatPlural(credits('fr'), n, 'fr'))).toEqual([
      '0 crédit',
      '1 crédit',
      '2 crédits',
      '1000000 crédits',
    ]);
    expect([0, 1, 2, 3, 11, 100].map((n) => formatPlural(credits('ar'), n, 'ar'))).toEqual([
      'بلا أرصدة',
      'رصيد واحد',
      'رصيدان',
      '3 أرصدة',
      '11 رصيدًا',
      '100 رصيد',
    ]);
  });

  it('words credits as the inline rules did before the catalogue (decision 070), for any count', () => {
    // The rules share-meta.ts had inline, kept here as the reference.
    const frenchBefore = (n: number) => `${n} ${new Intl.PluralRules('fr').select(n) === 'one' ? 'crédit' : 'crédits'}`;
    const arabicBefore = (n: number) =>
      ({ zero: 'بلا أرصدة', one: 'رصيد واحد', two: 'رصيدان', few: `${n} أرصدة`, many: `${n} رصيدًا`, other: `${n} رصيد` })[
        new Intl.PluralRules('ar').select(n)
      ];
    for (const n of [...Array.from({ length: 1200 }, (_, i) => i), 1_000_000, 2_000_000]) {
      expect(formatPlural(credits('fr'), n, 'fr')).toBe(frenchBefore(n));
      expect(formatPlural(credits('ar'), n, 'ar')).toBe(arabicBefore(n));
    }
  });
});

describe('the types', () => {
  it('refuse a language without a text, or with a plain text where English counts', () => {
    const { button: _button, ...withoutButton } = fr.mail.receipt;
    // @ts-expect-error: a language missing a text does not compile
    const _missing: Localized<typeof en.mail.receipt> = withoutButton;
    // @ts-expect-error: a counted text must be written with plural()
    const _uncounted: Localized<typeof en.previews.course> = { ...fr.previews.course, credits: '{count} crédits' };
    const _counted: Localized<typeof en.previews.course> = { ...fr.previews.course, credits: plural({ other: '{count} crédits' }) };
    expect(_counted.credits.other).toBe('{count} crédits');
  });
});
