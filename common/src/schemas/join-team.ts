import { z } from 'zod';
import { CV_EXTENSIONS, JOIN_TEAM_AGE, JOIN_TEAM_PAY, JOIN_TEAM_YEAR, NAME_MAX_LENGTH } from '../constants.ts';
import { JOIN_TEAM_COURSE_OPTIONS } from '../join-team-courses.ts';
import { safeLine, safeText, stripUnsafe } from './text.ts';

/**
 * POST /api/save-join-team (SPEC sections 3 and 5). The client may also send id, user_id and
 * submitted_at: they are not part of the schema and are dropped; the server sets them.
 */

export const JOIN_TEAM_TEXT_MAX_LENGTH = 2000;
export const JOIN_TEAM_OTHER_COURSES_MAX_LENGTH = 1000;
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{4,18}[0-9]$/;
export const CV_TYPE_LIST = 'pdf, doc, docx, jpg, jpeg, png';
export const CV_TYPE_MESSAGE = `The cv field must be a file of type: ${CV_TYPE_LIST}.`;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const integerLike = (value: unknown) => {
  const v = trimmed(value);
  return typeof v === 'string' && /^-?\d{1,9}$/.test(v) ? Number(v) : v;
};
/** The application's texts reach the admins' screens and e-mails: no control or bidi character (decision 073). */
const requiredLine = (max: number) => z.preprocess(trimmed, safeLine(z.string().min(1).max(max)));
const requiredText = (max: number) => z.preprocess(trimmed, safeText(z.string().min(1).max(max)));
const boundedInt = (range: { min: number; max: number }) => z.preprocess(integerLike, z.int().min(range.min).max(range.max));

/** The lower-cased extension of a file name, with its dot ('' when there is none). */
export const fileExtension = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot).toLowerCase();
};

const hasAllowedExtension = (fileName: string) => (CV_EXTENSIONS as readonly string[]).includes(fileExtension(fileName));

export const joinTeamApplicationSchema = z.object({
  name: requiredLine(NAME_MAX_LENGTH),
  email: z.preprocess(trimmed, z.string().min(1).max(255).pipe(z.email())),
  phone: z.preprocess(
    trimmed,
    z
      .string()
      .min(1)
      .max(20, { abort: true })
      .refine((v) => PHONE_PATTERN.test(v) && (v.match(/\d/g) ?? []).length >= 6, {
        message: 'The phone field format is invalid.',
        params: { code: 'validation.regex' },
      }),
  ),
  age: boundedInt(JOIN_TEAM_AGE),
  university: requiredLine(NAME_MAX_LENGTH),
  year: boundedInt(JOIN_TEAM_YEAR),
  coursesToGive: z
    .array(z.preprocess(trimmed, z.enum(JOIN_TEAM_COURSE_OPTIONS)))
    .max(JOIN_TEAM_COURSE_OPTIONS.length)
    .transform((courses) => [...new Set(courses)]),
  whereYouSeeYourself: requiredText(JOIN_TEAM_TEXT_MAX_LENGTH),
  // The name of the user's own file: its control and bidi characters are taken out rather than
  // refused (the user cannot easily rename the file; decision 073). Folders are still refused.
  cv: z.preprocess(
    (value) => (typeof value === 'string' ? stripUnsafe(value).trim() : value),
    z
      .string()
      .min(1)
      .max(255)
      .refine((v) => !/[/\\]/.test(v), { message: 'The cv field format is invalid.', params: { code: 'validation.regex' } })
      .refine(hasAllowedExtension, { message: CV_TYPE_MESSAGE, params: { code: 'uploads.file_type', values: { values: CV_TYPE_LIST } } }),
  ),
  pay: boundedInt(JOIN_TEAM_PAY),
  otherCourses: z.preprocess(
    (value) => {
      const v = trimmed(value);
      return v === '' || v === undefined ? null : v;
    },
    safeText(z.string().max(JOIN_TEAM_OTHER_COURSES_MAX_LENGTH)).nullable(),
  ),
  goodTutor: requiredText(JOIN_TEAM_TEXT_MAX_LENGTH),
});
export type JoinTeamApplicationInput = z.input<typeof joinTeamApplicationSchema>;
export type JoinTeamApplication = z.output<typeof joinTeamApplicationSchema>;
