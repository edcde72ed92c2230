import { z } from 'zod';
import { RATING_TYPES } from '../constants.ts';
import { ownRatingsQuerySchema, ratingSubmissionSchema, ratingSummaryQuerySchema } from '../schemas/ratings.ts';
import { defineEndpoint } from './define.ts';

const ratingType = z.enum(RATING_TYPES);

export const submittedRatingSchema = z.object({
  id: z.int(),
  type: ratingType,
  subject_id: z.string(),
  rating: z.int(),
  feedback: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const ratingSummarySchema = z
  .object({ type: ratingType, subject_id: z.string(), average: z.number(), count: z.int(), verified_count: z.int() })
  .meta({ id: 'RatingSummary' });

export const ownRatingSchema = z.object({
  type: ratingType,
  subject_id: z.string(),
  rating: z.int(),
  feedback: z.string().nullable(),
  updated_at: z.string(),
});

export const submitRating = defineEndpoint({
  method: 'POST',
  path: '/api/ratings',
  tag: 'Ratings',
  summary: 'Rates a course, a tutor or the platform (201 new, 200 changed)',
  access: 'verified',
  body: ratingSubmissionSchema,
  responses: {
    201: z.object({ message: z.string(), rating: submittedRatingSchema }),
    200: z.object({ message: z.string(), rating: submittedRatingSchema }),
  },
  errors: ['auth.unverified', 'text.unsafe_characters'],
});

export const ratingSummaries = defineEndpoint({
  method: 'GET',
  path: '/api/ratings/summary',
  tag: 'Ratings',
  summary: 'Average, count and verified count per subject of a type (hidden ratings left out)',
  access: 'public',
  query: ratingSummaryQuerySchema,
  responses: { 200: z.array(ratingSummarySchema), 304: null },
  errors: [],
});

export const myRatings = defineEndpoint({
  method: 'GET',
  path: '/api/ratings/mine',
  tag: 'Ratings',
  summary: 'The signed-in user’s own ratings of a type',
  access: 'user',
  query: ownRatingsQuerySchema,
  responses: { 200: z.array(ownRatingSchema) },
  errors: [],
});
