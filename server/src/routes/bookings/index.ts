import { BOOKING_TIMEZONE, contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import { bookWithCredit, holdSlot, cancelBookingIn, rescheduleBooking } from '../../bookings/service.ts';
import { horizonDate, offeredDuration, slotRange } from '../../bookings/rules.ts';
import { AppError, conflict, fieldEntry, notFound, ValidationError, type FieldErrors } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { readerLocale } from '../../lib/http/locale.ts';
import { addDays, beirutDate, beirutInstantAtOrAfter, beirutIso, HOUR_MS, parseInstant, utcIso } from '../../lib/time/beirut.ts';
import { computeSlots, isOfferedStart } from '../../lib/time/slots.ts';
import { effectiveStatus, presentBooking } from '../../presenters/booking.ts';
import { parseTranslations } from '../../presenters/translations.ts';
import { loadAvailability } from '../../repositories/availability.ts';
import { busyCells, findBookingByReference, listBookingsOfUser, type BookingDetail } from '../../repositories/bookings.ts';
import { findTutor, type TutorRow } from '../../repositories/tutors.ts';

const { getSlots, createBooking, listMyBookings, cancelBooking, rescheduleBooking: reschedule } = contracts.bookings;

/**
 * Slots and bookings (issue 19, decision 072). A booking is an order of one session, held until
 * mark-paid confirms it. Times are Beirut wall times offered as instants with their offset.
 */
export default async function bookingRoutes(app: FastifyInstance) {
  const { booking: settings } = app.config;
  const noticeMs = settings.minNoticeHours * HOUR_MS;

  route(app, getSlots, async (request, reply) => {
    const now = Date.now();
    const tutor = await findTutor(app.db, request.params.id);
    if (!tutor) throw notFound('tutors.not_found');
    const availability = await loadAvailability(app.db, Number(tutor.id));
    const duration = offeredDuration(request.query.duration, availability.durations);
    const { from, to } = slotRange(request.query, now);
    const busy = await busyCells(
      app.db,
      Number(tutor.id),
      utcIso(beirutInstantAtOrAfter(addDays(from, -1), 0)),
      utcIso(beirutInstantAtOrAfter(addDays(to, 2), 0)),
      utcIso(now),
    );
    const slots = computeSlots({ availability, from, to, duration, now, noticeMs, busy });
    reply.header('Cache-Control', 'no-store');
    return {
      timezone: BOOKING_TIMEZONE as typeof BOOKING_TIMEZONE,
      duration,
      durations: [...availability.durations],
      from,
      to,
      slots: slots.map((s) => ({ start: beirutIso(s.start), end: beirutIso(s.end) })),
    };
  });

  route(app, createBooking, async (request, reply) => {
    const now = Date.now();
    const body = request.body;
    const tutor = await findTutor(app.db, body.tutor_id);
    if (!tutor) throw notFound('tutors.not_found');
    const availability = await loadAvailability(app.db, Number(tutor.id));
    const errors: FieldErrors = {};
    let duration = 60;
    try {
      duration = offeredDuration(body.duration, availability.durations);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      Object.assign(errors, error.fields);
    }
    const course = body.private_course === undefined ? null : privateCourseOf(tutor, body.private_course);
    if (course === undefined) errors.private_course = [fieldEntry('private_course', 'bookings.unknown_private_course')];
    const start = parseInstant(body.start);
    if (!errors.duration) {
      const offered =
        start !== null && beirutDate(start) <= horizonDate(now) && isOfferedStart({ availability, start, duration, now, noticeMs });
      if (!offered) errors.start = [fieldEntry('start', 'bookings.not_a_slot')];
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const booking = {
      user: request.user,
      tutor,
      start: start!,
      duration,
      privateCourse: course?.title ?? null,
      hourlyCents: course ? Math.round(course.pricePerHour * 100) : tutor.hourly_rate_cents,
      now,
    };
    // Paid with hours of credit (decision 086): confirmed at once, no order to pay.
    const credit = body.pay_with === 'credit';
    const detail = credit ? await bookWithCredit(app, booking) : await holdSlot(app, booking);
    request.log.info({ reference: detail.reference, tutorId: Number(tutor.id) }, credit ? 'session booked with credit' : 'session held');
    if (!credit) app.metrics.bookingsHeld.inc();
    return reply
      .status(201)
      .send(presentBooking(detail, { now, cancelHours: settings.cancelHours, locale: readerLocale(request, request.user.locale) }));
  });

  route(app, listMyBookings, async (request, reply) => {
    const now = Date.now();
    const locale = readerLocale(request, request.user.locale);
    const rows = await listBookingsOfUser(app.db, Number(request.user.id));
    // Upcoming first (soonest first), then the others (latest first).
    const upcoming = rows.filter((r) => isActive(r, now));
    const others = rows.filter((r) => !isActive(r, now)).reverse();
    reply.header('Cache-Control', 'no-store');
    return [...upcoming, ...others].map((r) => presentBooking(r, { now, cancelHours: settings.cancelHours, locale }));
  });

  /** The signed-in student's own booking that may still change; another's is 404. */
  async function changeable(reference: string, userId: number, now: number): Promise<BookingDetail> {
    const detail = await findBookingByReference(app.db, reference);
    if (!detail || detail.user_id === null || Number(detail.user_id) !== userId) throw notFound('bookings.not_found');
    if (!isActive(detail, now)) throw conflict('bookings.not_active');
    if (now > Date.parse(detail.start_at) - settings.cancelHours * HOUR_MS)
      throw new AppError(422, 'bookings.too_late', { hours: settings.cancelHours });
    return detail;
  }

  route(app, cancelBooking, async (request, reply) => {
    const now = Date.now();
    const detail = await changeable(request.params.reference, Number(request.user.id), now);
    const cancelled = await app.db.transaction().execute((trx) => cancelBookingIn(app, trx, detail, { by: 'student', reason: null, now }));
    if (!cancelled) throw conflict('bookings.not_active');
    app.mailer.kick();
    request.log.info({ reference: detail.reference, refundDue: Boolean(cancelled.refund_due) }, 'session cancelled by the student');
    reply.header('Cache-Control', 'no-store');
    return presentBooking(cancelled, { now, cancelHours: settings.cancelHours, locale: readerLocale(request, request.user.locale) });
  });

  route(app, reschedule, async (request, reply) => {
    const now = Date.now();
    const detail = await changeable(request.params.reference, Number(request.user.id), now);
    const availability = await loadAvailability(app.db, Number(detail.tutor_id));
    const start = parseInstant(request.body.start);
    const offered =
      start !== null &&
      beirutDate(start) <= horizonDate(now) &&
      isOfferedStart({ availability, start, duration: detail.duration, now, noticeMs });
    if (!offered) throw new ValidationError({ start: [fieldEntry('start', 'bookings.not_a_slot')] });
    const moved = await rescheduleBooking(app, detail, start!, now);
    request.log.info({ reference: detail.reference }, 'session moved by the student');
    reply.header('Cache-Control', 'no-store');
    return presentBooking(moved, { now, cancelHours: settings.cancelHours, locale: readerLocale(request, request.user.locale) });
  });
}

/** Held (the hold still running) or confirmed and not ended. */
function isActive(row: BookingDetail, now: number): boolean {
  const status = effectiveStatus(row, now);
  return status === 'held' || status === 'confirmed';
}

/**
 * One of the tutor's private courses by its title, in English or a translation, ignoring case;
 * undefined when the tutor has no such course.
 */
function privateCourseOf(tutor: TutorRow, title: string): { title: string; pricePerHour: number } | undefined {
  const wanted = title.trim().toLocaleLowerCase();
  let courses: Array<{ title: string; pricePerHour: number }> = [];
  try {
    courses = JSON.parse(tutor.private_courses) as typeof courses;
  } catch {
    return undefined;
  }
  const translations = parseTranslations<{ privateCourses: Array<{ title?: string }> }>(tutor.translations);
  const index = courses.findIndex(
    (course, i) =>
      course.title.toLocaleLowerCase() === wanted ||
      Object.values(translations).some((t) => t?.privateCourses?.[i]?.title?.toLocaleLowerCase() === wanted),
  );
  const course = courses[index];
  return course && course.pricePerHour > 0 ? { title: course.title, pricePerHour: course.pricePerHour } : undefined;
}
