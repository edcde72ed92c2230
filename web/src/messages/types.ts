export type { CourseText, CourseTexts, TutorText, TutorTexts } from '@darsak/common';

/**
 * The shape every locale's catalogue must have: the English catalogue with its string literals
 * widened to string. Objects keep exactly their keys and tuples their length, so a translation
 * that misses a key, adds one or drops an array item fails the type check
 * (`export const shell = { ... } as const satisfies Localized<typeof en.shell>`).
 */
export type Localized<T> = T extends string ? string : { readonly [K in keyof T]: Localized<T[K]> };

/** One help topic of /docs: its title, paragraphs and optional numbered steps. */
export type DocItemText = {
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly steps?: readonly string[];
};

/**
 * The help text of /docs by section id and item id. Like the course words, the English text is
 * loaded with the docs page (en/content/docs.ts) and the catalogue's English entry stays empty;
 * fr and ar carry every section.
 */
export type DocTexts = {
  readonly [sectionId: string]: {
    readonly title: string;
    readonly summary: string;
    readonly items: { readonly [itemId: string]: DocItemText };
  };
};
