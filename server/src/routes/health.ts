import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.ts';
import { pingDatabase } from '../repositories/health.ts';

const { health, ready, csrfCookie } = contracts.system;

/** Liveness (/health), readiness (/ready: the database and Redis answer; 503 while either is away) and Sanctum's CSRF cookie. */
export default async function healthRoutes(app: FastifyInstance) {
  route(app, health, async () => ({ status: 'ok' as const }));
  route(app, ready, async (_request, reply) => {
    // Stopping (SIGTERM): out of the rotation at once, however well the database answers.
    if (app.draining) return reply.status(503).header('Retry-After', '5').send({ status: 'unavailable' });
    try {
      await pingDatabase(app.db);
      if (app.redis) await app.redis.ping();
      return { status: 'ready' as const };
    } catch (error) {
      app.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).header('Retry-After', '5').send({ status: 'unavailable' });
    }
  });
  route(app, csrfCookie, async (request, reply) => {
    void request.session.csrfToken; // starts the session, so the cookies are set
    return reply.status(204).send();
  });
}
