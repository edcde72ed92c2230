import type { Tutor } from '@darsak/common';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors.ts';
import { presentTutor } from '../../presenters/tutor.ts';
import { findTutor, listTutors } from '../../repositories/tutors.ts';

const TUTOR_ID = /^[1-9]\d{0,8}$/;

/** GET /api/tutors (public): the tutor list of /tutors; GET /api/tutors/{id}: one tutor or 404. */
export default async function tutorRoutes(app: FastifyInstance) {
  app.get('/api/tutors', async (_request, reply): Promise<Tutor[]> => {
    const rows = await listTutors(app.db);
    reply.header('Cache-Control', 'public, max-age=60');
    return rows.map(presentTutor);
  });

  app.get<{ Params: { id: string } }>('/api/tutors/:id', async (request, reply): Promise<Tutor> => {
    const { id } = request.params;
    const row = TUTOR_ID.test(id) ? await findTutor(app.db, Number(id)) : undefined;
    if (!row) throw notFound('Tutor not found.');
    reply.header('Cache-Control', 'public, max-age=60');
    return presentTutor(row);
  });
}
