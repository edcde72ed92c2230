import { PLATFORM_RATING_SUBJECT_ID, type RatingSubmission, type RatingType } from '@darsak/common';
import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.ts';
import { fieldError, tooManyAttempts } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { answerSerializer } from '../../http/serializers.ts';
import { rateLimitKey } from '../../lib/limits/rate-limiter.ts';
import { presentOwnRating, presentRating } from '../../presenters/rating.ts';
import { readAggregateRows, sameAggregateRows, summarize, type AggregateRow } from '../../repositories/rating-aggregates.ts';
import { encodeBody, sendCachedBody, type CachedBody } from '../../lib/http/cached-body.ts';
import { listOwnRatings, upsertRating } from '../../repositories/ratings.ts';
import { courseOnSale } from '../../repositories/courses.ts';
import { tutorExists } from '../../repositories/tutors.ts';

const POSITIVE_INTEGER = /^[1-9]\d{0,8}$/;
const JSON_TYPE = 'application/json; charset=utf-8';
/** The summaries' bodies are written by the contract's own serializer (decision 066). */
const serializeSummaries = answerSerializer(contracts.ratings.ratingSummaries.responses[200]);

/**
 * Whether the subject exists for its type: a course of the catalogue (1 to 25), a tutor in the
 * database, or the platform itself (every 'product' rating is stored with subject 'platform').
 */
async function subjectExists(db: Db, { type, subject_id: id }: RatingSubmission): Promise<boolean> {
  switch (type) {
    case 'course':
      return POSITIVE_INTEGER.test(id) && (await courseOnSale(db, Number(id)));
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
  route(app, contracts.ratings.submitRating, async (request, reply) => {
    const input = request.body;
    // A person rates a few courses and tutors; a script rating in a loop gets 429 (RATING_WRITES_PER_HOUR).
    const limit = await app.limiter.attempt(
      rateLimitKey('user-rating-writes', String(request.user.id)),
      app.config.ratingWritesPerHour,
      3600,
    );
    if (!limit.allowed) throw tooManyAttempts(limit.retryAfter);
    if (!(await subjectExists(app.db, input))) throw fieldError('subject_id', 'validation.in');
    const { row, created } = await upsertRating(app.db, {
      userId: request.user.id,
      type: input.type,
      subjectId: input.subject_id,
      rating: input.rating,
      feedback: input.feedback,
    });
    return reply.status(created ? 201 : 200).send({ message: 'Rating submitted successfully.', rating: presentRating(row) });
  });

  /**
   * The summary of each type, as last read and encoded: read again on every request (so a write
   * through any instance shows at once), serialized and compressed again only when the rows
   * differ from the last read (decision 043). Three entries at most, one per type.
   */
  const lastSummaries = new Map<RatingType, { rows: AggregateRow[]; body: Promise<CachedBody> }>();

  // Browsers revalidate every time (public, no-cache: a cheap 304 when nothing changed), so the
  // figures the SPA refetches right after a submission are never a stale cached copy.
  route(
    app,
    contracts.ratings.ratingSummaries,
    async (request, reply) => {
      const query = request.query;
      const rows = await readAggregateRows(app.db, query.type, query.subject_id);
      if (query.subject_id !== undefined) {
        // One subject: a row at most, under the compression threshold.
        return sendCachedBody(
          request,
          reply,
          await encodeBody(serializeSummaries(summarize(query.type, rows)), JSON_TYPE),
          'public, no-cache',
        );
      }
      let last = lastSummaries.get(query.type);
      if (!last || !sameAggregateRows(last.rows, rows)) {
        const body = encodeBody(serializeSummaries(summarize(query.type, rows)), JSON_TYPE, 'fast');
        last = { rows, body };
        lastSummaries.set(query.type, last);
        body.catch(() => lastSummaries.get(query.type)?.body === body && lastSummaries.delete(query.type));
      }
      return sendCachedBody(request, reply, await last.body, 'public, no-cache');
    },
    { compress: false },
  );

  route(app, contracts.ratings.myRatings, async (request, reply) => {
    const { type } = request.query;
    reply.header('Cache-Control', 'no-store');
    return (await listOwnRatings(app.db, Number(request.user.id), type)).map(presentOwnRating);
  });
}
