import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import { readAvailability, saveAvailability } from '../../bookings/rules.ts';
import { cancelBookingIn } from '../../bookings/service.ts';
import { linkTutorAccount, unlinkTutorAccount } from '../../bookings/tutor-accounts.ts';
import { AppError, conflict, fieldError, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { pageWindow } from '../../lib/http/pagination.ts';
import { addDays, beirutDate, beirutInstantAtOrAfter, daysBetween, utcIso } from '../../lib/time/beirut.ts';
import { effectiveStatus, presentAdminBooking } from '../../presenters/booking.ts';
import { recordAudit } from '../../repositories/audit-log.ts';
import { findBookingById, findBookingByReference, listBookingsForAdmin } from '../../repositories/bookings.ts';
import { markBookingRefunded } from '../../repositories/booking-orders.ts';
import { findAnyTutor } from '../../repositories/tutors.ts';
import { actorOf } from './actor.ts';

const {
  adminListBookings,
  adminCancelBooking,
  adminMarkRefunded,
  adminGetAvailability,
  adminPutAvailability,
  adminLinkTutorAccount,
  adminUnlinkTutorAccount,
} = contracts.bookings;

/** The widest span of the sessions view, in days. */
const MAX_DAYS = 31;

/**
 * The back office's sessions (decision 072): the sessions of a day or a week (per tutor: student,
 * status, paid or not), cancel with a reason (both sides told, a paid one marked refund due),
 * the refund marked paid back, any tutor's hours, and the account linked to a tutor.
 */
export default async function adminSessionRoutes(app: FastifyInstance) {
  route(app, adminListBookings, async (request) => {
    const now = Date.now();
    const query = request.query;
    const from = query.from ?? beirutDate(now);
    const to = query.to ?? addDays(from, 6);
    if (to < from || daysBetween(from, to) + 1 > MAX_DAYS) throw fieldError('to', 'bookings.bad_range', { max: MAX_DAYS });
    const { rows, total, capped } = await listBookingsForAdmin(
      app.db,
      {
        from: utcIso(beirutInstantAtOrAfter(from, 0)),
        to: utcIso(beirutInstantAtOrAfter(addDays(to, 1), 0)),
        tutorId: query.tutor_id,
        status: query.status,
        now: utcIso(now),
      },
      pageWindow(query),
    );
    return { data: rows.map((r) => presentAdminBooking(r, now)), total, ...(capped ? { total_capped: true } : {}) };
  });

  route(app, adminCancelBooking, async (request) => {
    const now = Date.now();
    const detail = await findBookingByReference(app.db, request.params.reference);
    if (!detail) throw notFound('bookings.not_found');
    const status = effectiveStatus(detail, now);
    if (status !== 'held' && status !== 'confirmed') throw conflict('bookings.not_active');
    const { reason } = request.body;
    const cancelled = await app.db.transaction().execute(async (trx) => {
      const done = await cancelBookingIn(app, trx, detail, { by: 'admin', reason, now });
      if (!done) return undefined;
      await recordAudit(trx, {
        actor: actorOf(request),
        action: 'booking.cancel',
        targetType: 'booking',
        targetId: detail.reference,
        details: { reason, refund_due: Boolean(done.refund_due), was: detail.status },
      });
      return done;
    });
    if (!cancelled) throw conflict('bookings.not_active');
    app.mailer.kick();
    return presentAdminBooking(cancelled, now);
  });

  route(app, adminMarkRefunded, async (request) => {
    const now = Date.now();
    const detail = await findBookingByReference(app.db, request.params.reference);
    if (!detail) throw notFound('bookings.not_found');
    const done = await app.db.transaction().execute(async (trx) => {
      if (!(await markBookingRefunded(trx, Number(detail.id), utcIso(now)))) return false;
      await recordAudit(trx, {
        actor: actorOf(request),
        action: 'booking.refunded',
        targetType: 'booking',
        targetId: detail.reference,
        details: { total: detail.total_cents },
      });
      return true;
    });
    if (!done) throw conflict('bookings.no_refund_due');
    return presentAdminBooking((await findBookingById(app.db, Number(detail.id)))!, now);
  });

  const tutorOr404 = async (id: number) => {
    const tutor = await findAnyTutor(app.db, id);
    if (!tutor) throw notFound('tutors.not_found');
    return tutor;
  };

  route(app, adminGetAvailability, async (request) => {
    await tutorOr404(request.params.id);
    return readAvailability(app, request.params.id, Date.now());
  });

  route(app, adminPutAvailability, async (request) => {
    await tutorOr404(request.params.id);
    const answer = await saveAvailability(app, request.params.id, request.body, Date.now());
    await recordAudit(app.db, {
      actor: actorOf(request),
      action: 'tutor.availability',
      targetType: 'tutor',
      targetId: request.params.id,
      details: {
        rules: answer.rules.length,
        exceptions: answer.exceptions.length,
        durations: answer.durations,
        conflicts: answer.conflicts.length,
      },
    });
    return answer;
  });

  route(app, adminLinkTutorAccount, async (request) => {
    const outcome = await linkTutorAccount(app.db, { tutorId: request.params.id, email: request.body.email, actor: actorOf(request) });
    if (!outcome.ok) {
      if (outcome.status === 422) throw fieldError('email', outcome.code);
      throw new AppError(outcome.status, outcome.code);
    }
    return { tutor_id: outcome.tutorId, user_id: outcome.userId, email: outcome.email };
  });

  route(app, adminUnlinkTutorAccount, async (request, reply) => {
    await tutorOr404(request.params.id);
    await unlinkTutorAccount(app.db, { tutorId: request.params.id, actor: actorOf(request) });
    return reply.status(204).send();
  });
}
