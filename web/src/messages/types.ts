/**
 * The shape every locale's catalogue must have: the English catalogue with its string literals
 * widened to string. Objects keep exactly their keys and tuples their length, so a translation
 * that misses a key, adds one or drops an array item fails the type check
 * (`export const shell = { ... } as const satisfies Localized<typeof en.shell>`).
 */
export type Localized<T> = T extends string ? string : { readonly [K in keyof T]: Localized<T[K]> };

/**
 * The words of one course in a language: title, duration, the six 'What You'll Learn' topics and
 * its reviews (reviewer and text, in the order of the course data).
 */
export type CourseText = {
  readonly title: string;
  readonly time: string;
  readonly topics: readonly [string, string, string, string, string, string];
  readonly reviews: readonly { readonly name: string; readonly testimonial: string }[];
};

/**
 * Course words by course id. English reads them from the course data itself (the catalogue's
 * English entry is empty, so they are not bundled twice); fr and ar override every course.
 */
export type CourseTexts = { readonly [id: number]: CourseText };

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

/** The words of one tutor in a language; lists follow the order of the tutor's data. */
export type TutorText = {
  readonly name: string;
  readonly university: string;
  readonly major: string;
  readonly year: string;
  readonly bio: string;
  readonly reviews: readonly { readonly user: string; readonly comment: string }[];
  readonly privateCourses: readonly { readonly title: string; readonly description: string }[];
  readonly availability: readonly { readonly day: string; readonly time: string }[];
};

/** Tutor words by tutor id: empty in English (the tutor data is English), complete in fr and ar. */
export type TutorTexts = { readonly [id: number]: TutorText };
