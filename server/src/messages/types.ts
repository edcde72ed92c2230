/**
 * The types of the server's message catalogue (decision 070), as the SPA's (web/src/messages/types.ts):
 * English is the shape, and every other language must have exactly its keys.
 */

declare const pluralBrand: unique symbol;

/** The forms of a counted text, by Intl.PluralRules category; `other` is the one every language has. */
export type PluralForms = {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
};

/** A counted text ('{count} credits'): its forms in one language, written with plural() in the catalogue. */
export type Plural = PluralForms & { readonly [pluralBrand]: true };

/**
 * Marks a counted text in a catalogue. Each language writes the forms its plural rules use (English
 * one/other, French one/other, Arabic zero/one/two/few/many/other); a form it leaves out falls back
 * to `other` (formatPlural), and the catalogue test refuses a form the language does not have.
 */
export const plural = (forms: PluralForms): Plural => forms as Plural;

/**
 * The shape every locale's catalogue must have: the English catalogue with its string literals
 * widened to string. Objects keep exactly their keys and tuples their length, so a translation
 * that misses a key, adds one or drops an array item fails the type check; a counted text takes
 * its own language's forms (`export const mail = { ... } as const satisfies Localized<typeof en>`).
 */
export type Localized<T> = T extends string ? string : T extends Plural ? Plural : { readonly [K in keyof T]: Localized<T[K]> };
