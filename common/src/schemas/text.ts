import { z } from 'zod';
import { API_ERRORS } from '../api-errors.ts';

/**
 * Free text that reaches other people's screens and inboxes (issue 22, point 5; decision 073):
 * no character that can make it read as something else. C0 and C1 controls (NUL, ESC, a CR that
 * ends a mail header...), the line and paragraph separators, and the bidi embeddings, overrides
 * and isolates (U+202A-202E, U+2066-2069) that reorder what is around them ("cv‮fdp.exe" shows
 * as "cvexe.pdf"). A one-line field refuses every control; a text of several lines keeps its
 * tab, line feed and carriage return. The marks that only set a direction (U+200E, U+200F,
 * U+061C) stay: Arabic and mixed text needs them and they reorder nothing around them.
 */
export const UNSAFE_LINE_CHARACTERS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
// eslint-disable-next-line no-control-regex -- control characters are what it finds
export const UNSAFE_TEXT_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;
const UNSAFE_ANYWHERE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu;

/** The refinement's options: the code's text, worded with the field's name by the API. */
const unsafe = { message: API_ERRORS['text.unsafe_characters'], params: { code: 'text.unsafe_characters' } } as const;

/** A one-line text (a name, a subject): refused when it holds a control or bidi character. */
export const safeLine = <S extends z.ZodType<string>>(schema: S) => schema.refine((v) => !UNSAFE_LINE_CHARACTERS.test(v), unsafe);
/** A text of several lines (a message, feedback): line breaks and tabs are kept, the rest refused. */
export const safeText = <S extends z.ZodType<string>>(schema: S) => schema.refine((v) => !UNSAFE_TEXT_CHARACTERS.test(v), unsafe);
/** Where refusing would lose what was sent (a file's own name): the characters are taken out. */
export const stripUnsafe = (value: string) => value.replace(UNSAFE_ANYWHERE, '');
