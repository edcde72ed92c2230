import {
  isArgumentElement,
  isDateElement,
  isLiteralElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { en } from './en';
import { courses as englishCourses } from './en/content/courses';
import { docs as englishDocs } from './en/content/docs';
import { tutors as englishTutors } from './en/content/tutors';
import { fr } from './fr';

/**
 * Every locale's catalogue has exactly the keys of the English one (deep, arrays of the same
 * length), every message is valid ICU, keeps the English placeholders and is really translated.
 */
type Tree = string | readonly Tree[] | { readonly [key: string]: Tree };

/** Every leaf of a catalogue as [path, message]; arrays show up as numbered paths. */
function leaves(tree: Tree, path = ''): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value as Tree, path ? `${path}.${key}` : key));
}

/** The shape of a catalogue: every path, objects and arrays included, so a missing item shows. */
function paths(tree: Tree, path = ''): string[] {
  if (typeof tree === 'string') return [path];
  const kind = Array.isArray(tree) ? `[${tree.length}]` : '{}';
  return [`${path}${kind}`, ...Object.entries(tree).flatMap(([key, value]) => paths(value as Tree, `${path}.${key}`))];
}

/** The argument names a message uses ({name}, {count, plural, …}), nested options included. */
function argumentsOf(elements: MessageFormatElement[]): Set<string> {
  const names = new Set<string>();
  const visit = (list: MessageFormatElement[]) => {
    for (const element of list) {
      if (isArgumentElement(element) || isNumberElement(element) || isDateElement(element) || isTimeElement(element)) {
        names.add(element.value);
      } else if (isPluralElement(element) || isSelectElement(element)) {
        names.add(element.value);
        for (const option of Object.values(element.options)) visit(option.value);
      } else if (isTagElement(element)) {
        visit(element.children);
      }
    }
  };
  visit(elements);
  return names;
}

/** The literal text of a message (what a reader sees around the placeholders). */
function literalText(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (isLiteralElement(element)) return element.value;
      if (isPluralElement(element) || isSelectElement(element)) {
        return Object.values(element.options)
          .map((option) => literalText(option.value))
          .join(' ');
      }
      if (isTagElement(element)) return literalText(element.children);
      return ' ';
    })
    .join('');
}

/** The plural elements of a message, nested ones included. */
function plurals(elements: MessageFormatElement[]): { value: string; options: string[] }[] {
  return elements.flatMap((element) => {
    if (isPluralElement(element)) {
      return [
        { value: element.value, options: Object.keys(element.options) },
        ...Object.values(element.options).flatMap((option) => plurals(option.value)),
      ];
    }
    if (isSelectElement(element)) return Object.values(element.options).flatMap((option) => plurals(option.value));
    return [];
  });
}

/**
 * English course and tutor words are their data itself and the English help text comes with the
 * docs page (the catalogue's entries are empty so they are not bundled twice); fr and ar are checked
 * against those references.
 */
const reference = {
  ...en,
  content: { ...en.content, courses: englishCourses },
  docs: { ...en.docs, texts: englishDocs },
  tutors: { ...en.tutors, texts: englishTutors },
};
const english = new Map(leaves(reference as unknown as Tree));
const locales = { fr, ar } as const;

describe.each(Object.entries(locales))('the %s catalogue', (locale, catalogue) => {
  const messages = leaves(catalogue);

  it('has exactly the keys of the English catalogue, arrays of the same length', () => {
    expect(paths(catalogue)).toEqual(paths(reference as unknown as Tree));
  });

  it.each(messages)('%s is valid ICU with the English placeholders', (path, message) => {
    const ast = parse(message);
    const source = english.get(path);
    expect(source, `${path} has no English message`).toBeDefined();
    expect([...argumentsOf(ast)].sort()).toEqual([...argumentsOf(parse(source ?? ''))].sort());
    for (const plural of plurals(ast)) {
      expect(plural.options, `${path}: ${plural.value} needs an 'other' form`).toContain('other');
    }
  });

  it('translates every sentence (no English left behind)', () => {
    // Proper names (people, stored under a `name` key) stay as they are in French.
    const copied = messages.filter(([path, message]) => {
      if (path.endsWith('.name')) return false;
      const text = literalText(parse(message)).trim();
      return message === english.get(path) && text.split(/\s+/).filter((word) => /[a-z]{3,}/i.test(word)).length > 2;
    });
    expect(copied, `${locale}: messages still in English`).toEqual([]);
  });
});

describe('the Arabic catalogue', () => {
  const messages = leaves(ar).map(([path, message]) => [path, parse(message)] as const);

  it('writes all six plural forms', () => {
    const incomplete = messages.flatMap(([path, ast]) =>
      plurals(ast)
        .filter((plural) => !['zero', 'one', 'two', 'few', 'many', 'other'].every((form) => plural.options.includes(form)))
        .map(() => path),
    );
    expect(incomplete).toEqual([]);
  });

  it('uses Arabic punctuation (، ؛ ؟) in its text', () => {
    const latin = messages.filter(([, ast]) => /[,;?]/.test(literalText(ast))).map(([path]) => path);
    expect(latin).toEqual([]);
  });

  it('keeps Latin script for codes and acronyms only', () => {
    // Course codes (B1100), file types (PDF, .docx), programme names (CSVT) and single-letter
    // symbols (the t of a t-test) stay in Latin letters; a Latin word with a lower-case letter is
    // English left behind.
    const englishWord = (text: string) =>
      (text.replace(/\.[a-z]+\b/g, '').match(/[A-Za-z]+/g) ?? []).some((word) => word.length > 1 && /[a-z]/.test(word));
    const english = messages.filter(([, ast]) => englishWord(literalText(ast))).map(([path, ast]) => `${path}: ${literalText(ast)}`);
    expect(english).toEqual([]);
  });
});

describe('the French catalogue', () => {
  it('writes French plurals with one and other', () => {
    const incomplete = leaves(fr).filter(([, message]) =>
      plurals(parse(message)).some((plural) => !plural.options.includes('one') || !plural.options.includes('other')),
    );
    expect(incomplete).toEqual([]);
  });
});
