import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { answerSerializer } from '../../http/serializers.ts';
import { cachedAnswer, cachedBody, peekCachedBody, sendCachedBody } from '../../lib/http/cached-body.ts';
import { presentTutor } from '../../presenters/tutor.ts';
import { findTutor, listTutors } from '../../repositories/tutors.ts';

/** How long another instance's change to the tutors may stay unseen by this one. */
const TUTORS_TTL_MS = 10_000;
const { listTutors: list, getTutor } = contracts.tutors;
/** The cached body is written by the contract's own serializer (decision 066). */
const serializeList = answerSerializer(list.responses[200]);

/**
 * GET /api/tutors (public): the tutor list of /tutors, from the database. The answer is the same
 * for everyone, so it is serialized and compressed once (invalidated by writes, decision 029).
 */
export default async function tutorRoutes(app: FastifyInstance) {
  route(
    app,
    list,
    async (request, reply) => {
      const body = await cachedBody(app.db, 'tutors', TUTORS_TTL_MS, async () => serializeList((await listTutors(app.db)).map(presentTutor)));
      return sendCachedBody(request, reply, body, 'public, max-age=60');
    },
    {
      compress: false,
      session: false,
      lane: (_request, headers) => {
        const body = peekCachedBody(app.db, 'tutors');
        return body && cachedAnswer(headers, body, 'public, max-age=60', 'Origin');
      },
    },
  );

  route(app, getTutor, async (request, reply) => {
    const row = await findTutor(app.db, request.params.id);
    if (!row) throw notFound('tutors.not_found');
    reply.header('Cache-Control', 'public, max-age=60');
    return presentTutor(row);
  });
}
