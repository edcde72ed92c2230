import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { answerSerializer } from '../../http/serializers.ts';
import { cachedAnswer, cachedBody, peekCachedBody, sendCachedBody } from '../../lib/http/cached-body.ts';
import { presentCourse } from '../../presenters/catalogue.ts';
import { listCourses } from '../../repositories/courses.ts';

/** How long another instance's change to the courses may stay unseen by this one. */
const COURSES_TTL_MS = 10_000;
const endpoint = contracts.courses.listCourses;
/** The body is written by the contract's own serializer (decision 066). */
const serialize = answerSerializer(endpoint.responses[200]);

/**
 * GET /api/courses (public): the courses with the prices orders are charged at. The same for
 * everyone, so serialized and compressed once (decision 029); catalogue writes invalidate it.
 */
export default async function courseRoutes(app: FastifyInstance) {
  route(
    app,
    endpoint,
    async (request, reply) => {
      const body = await cachedBody(app.db, 'courses', COURSES_TTL_MS, async () =>
        serialize((await listCourses(app.db)).map(presentCourse)),
      );
      return sendCachedBody(request, reply, body, 'public, no-cache');
    },
    {
      // Precompressed already: no compress hooks (decision 039); never reads the session.
      compress: false,
      session: false,
      // The same answer before the router once the body is built (decision 041); CORS's Vary comes first.
      lane: (_request, headers) => {
        const body = peekCachedBody(app.db, 'courses');
        return body && cachedAnswer(headers, body, 'public, no-cache', 'Origin');
      },
    },
  );
}
