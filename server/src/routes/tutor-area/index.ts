import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import { readAvailability, saveAvailability } from '../../bookings/rules.ts';
import { route } from '../../http/route.ts';
import { presentTutorSession } from '../../presenters/booking.ts';
import { listBookingsOfTutor } from '../../repositories/bookings.ts';

const { mySessions, getMyAvailability, putMyAvailability } = contracts.bookings;

/**
 * /api/tutor/* (decision 072): a signed-in account linked to a tutor (role tutor; 401 signed
 * out, 403 to anyone else) reads its sessions and reads and writes its hours. request.tutorId
 * comes from the guard (requireTutor); a tutor never names another tutor's id.
 */
export default async function tutorAreaRoutes(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  route(app, mySessions, async (request) => {
    const now = Date.now();
    const { upcoming, past } = await listBookingsOfTutor(app.db, request.tutorId, new Date(now).toISOString());
    return { upcoming: upcoming.map((r) => presentTutorSession(r, now)), past: past.map((r) => presentTutorSession(r, now)) };
  });

  route(app, getMyAvailability, async (request) => readAvailability(app, request.tutorId, Date.now()));

  route(app, putMyAvailability, async (request) => {
    const answer = await saveAvailability(app, request.tutorId, request.body, Date.now());
    request.log.info({ tutorId: request.tutorId, conflicts: answer.conflicts.length }, 'tutor hours changed by the tutor');
    return answer;
  });
}
