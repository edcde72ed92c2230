/** The shapes of the course and tutor words in a language (the SPA's catalogue and link previews). */

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
