import type { Tutor } from '@darsak/common';
import type { FastifyInstance } from 'fastify';
import { presentTutor } from '../../presenters/tutor.ts';
import { listTutors } from '../../repositories/tutors.ts';

/** GET /api/tutors (public): the tutor list of /tutors, from the database. */
export default async function tutorRoutes(app: FastifyInstance) {
  app.get('/api/tutors', async (_request, reply): Promise<Tutor[]> => {
    const rows = await listTutors(app.db);
    reply.header('Cache-Control', 'public, max-age=60');
    return rows.map(presentTutor);
  });
}
