import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

/** Liveness (/health) and readiness (/ready: the database and Redis answer; 503 while either is away). */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async (_request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      if (app.redis) await app.redis.ping();
      return { status: 'ready' };
    } catch (error) {
      app.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).header('Retry-After', '5').send({ status: 'unavailable' });
    }
  });
}
