import type { Locale } from '@darsak/common';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.ts';
import type { User } from '../db/schema.ts';
import { AppError, conflict, fieldError } from '../http/errors.ts';
import { HOUR_MS, MINUTE_MS, utcIso } from '../lib/time/beirut.ts';
import {
  bookingCancelledEmail,
  bookingConfirmedEmail,
  bookingHeldEmail,
  bookingReminderEmail,
  bookingRescheduledEmail,
  tutorSessionConfirmedEmail,
  type MailContext,
  type Recipient,
  type SessionFacts,
} from '../mail/booking-templates.ts';
import type { MailMessage } from '../mail/outbox.ts';
import { sessionTitle, tutorNameIn } from '../presenters/booking.ts';
import {
  claimReminder,
  expireLapsedHolds,
  findBookingById,
  releaseCells,
  takeCells,
  transitionBooking,
  type BookingDetail,
} from '../repositories/bookings.ts';
import {
  cancelUnpaidOrder,
  findBookingOfOrder,
  insertBookingRow,
  insertOrderItemRow,
  insertOrderRow,
  retitleSessionItem,
  setPendingOrderExpiry,
} from '../repositories/booking-orders.ts';
import { creditBalance, creditEntriesOfBooking, insertCreditEntry, lockCreditAccount } from '../repositories/credits.ts';
import { newOrderReference } from '../repositories/orders.ts';
import type { TutorRow } from '../repositories/tutors.ts';
import { isUniqueViolation } from '../repositories/unique-violation.ts';
import { findUserById } from '../repositories/users.ts';

/**
 * What happens to a booking (issue 19, decision 072): held with its order, confirmed when the
 * order is paid, cancelled, moved, expired, reminded. Each step runs in one transaction with
 * its e-mails (queued in the outbox, decision 009); the database's unique cells decide every
 * race for a time.
 */

/** The messages of a step, queued in its transaction; kick the outbox after the commit. */
type Queue = (message: MailMessage) => Promise<void>;

const queueIn =
  (app: FastifyInstance, trx: Db): Queue =>
  async (message) => {
    await app.mailer.queue(message, trx);
  };

export const mailContext = (app: FastifyInstance, now: number): MailContext => ({
  appUrl: app.config.appUrl,
  mailFrom: app.config.mailFrom,
  now,
});

export function factsOf(detail: BookingDetail): SessionFacts {
  return {
    reference: detail.reference,
    start: Date.parse(detail.start_at),
    end: Date.parse(detail.end_at),
    duration: detail.duration,
    privateCourse: detail.private_course,
    totalCents: detail.total_cents,
    sequence: detail.sequence,
    tutorName: (locale: Locale) => tutorNameIn(detail.tutor_name, detail.tutor_translations, locale),
    studentName: detail.student_name ?? '',
    studentEmail: detail.student_email,
  };
}

/** The student and the tutor's linked account, as recipients (either may be missing). */
export async function recipientsOf(db: Db, detail: BookingDetail): Promise<{ student?: Recipient; tutor?: Recipient }> {
  const student =
    detail.student_email && detail.student_name !== null
      ? { email: detail.student_email, name: detail.student_name, locale: detail.student_locale ?? 'en' }
      : undefined;
  const account = detail.tutor_user_id === null ? undefined : await findUserById(db, Number(detail.tutor_user_id));
  const tutor =
    account && account.role === 'tutor' && !account.disabled_at
      ? { email: account.email, name: account.name, locale: account.locale }
      : undefined;
  return { ...(student ? { student } : {}), ...(tutor ? { tutor } : {}) };
}

export type NewBooking = {
  user: User;
  tutor: TutorRow;
  start: number;
  duration: number;
  privateCourse: string | null;
  /** Cents per hour. */
  hourlyCents: number;
  now: number;
};

/**
 * Holds a slot: in one transaction, the tutor's lapsed holds are expired (so one never blocks),
 * the order (one item: the session) and the booking are written and the session's cells taken;
 * a cell already taken answers 409 and nothing stays. The order expires when the hold does:
 * BOOKING_HOLD_MINUTES from now, never past the start minus the notice.
 */
export async function holdSlot(app: FastifyInstance, input: NewBooking): Promise<BookingDetail> {
  const { config } = app;
  const now = utcIso(input.now);
  const end = input.start + input.duration * MINUTE_MS;
  const holdUntil = Math.min(input.now + config.booking.holdMinutes * MINUTE_MS, input.start - config.booking.minNoticeHours * HOUR_MS);
  const totalCents = Math.round((input.hourlyCents * input.duration) / 60);
  const tutorId = Number(input.tutor.id);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const detail = await app.db.transaction().execute(async (trx) => {
        await expireLapsedHolds(trx, now, tutorId);
        const order = await insertOrderRow(trx, {
          reference: newOrderReference(),
          user_id: Number(input.user.id),
          session_key: null,
          status: 'pending',
          total_cents: totalCents,
          currency: 'USD',
          note: null,
          created_at: now,
          updated_at: now,
          expires_at: utcIso(holdUntil),
          paid_at: null,
          cancelled_at: null,
        });
        const bookingId = await insertBookingRow(trx, {
          order_id: Number(order.id),
          tutor_id: tutorId,
          user_id: Number(input.user.id),
          private_course: input.privateCourse,
          start_at: utcIso(input.start),
          end_at: utcIso(end),
          duration: input.duration,
          status: 'held',
          hold_expires_at: utcIso(holdUntil),
          price_cents: input.hourlyCents,
          total_cents: totalCents,
          refunded_at: null,
          cancelled_at: null,
          cancelled_by: null,
          cancel_reason: null,
          reminder_sent_at: null,
          created_at: now,
          updated_at: now,
        });
        await takeCells(trx, { id: bookingId, tutorId, start: input.start, duration: input.duration });
        await insertOrderItemRow(trx, {
          order_id: Number(order.id),
          kind: 'session',
          course_id: null,
          booking_id: bookingId,
          code: 'SESSION',
          // The stored title is English; answers word it in the reader's language.
          title: sessionTitle({ duration: input.duration, tutor: input.tutor.name, start: input.start }, 'en').slice(0, 255),
          price_cents: totalCents,
        });
        const detail = (await findBookingById(trx, bookingId))!;
        const { student } = await recipientsOf(trx, detail);
        if (student) {
          await app.mailer.queue(
            bookingHeldEmail(
              student,
              factsOf(detail),
              { holdUntil, paymentMethods: config.business.paymentMethods },
              mailContext(app, input.now),
            ),
            trx,
          );
        }
        return detail;
      });
      app.mailer.kick();
      return detail;
    } catch (error) {
      if (error instanceof AppError) throw error;
      // A reference drawn twice (the orders' unique index) is drawn again.
      if (attempt < 5 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/** Hours with up to two decimals, from minutes (90 -> 1.5). */
export const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/**
 * Books a slot paid with hours of credit with this tutor (decision 086): in one transaction the
 * student's account row is locked (PostgreSQL; SQLite's writes are serial), the balance read and
 * checked (422 credits.insufficient on pay_with, nothing written), the session written confirmed
 * with an order of nothing already paid (the booking's reference is its order's, decision 072;
 * no payment entry, no receipt), its cells taken (409 bookings.slot_taken rolls everything back)
 * and its minutes spent. Two bookings racing for the last hour: the second reads the first's
 * spend and is refused. The confirmations go out as when an order is paid.
 */
export async function bookWithCredit(app: FastifyInstance, input: NewBooking): Promise<BookingDetail> {
  const { config } = app;
  const now = utcIso(input.now);
  const end = input.start + input.duration * MINUTE_MS;
  const tutorId = Number(input.tutor.id);
  const userId = Number(input.user.id);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const detail = await app.db.transaction().execute(async (trx) => {
        await lockCreditAccount(trx, userId);
        const balance = await creditBalance(trx, userId, tutorId);
        if (balance < input.duration) throw fieldError('pay_with', 'credits.insufficient', { hours: hoursOf(Math.max(0, balance)) });
        await expireLapsedHolds(trx, now, tutorId);
        const order = await insertOrderRow(trx, {
          reference: newOrderReference(),
          user_id: userId,
          session_key: null,
          status: 'paid',
          total_cents: 0,
          currency: 'USD',
          note: null,
          created_at: now,
          updated_at: now,
          expires_at: now,
          paid_at: now,
          cancelled_at: null,
        });
        const bookingId = await insertBookingRow(trx, {
          order_id: Number(order.id),
          tutor_id: tutorId,
          user_id: userId,
          private_course: input.privateCourse,
          start_at: utcIso(input.start),
          end_at: utcIso(end),
          duration: input.duration,
          status: 'confirmed',
          hold_expires_at: null,
          price_cents: input.hourlyCents,
          total_cents: 0,
          refunded_at: null,
          cancelled_at: null,
          cancelled_by: null,
          cancel_reason: null,
          // A session less than a day away gets no reminder: the confirmation is it.
          reminder_sent_at: input.start - input.now <= 24 * HOUR_MS ? now : null,
          created_at: now,
          updated_at: now,
        });
        await takeCells(trx, { id: bookingId, tutorId, start: input.start, duration: input.duration });
        await insertOrderItemRow(trx, {
          order_id: Number(order.id),
          kind: 'session',
          course_id: null,
          booking_id: bookingId,
          code: 'SESSION',
          title: sessionTitle({ duration: input.duration, tutor: input.tutor.name, start: input.start }, 'en').slice(0, 255),
          price_cents: 0,
        });
        await insertCreditEntry(trx, { userId, tutorId, kind: 'spend', minutes: -input.duration, bookingId, at: now });
        const detail = (await findBookingById(trx, bookingId))!;
        const { student, tutor } = await recipientsOf(trx, detail);
        const facts = factsOf(detail);
        const ctx = mailContext(app, input.now);
        const queue = queueIn(app, trx);
        if (student)
          await queue(bookingConfirmedEmail(student, facts, { changeUntil: input.start - config.booking.cancelHours * HOUR_MS }, ctx));
        if (tutor) await queue(tutorSessionConfirmedEmail(tutor, facts, ctx));
        return detail;
      });
      app.mailer.kick();
      return detail;
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (attempt < 5 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/**
 * Confirms the booking of an order being marked paid, in the mark-paid transaction. A live hold
 * keeps its cells; a hold that lapsed takes its cells again, and when another booking took them
 * meanwhile (or the session's time has passed) the whole mark-paid rolls back: 409
 * bookings.slot_lost, nothing changed. Queues the confirmations (student and tutor, with the
 * invitation). Answers false when the order has no booking.
 */
export async function confirmBookingOfOrder(app: FastifyInstance, trx: Db, orderId: number, now: number): Promise<boolean> {
  const detail = await findBookingOfOrder(trx, orderId);
  if (!detail) return false;
  const id = Number(detail.id);
  const start = Date.parse(detail.start_at);
  if (detail.status === 'cancelled' || detail.status === 'confirmed') throw conflict('bookings.slot_lost');
  if (start <= now) throw conflict('bookings.slot_lost');
  // The cells again, whether the hold is live (its own) or lapsed (perhaps someone else's now).
  await releaseCells(trx, [id]);
  await takeCells(trx, { id, tutorId: Number(detail.tutor_id), start, duration: detail.duration }, 'bookings.slot_lost');
  const at = utcIso(now);
  // A session less than a day away gets no reminder: the confirmation is it.
  const remindNoMore = start - now <= 24 * HOUR_MS ? at : null;
  const row = await transitionBooking(trx, id, ['held', 'expired'], {
    status: 'confirmed',
    hold_expires_at: null,
    reminder_sent_at: remindNoMore,
    updated_at: at,
  });
  if (!row) throw conflict('bookings.slot_lost');
  const confirmed = (await findBookingById(trx, id))!;
  const { student, tutor } = await recipientsOf(trx, confirmed);
  const facts = factsOf(confirmed);
  const ctx = mailContext(app, now);
  const queue = queueIn(app, trx);
  if (student) await queue(bookingConfirmedEmail(student, facts, { changeUntil: start - app.config.booking.cancelHours * HOUR_MS }, ctx));
  if (tutor) await queue(tutorSessionConfirmedEmail(tutor, facts, ctx));
  return true;
}

export type Cancellation = { by: 'student' | 'admin' | 'system'; reason: string | null; now: number };

/**
 * Cancels a held or confirmed booking in the caller's transaction: its cells are freed, a paid
 * one is marked refund due, a pending order is cancelled with it. The student is told; the tutor
 * too when the session was confirmed (a hold never reached them), the invitation withdrawn.
 * Answers undefined when the booking was no longer held or confirmed.
 */
export async function cancelBookingIn(
  app: FastifyInstance,
  trx: Db,
  detail: BookingDetail,
  cancellation: Cancellation,
): Promise<BookingDetail | undefined> {
  const at = utcIso(cancellation.now);
  // Paid with credit (decision 086): its hours come back, nothing is owed in money.
  const credit = detail.credit_spent !== null;
  const paid = detail.order_status === 'paid' && !credit;
  const wasConfirmed = detail.status === 'confirmed';
  const row = await transitionBooking(trx, Number(detail.id), ['held', 'confirmed'], {
    status: 'cancelled',
    cancelled_at: at,
    cancelled_by: cancellation.by,
    cancel_reason: cancellation.reason,
    refund_due: paid ? 1 : 0,
    sequence: detail.sequence + 1,
    updated_at: at,
  });
  if (!row) return undefined;
  await releaseCells(trx, [Number(detail.id)]);
  if (credit) {
    const entries = await creditEntriesOfBooking(trx, Number(detail.id));
    const spent = -(entries.find((e) => e.kind === 'spend')?.minutes ?? 0);
    if (spent > 0 && !entries.some((e) => e.kind === 'return') && detail.user_id !== null) {
      await insertCreditEntry(trx, {
        userId: Number(detail.user_id),
        tutorId: Number(detail.tutor_id),
        kind: 'return',
        minutes: spent,
        bookingId: Number(detail.id),
        at,
      });
    }
  } else if (!paid) {
    await cancelUnpaidOrder(trx, Number(detail.order_id), at, cancellation.reason);
  }
  const cancelled = (await findBookingById(trx, Number(detail.id)))!;
  const { student, tutor } = await recipientsOf(trx, cancelled);
  const facts = factsOf(cancelled);
  const ctx = mailContext(app, cancellation.now);
  const queue = queueIn(app, trx);
  const reason = cancellation.by === 'admin' ? cancellation.reason : null;
  if (student)
    await queue(bookingCancelledEmail(student, 'student', facts, { reason, refund: paid, withdrawInvitation: wasConfirmed }, ctx));
  if (tutor && wasConfirmed)
    await queue(bookingCancelledEmail(tutor, 'tutor', facts, { reason, refund: false, withdrawInvitation: true }, ctx));
  return cancelled;
}

/**
 * Moves a booking to another start atomically: in one transaction its old cells are deleted and
 * the new ones taken; a new time already taken answers 409 and rolls back, so the old slot is
 * kept. A hold keeps its end (never past the new start minus the notice); the reminder is due
 * again. Both sides are told (the tutor when confirmed), the invitation updated.
 */
export async function rescheduleBooking(
  app: FastifyInstance,
  detail: BookingDetail,
  newStart: number,
  now: number,
): Promise<BookingDetail> {
  const at = utcIso(now);
  const id = Number(detail.id);
  const oldStart = Date.parse(detail.start_at);
  const moved = await app.db.transaction().execute(async (trx) => {
    await expireLapsedHolds(trx, at, Number(detail.tutor_id));
    await releaseCells(trx, [id]);
    await takeCells(trx, { id, tutorId: Number(detail.tutor_id), start: newStart, duration: detail.duration });
    const end = newStart + detail.duration * MINUTE_MS;
    const holdUntil =
      detail.status === 'held' && detail.hold_expires_at
        ? utcIso(Math.min(Date.parse(detail.hold_expires_at), newStart - app.config.booking.minNoticeHours * HOUR_MS))
        : detail.hold_expires_at;
    const row = await transitionBooking(trx, id, ['held', 'confirmed'], {
      start_at: utcIso(newStart),
      end_at: utcIso(end),
      hold_expires_at: detail.status === 'held' ? holdUntil : null,
      reminder_sent_at: detail.status === 'confirmed' && newStart - now <= 24 * HOUR_MS ? at : null,
      sequence: detail.sequence + 1,
      updated_at: at,
    });
    if (!row) throw conflict('bookings.not_active');
    if (detail.status === 'held' && holdUntil) {
      await setPendingOrderExpiry(trx, Number(detail.order_id), holdUntil, at);
    }
    await retitleSessionItem(
      trx,
      id,
      sessionTitle({ duration: detail.duration, tutor: detail.tutor_name, start: newStart }, 'en').slice(0, 255),
    );
    const updated = (await findBookingById(trx, id))!;
    const { student, tutor } = await recipientsOf(trx, updated);
    const facts = factsOf(updated);
    const ctx = mailContext(app, now);
    const queue = queueIn(app, trx);
    const confirmed = updated.status === 'confirmed';
    if (student) await queue(bookingRescheduledEmail(student, 'student', facts, { from: oldStart, updateInvitation: confirmed }, ctx));
    if (tutor && confirmed) await queue(bookingRescheduledEmail(tutor, 'tutor', facts, { from: oldStart, updateInvitation: true }, ctx));
    return updated;
  });
  app.mailer.kick();
  return moved;
}

/**
 * Sends the reminder of one session if no instance did: the claim (a conditional UPDATE of
 * reminder_sent_at) and the e-mails are one transaction, so with several instances it goes once.
 */
export async function remindOnce(app: FastifyInstance, bookingId: number, now: number): Promise<boolean> {
  return app.db.transaction().execute(async (trx) => {
    if (!(await claimReminder(trx, bookingId, utcIso(now)))) return false;
    const detail = await findBookingById(trx, bookingId);
    if (!detail) return false;
    const { student, tutor } = await recipientsOf(trx, detail);
    const facts = factsOf(detail);
    const ctx = mailContext(app, now);
    if (student) await app.mailer.queue(bookingReminderEmail(student, 'student', facts, ctx), trx);
    if (tutor) await app.mailer.queue(bookingReminderEmail(tutor, 'tutor', facts, ctx), trx);
    return true;
  });
}
