import type { Tutor } from '@darsak/common';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors.ts';
import { cachedAnswer, cachedBody, peekCachedBody, sendCachedBody } from '../../lib/cached-body.ts';
import { presentTutor } from '../../presenters/tutor.ts';
import { findTutor, listTutors } from '../../repositories/tutors.ts';

const TUTOR_ID = /^[1-9]\d{0,8}$/;

/** How long another instance's change to the tutors may stay unseen by this one. */
const TUTORS_TTL_MS = 10_000;

/**
 * GET /api/tutors (public): the tutor list of /tutors, from the database. The answer is the same
 * for everyone, so it is serialized and compressed once (invalidated by writes, decision 029).
 */
export default async function tutorRoutes(app: FastifyInstance) {
  // Precompressed already: no compress hooks (decision 039).
  app.get('/api/tutors', { compress: false, config: { session: false } }, async (request, reply) => {
    const body = await cachedBody(app.db, 'tutors', TUTORS_TTL_MS, async () => (await listTutors(app.db)).map(presentTutor));
    return sendCachedBody(request, reply, body, 'public, max-age=60');
  });
  // The same answer before the router once the body is built (decision 041); CORS's Vary comes first.
  app.fastLane.get('/api/tutors', (_request, headers) => {
    const body = peekCachedBody(app.db, 'tutors');
    return body && cachedAnswer(headers, body, 'public, max-age=60', 'Origin');
  });

  app.get<{ Params: { id: string } }>('/api/tutors/:id', async (request, reply): Promise<Tutor> => {
    const { id } = request.params;
    const row = TUTOR_ID.test(id) ? await findTutor(app.db, Number(id)) : undefined;
    if (!row) throw notFound('Tutor not found.');
    reply.header('Cache-Control', 'public, max-age=60');
    return presentTutor(row);
  });
}
