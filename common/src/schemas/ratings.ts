import { z } from 'zod';
import { FEEDBACK_MAX_LENGTH, RATING_MAX, RATING_MIN, RATING_TYPES } from '../constants.ts';
import { PLATFORM_RATING_SUBJECT_ID, RATING_SUBJECT_ID_MAX_LENGTH } from '../ratings.ts';
import { safeText } from './text.ts';

/**
 * POST /api/ratings and GET /api/ratings/summary (SPEC sections 3, 5 and 7). Strings are trimmed
 * and an empty feedback becomes null, as Laravel's TrimStrings and ConvertEmptyStringsToNull do.
 */

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
/** A whole number sent as a string ("4") is read as the number, as Laravel's integer rule does. */
const integerLike = (value: unknown) => {
  const v = trimmed(value);
  return typeof v === 'string' && /^-?\d{1,9}$/.test(v) ? Number(v) : v;
};

const ratingType = z.preprocess(trimmed, z.string().min(1).pipe(z.enum(RATING_TYPES)));

/** A string or a whole number; kept as a trimmed string of at most 64 characters. */
const subjectId = z.preprocess(
  (value) => (typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : trimmed(value)),
  z.string().min(1).max(RATING_SUBJECT_ID_MAX_LENGTH),
);

/**
 * A platform rating (type 'product') has one subject, whatever subject_id the client sends (a
 * number, a string, null or none): it is stored as PLATFORM_RATING_SUBJECT_ID.
 */
const withPlatformSubject = (input: unknown) =>
  input !== null && typeof input === 'object' && !Array.isArray(input) && trimmed((input as { type?: unknown }).type) === 'product'
    ? { ...input, subject_id: PLATFORM_RATING_SUBJECT_ID }
    : input;

export const ratingSubmissionSchema = z.preprocess(
  withPlatformSubject,
  z.object({
    type: ratingType,
    subject_id: subjectId,
    rating: z.preprocess(integerLike, z.int().min(RATING_MIN).max(RATING_MAX)),
    feedback: z.preprocess(
      (value) => {
        const v = trimmed(value);
        return v === '' || v === undefined ? null : v;
      },
      // Shown to every reader of the course or tutor: no control or bidi character (decision 073).
      safeText(z.string().max(FEEDBACK_MAX_LENGTH)).nullable(),
    ),
  }),
);
export type RatingSubmissionInput = z.input<typeof ratingSubmissionSchema>;
export type RatingSubmission = z.output<typeof ratingSubmissionSchema>;

export const ratingSummaryQuerySchema = z.object({
  type: ratingType,
  subject_id: subjectId.optional(),
});

/** GET /api/ratings/mine?type=: the signed-in user's own ratings of a type. */
export const ownRatingsQuerySchema = z.object({ type: ratingType });
export type OwnRating = {
  type: (typeof RATING_TYPES)[number];
  subject_id: string;
  rating: number;
  feedback: string | null;
  updated_at: string;
};

/** A rating as POST /api/ratings returns it. */
export type SubmittedRating = {
  id: number;
  type: (typeof RATING_TYPES)[number];
  subject_id: string;
  rating: number;
  feedback: string | null;
  created_at: string;
  updated_at: string;
};
