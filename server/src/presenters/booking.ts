import { formatCents, type Locale } from '@darsak/common';
import type { adminBookingSchema, availabilitySchema, bookingSchema, BookingStatus, tutorSessionSchema } from '@darsak/common/contracts';
import type { z } from 'zod';
import { format, messagesFor } from '../messages/index.ts';
import { beirutIso, clockText, HOUR_MS } from '../lib/time/beirut.ts';
import { formatClock, formatShortDate, withZone } from '../lib/time/format.ts';
import type { TutorAvailability } from '../repositories/availability.ts';
import type { BookingDetail } from '../repositories/bookings.ts';
import { parseTranslations } from './translations.ts';

/**
 * Bookings as the API answers them (decision 072): instants as ISO 8601 with Beirut's offset,
 * money as in orders. The status is read at `now`: a hold past its end is 'expired' (never shown
 * as held, even before the job writes it), a confirmed session that has ended is 'completed'.
 */

type Booking = z.input<typeof bookingSchema>;
type TutorSession = z.input<typeof tutorSessionSchema>;
type AdminBooking = z.input<typeof adminBookingSchema>;
type AvailabilityAnswer = z.input<typeof availabilitySchema>;

export function effectiveStatus(row: Pick<BookingDetail, 'status' | 'hold_expires_at' | 'end_at'>, now: number): BookingStatus {
  const at = new Date(now).toISOString();
  if (row.status === 'held' && row.hold_expires_at !== null && row.hold_expires_at <= at) return 'expired';
  if (row.status === 'confirmed' && row.end_at <= at) return 'completed';
  return row.status;
}

/** A tutor's name in a language (the English one where the translations have none). */
export function tutorNameIn(name: string, translations: string, locale: Locale): string {
  if (locale === 'en') return name;
  return parseTranslations<{ name: string }>(translations)[locale]?.name || name;
}

/** A session as an order's line: '60 min with Rana Haddad on Tue, Dec 1, 2026 at 16:00 (Beirut time)'. */
export function sessionTitle(session: { duration: number; tutor: string; start: number }, locale: Locale): string {
  const t = messagesFor(locale).sessions;
  const date = format(t.dateAtTime, {
    date: formatShortDate(session.start, locale),
    time: withZone(formatClock(session.start, locale), locale),
  });
  return format(t.itemTitle, { duration: session.duration, tutor: session.tutor, date });
}

const iso = (utc: string | null) => (utc === null ? null : beirutIso(Date.parse(utc)));

export function presentBooking(row: BookingDetail, options: { now: number; cancelHours: number; locale: Locale }): Booking {
  const start = Date.parse(row.start_at);
  const status = effectiveStatus(row, options.now);
  return {
    reference: row.reference,
    status,
    tutor: { id: Number(row.tutor_id), name: tutorNameIn(row.tutor_name, row.tutor_translations, options.locale) },
    start: beirutIso(start),
    end: beirutIso(Date.parse(row.end_at)),
    duration: row.duration,
    private_course: row.private_course,
    price: formatCents(row.price_cents),
    total: formatCents(row.total_cents),
    currency: 'USD',
    hold_expires_at: row.status === 'held' ? iso(row.hold_expires_at) : null,
    paid: row.order_status === 'paid',
    refund_due: Boolean(Number(row.refund_due)),
    paid_with: row.credit_spent === null ? 'order' : 'credit',
    changeable_until: beirutIso(start - options.cancelHours * HOUR_MS),
    cancelled_at: iso(row.cancelled_at),
    created_at: iso(row.created_at)!,
  };
}

/** A session as its tutor sees it: the student's name always, their e-mail once the session is paid. */
export function presentTutorSession(row: BookingDetail, now: number): TutorSession {
  const paid = row.order_status === 'paid';
  return {
    reference: row.reference,
    status: effectiveStatus(row, now),
    start: beirutIso(Date.parse(row.start_at)),
    end: beirutIso(Date.parse(row.end_at)),
    duration: row.duration,
    private_course: row.private_course,
    paid,
    student: { name: row.student_name ?? messagesFor('en').sessions.deletedAccount, email: paid ? row.student_email : null },
  };
}

export function presentAdminBooking(row: BookingDetail, now: number): AdminBooking {
  return {
    ...presentTutorSession(row, now),
    tutor: { id: Number(row.tutor_id), name: row.tutor_name },
    student: {
      id: row.user_id === null ? null : Number(row.user_id),
      name: row.student_name ?? messagesFor('en').sessions.deletedAccount,
      email: row.student_email,
    },
    total: formatCents(row.total_cents),
    hold_expires_at: row.status === 'held' ? iso(row.hold_expires_at) : null,
    refund_due: Boolean(Number(row.refund_due)),
    refunded_at: iso(row.refunded_at),
    cancelled_at: iso(row.cancelled_at),
    cancel_reason: row.cancel_reason,
  };
}

/** A tutor's hours as PUT takes them, with the confirmed sessions now outside them. */
export function presentAvailability(
  availability: TutorAvailability,
  conflicts: Array<{ reference: string; start: number }>,
): AvailabilityAnswer {
  return {
    timezone: 'Asia/Beirut',
    rules: availability.rules.map((r) => ({ weekday: r.weekday, start: clockText(r.start), end: clockText(r.end) })),
    exceptions: availability.exceptions.map((e) =>
      e.available
        ? { date: e.date, available: true, start: clockText(e.start), end: clockText(e.end) }
        : { date: e.date, available: false },
    ),
    durations: availability.durations,
    conflicts: conflicts.map((c) => ({ reference: c.reference, start: beirutIso(c.start) })),
  };
}
