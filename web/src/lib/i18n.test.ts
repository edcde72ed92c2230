import { parse } from '@formatjs/icu-messageformat-parser';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '@/messages/en';
import { activateLocale, format, formatParts, formatPrice, loadAreas, localized, loadMessages, locale, messages } from './i18n';
import { registerIcu } from './icu-registry';

/** Registers a message as the build-time precompiler would for a catalogue literal. */
const icu = (message: string) => registerIcu(message, parse(message, { ignoreTag: true }));

afterEach(() => activateLocale('en', en));

describe('format', () => {
  it('substitutes plain placeholders and leaves unknown ones', () => {
    expect(format('Welcome back, {name}!', { name: 'Rana' })).toBe('Welcome back, Rana!');
    expect(format('Hi {name} {missing}', { name: 'Rana' })).toBe('Hi Rana {missing}');
  });

  it('formats numbers through Intl in the active language', () => {
    expect(format('{count} courses', { count: 1234 })).toBe('1,234 courses');
    activateLocale('fr', en);
    expect(format('{count} cours', { count: 1234 })).toBe('1\u202f234 cours');
    activateLocale('ar', en);
    expect(format('{count}', { count: 1234 })).toBe('1,234'); // Western digits (decision 026)
  });

  it('chooses English plural forms', () => {
    const message = icu('{count, plural, one {# course} other {# courses}}');
    expect(format(message, { count: 1 })).toBe('1 course');
    expect(format(message, { count: 0 })).toBe('0 courses');
    expect(format(message, { count: 25 })).toBe('25 courses');
  });

  it('chooses the six Arabic plural forms', () => {
    const message = icu('{count, plural, zero {لا دروس} one {درس واحد} two {درسان} few {# دروس} many {# درسًا} other {# درس}}');
    activateLocale('ar', en);
    expect([0, 1, 2, 3, 11, 100].map((count) => format(message, { count }))).toEqual([
      'لا دروس',
      'درس واحد',
      'درسان',
      '3 دروس',
      '11 درسًا',
      '100 درس',
    ]);
  });

  it('handles select, exact matches and currency skeletons', () => {
    const role = icu('{role, select, admin {Administrator} other {Student}}');
    expect(format(role, { role: 'admin' })).toBe('Administrator');
    expect(format(role, { role: 'x' })).toBe('Student');
    const exact = icu('{count, plural, =0 {No items} other {# items}}');
    expect(format(exact, { count: 0 })).toBe('No items');
    const price = icu('{price, number, ::currency/USD .00/w}');
    expect(format(price, { price: 25 })).toBe('$25');
    activateLocale('fr', en);
    expect(format(price, { price: 99.99 })).toBe('99,99\u00a0$US');
  });

  it('returns rich values in place', () => {
    const node = { bdi: 'CSC 210' };
    expect(formatParts('Rate {code} now', { code: node })).toEqual(['Rate ', node, ' now']);
  });
});

describe('catalogue', () => {
  it('precompiles the catalogue messages that need ICU at build time', () => {
    expect(format(messages.catalog.courses.resultCount, { count: 1 })).toBe('1 course');
    expect(format(messages.catalog.courses.resultCount, { count: 2 })).toBe('2 courses');
  });

  it('loads a lazy area in the active language, its ICU messages precompiled in their own chunk', async () => {
    const french = await loadMessages('fr');
    activateLocale('fr', french);
    await loadAreas('docs');
    expect(format(messages.docs.resultCount, { count: 1 })).toBe('1 sujet correspondant');
    expect(format(messages.docs.resultCount, { count: 3 })).toBe('3 sujets correspondants');
  });

  it('loads every area asked for so far when the language changes', async () => {
    await loadAreas('admin');
    const arabic = await loadMessages('ar');
    expect(Object.keys(arabic)).toEqual(expect.arrayContaining(['shell', 'admin', 'docs']));
    expect(arabic.admin.title).not.toBe(messages.admin.title);
  });

  it('activates another catalogue as a live binding', () => {
    const other = { ...en, shell: { ...en.shell, loading: 'Chargement…' } };
    activateLocale('fr', other);
    expect(locale).toBe('fr');
    expect(messages.shell.loading).toBe('Chargement…');
  });
});

describe('Intl helpers', () => {
  it('formats prices in the active language', () => {
    expect(formatPrice(25)).toBe('$25');
    expect(formatPrice(19.99)).toBe('$19.99');
    expect(formatPrice('5.00')).toBe('$5');
    expect(formatPrice('5.00', 'total')).toBe('$5.00');
    expect(formatPrice(5, 'total')).toBe('$5.00');
    activateLocale('fr', en);
    expect(formatPrice(25)).toBe('25\u00a0$US');
    expect(formatPrice('19.99')).toBe('19,99\u00a0$US');
    expect(formatPrice('10.00', 'total')).toBe('10,00\u00a0$US');
    activateLocale('ar', en);
    // Western digits (decision 026), the currency after the figure as Arabic writes it.
    expect(formatPrice(5)).toMatch(/^\u200f?5\u00a0\u2066US\$\u2069$/);
    expect(formatPrice('12.50', 'total')).toMatch(/^\u200f?12\.50\u00a0\u2066US\$\u2069$/);
  });

  it('formats a price as the catalogue currency skeleton does, so a price reads the same in a sentence and alone', () => {
    const skeleton = icu('{price, number, ::currency/USD .00/w}');
    for (const tag of ['en', 'fr', 'ar'] as const) {
      activateLocale(tag, en);
      for (const amount of [5, 19.99, 49.5]) expect(formatPrice(amount)).toBe(format(skeleton, { price: amount }));
    }
  });

  it('picks an operator text in the active language, else English', () => {
    const text = { en: 'Pay at the desk', fr: 'Payez à l’accueil' };
    expect(localized(text)).toBe('Pay at the desk');
    activateLocale('fr', en);
    expect(localized(text)).toBe('Payez à l’accueil');
    expect(localized('One text for all')).toBe('One text for all');
    activateLocale('ar', en);
    expect(localized(text)).toBe('Pay at the desk');
  });
});
