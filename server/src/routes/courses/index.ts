import type { FastifyInstance } from 'fastify';
import { cachedAnswer, cachedBody, peekCachedBody, sendCachedBody } from '../../lib/cached-body.ts';
import { presentCourse } from '../../presenters/course.ts';
import { listCourses } from '../../repositories/courses.ts';

/** How long another instance's change to the courses may stay unseen by this one. */
const COURSES_TTL_MS = 10_000;

/**
 * GET /api/courses (public): the 25 courses with the prices orders are charged at. The same for
 * everyone, so serialized and compressed once (decision 029); the catalogue seed invalidates it.
 */
export default async function courseRoutes(app: FastifyInstance) {
  // Precompressed already: no compress hooks (decision 039).
  app.get('/api/courses', { compress: false, config: { session: false } }, async (request, reply) => {
    const body = await cachedBody(app.db, 'courses', COURSES_TTL_MS, async () => (await listCourses(app.db)).map(presentCourse));
    return sendCachedBody(request, reply, body, 'public, max-age=60');
  });
  // The same answer before the router once the body is built (decision 041); CORS's Vary comes first.
  app.fastLane.get('/api/courses', (_request, headers) => {
    const body = peekCachedBody(app.db, 'courses');
    return body && cachedAnswer(headers, body, 'public, max-age=60', 'Origin');
  });
}
