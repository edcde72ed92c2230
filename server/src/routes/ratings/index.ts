import { createHash } from 'node:crypto';
import {
  PLATFORM_RATING_SUBJECT_ID,
  RATED_COURSE_ID_MAX,
  ownRatingsQuerySchema,
  ratingSubmissionSchema,
  ratingSummaryQuerySchema,
  type OwnRating,
  type RatingSubmission,
} from '@darsak/common';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.ts';
import { fieldError, tooManyAttempts } from '../../lib/errors.ts';
import { rateLimitKey } from '../../lib/rate-limiter.ts';
import { validate } from '../../lib/validation.ts';
import { presentOwnRating, presentRating } from '../../presenters/rating.ts';
import { readSummaries } from '../../repositories/rating-aggregates.ts';
import { listOwnRatings, upsertRating } from '../../repositories/ratings.ts';
import { tutorExists } from '../../repositories/tutors.ts';

const POSITIVE_INTEGER = /^[1-9]\d{0,8}$/;

/**
 * Whether the subject exists for its type: a course of the catalogue (1 to 25), a tutor in the
 * database, or the platform itself (every 'product' rating is stored with subject 'platform').
 */
async function subjectExists(db: Db, { type, subject_id: id }: RatingSubmission): Promise<boolean> {
  switch (type) {
    case 'course':
      return POSITIVE_INTEGER.test(id) && Number(id) <= RATED_COURSE_ID_MAX;
    case 'tutor':
      return POSITIVE_INTEGER.test(id) && (await tutorExists(db, Number(id)));
    case 'product':
      return id === PLATFORM_RATING_SUBJECT_ID;
  }
}

/**
 * POST /api/ratings (verified users), GET /api/ratings/summary (public; from the aggregates,
 * hidden ratings left out) and GET /api/ratings/mine (signed in: the user's own ratings).
 */
export default async function ratingRoutes(app: FastifyInstance) {
  app.post('/api/ratings', { preHandler: app.requireVerifiedUser }, async (request, reply) => {
    const input = validate(ratingSubmissionSchema, request.body);
    // A person rates a few courses and tutors; a script rating in a loop gets 429 (RATING_WRITES_PER_HOUR).
    const limit = await app.limiter.attempt(rateLimitKey('user-rating-writes', String(request.user.id)), app.config.ratingWritesPerHour, 3600);
    if (!limit.allowed) throw tooManyAttempts(limit.retryAfter);
    if (!(await subjectExists(app.db, input))) throw fieldError('subject_id', 'The selected subject id is invalid.');
    const { row, created } = await upsertRating(app.db, {
      userId: request.user.id,
      type: input.type,
      subjectId: input.subject_id,
      rating: input.rating,
      feedback: input.feedback,
    });
    return reply.status(created ? 201 : 200).send({ message: 'Rating submitted successfully.', rating: presentRating(row) });
  });

  app.get('/api/ratings/summary', async (request, reply) => {
    const query = validate(ratingSummaryQuerySchema, request.query);
    const summary = await readSummaries(app.db, query.type, query.subject_id);
    const body = JSON.stringify(summary);
    // Browsers revalidate every time (a cheap 304 when nothing changed), so the figures the
    // SPA refetches right after a submission are never a stale cached copy.
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    reply.header('Cache-Control', 'public, no-cache').header('ETag', etag).type('application/json; charset=utf-8');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.send(body);
  });

  app.get('/api/ratings/mine', { preHandler: app.requireUser }, async (request, reply): Promise<OwnRating[]> => {
    const { type } = validate(ownRatingsQuerySchema, request.query);
    reply.header('Cache-Control', 'no-store');
    return (await listOwnRatings(app.db, Number(request.user.id), type)).map(presentOwnRating);
  });
}
