import { z } from 'zod';
import { adminPageQuerySchema } from '../schemas/admin.ts';
import { defineEndpoint } from './define.ts';
import { idParams, referenceParams } from './params.ts';

/**
 * Sessions (issue 19, decision 072): a student books an hour of a tutor's time; the booking is an
 * order (one item, the session), held until it is paid, confirmed by mark-paid. Tutors' hours are
 * wall-clock times in Asia/Beirut; every instant the API answers is ISO 8601 with its offset.
 */

export const BOOKING_TIMEZONE = 'Asia/Beirut';
/** The lengths a tutor may offer, in minutes. */
export const SESSION_DURATIONS = [60, 90, 120] as const;
export type SessionDuration = (typeof SESSION_DURATIONS)[number];
export const BOOKING_STATUSES = ['held', 'confirmed', 'cancelled', 'expired', 'completed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** At most this many days per slots call. */
export const SLOTS_MAX_DAYS = 31;
export const SLOTS_DEFAULT_DAYS = 14;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const wholeNumber = (value: unknown) => (typeof value === 'string' && /^\d{1,4}$/.test(value.trim()) ? Number(value) : value);

/** A wall-clock time in Beirut, 'HH:MM' (24:00 ends a day). */
export const clockTime = z.preprocess(trimmed, z.string().regex(HH_MM));
/** A Beirut calendar date, 'YYYY-MM-DD', that exists. */
export const calendarDate = z.preprocess(
  trimmed,
  z
    .string()
    .regex(DATE)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
      message: 'The date is not a calendar date.',
      params: { code: 'validation.regex' },
    }),
);
/** An instant with its offset (or Z): '2026-12-01T16:00:00+02:00'. */
export const instant = z.preprocess(trimmed, z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/));
export const durationField = z.preprocess(wholeNumber, z.union([z.literal(60), z.literal(90), z.literal(120)]));

// ---- slots ------------------------------------------------------------------------------------------

export const slotsQuerySchema = z.object({
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  duration: durationField.optional(),
});

export const slotsSchema = z
  .object({
    timezone: z.literal(BOOKING_TIMEZONE),
    duration: z.int(),
    /** The lengths this tutor offers (minutes), so a picker offers only those. */
    durations: z.array(z.int()),
    from: z.string(),
    to: z.string(),
    slots: z.array(z.object({ start: z.string(), end: z.string() })),
  })
  .meta({ id: 'Slots' });

export const getSlots = defineEndpoint({
  method: 'GET',
  path: '/api/tutors/:id/slots',
  tag: 'Sessions',
  summary: 'The free starts of a tutor’s sessions (?from=&to=YYYY-MM-DD in Beirut, at most 31 days, within 12 months; ?duration=60|90|120)',
  access: 'public',
  params: idParams,
  notFound: 'tutors.not_found',
  query: slotsQuerySchema,
  responses: { 200: slotsSchema },
  errors: ['tutors.not_found', 'bookings.bad_range', 'bookings.duration_not_offered'],
});

// ---- bookings ---------------------------------------------------------------------------------------

export const bookingCreateSchema = z.object({
  tutor_id: z.preprocess(wholeNumber, z.int().min(1)),
  start: instant,
  duration: durationField.optional(),
  /** The title of one of the tutor's private courses: priced at its hourly price. */
  private_course: z.preprocess((v) => (trimmed(v) === '' ? undefined : trimmed(v)), z.string().max(255).optional()),
  /**
   * 'credit': paid with hours of credit with this tutor (decision 086): the session is confirmed at
   * once and its hours spent; without it (or 'order') the slot is held with an order, as before.
   */
  pay_with: z.preprocess((v) => (trimmed(v) === '' ? undefined : trimmed(v)), z.enum(['order', 'credit']).optional()),
});

export const bookingSchema = z
  .object({
    reference: z.string(),
    status: z.enum(BOOKING_STATUSES),
    tutor: z.object({ id: z.int(), name: z.string() }),
    start: z.string(),
    end: z.string(),
    duration: z.int(),
    private_course: z.string().nullable(),
    /** Dollars per hour, 2 decimals. */
    price: z.string(),
    total: z.string(),
    currency: z.literal('USD'),
    hold_expires_at: z.string().nullable(),
    /** True once the order is paid. */
    paid: z.boolean(),
    /** A paid booking cancelled in time: the operator owes a refund. */
    refund_due: z.boolean(),
    /** 'credit' when hours of credit paid it (cancelling gives them back), else 'order' (decision 086). */
    paid_with: z.enum(['order', 'credit']).optional(),
    /** Until when the student may cancel or reschedule. */
    changeable_until: z.string(),
    cancelled_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Booking' });

export const createBooking = defineEndpoint({
  method: 'POST',
  path: '/api/bookings',
  tag: 'Sessions',
  summary:
    'Holds a slot and creates its order (one item: the session) until it is paid or expires; with pay_with credit, confirms it and spends hours of credit',
  access: 'user',
  body: bookingCreateSchema,
  responses: { 201: bookingSchema },
  errors: [
    'credits.insufficient',
    'bookings.slot_taken',
    'bookings.not_a_slot',
    'bookings.duration_not_offered',
    'bookings.unknown_private_course',
    'tutors.not_found',
  ],
});

export const listMyBookings = defineEndpoint({
  method: 'GET',
  path: '/api/bookings',
  tag: 'Sessions',
  summary: 'The signed-in user’s bookings, upcoming first',
  access: 'user',
  responses: { 200: z.array(bookingSchema) },
  errors: [],
});

export const cancelBooking = defineEndpoint({
  method: 'POST',
  path: '/api/bookings/:reference/cancel',
  tag: 'Sessions',
  summary:
    'Cancels one’s booking up to BOOKING_CANCEL_HOURS before it starts; a paid one is marked refund due, one paid with credit gives its hours back',
  access: 'user',
  params: referenceParams,
  notFound: 'bookings.not_found',
  responses: { 200: bookingSchema },
  errors: ['bookings.not_found', 'bookings.too_late', 'bookings.not_active'],
});

export const rescheduleBooking = defineEndpoint({
  method: 'POST',
  path: '/api/bookings/:reference/reschedule',
  tag: 'Sessions',
  summary: 'Moves one’s booking to another free slot, atomically (the old slot is released only if the new one is taken)',
  access: 'user',
  params: referenceParams,
  notFound: 'bookings.not_found',
  body: z.object({ start: instant }),
  responses: { 200: bookingSchema },
  errors: ['bookings.not_found', 'bookings.too_late', 'bookings.not_active', 'bookings.slot_taken', 'bookings.not_a_slot'],
});

// ---- tutors' own area ---------------------------------------------------------------------------------

const weekday = z.preprocess(wholeNumber, z.int().min(1).max(7));
export const availabilityRuleSchema = z.object({ weekday, start: clockTime, end: clockTime });
export const availabilityExceptionSchema = z.union([
  z.object({ date: calendarDate, available: z.literal(false) }),
  z.object({ date: calendarDate, available: z.literal(true), start: clockTime, end: clockTime }),
]);

export const availabilityInputSchema = z.object({
  rules: z.array(availabilityRuleSchema).max(50),
  exceptions: z.array(availabilityExceptionSchema).max(200).optional(),
  durations: z.array(durationField).min(1).max(3).optional(),
});

export const availabilitySchema = z
  .object({
    timezone: z.literal(BOOKING_TIMEZONE),
    rules: z.array(z.object({ weekday: z.int(), start: z.string(), end: z.string() })),
    exceptions: z.array(z.object({ date: z.string(), available: z.boolean(), start: z.string().optional(), end: z.string().optional() })),
    durations: z.array(z.int()),
    /** Confirmed sessions now outside the rules: a change never cancels one. */
    conflicts: z.array(z.object({ reference: z.string(), start: z.string() })),
  })
  .meta({ id: 'Availability' });

export const tutorSessionSchema = z
  .object({
    reference: z.string(),
    status: z.enum(BOOKING_STATUSES),
    start: z.string(),
    end: z.string(),
    duration: z.int(),
    private_course: z.string().nullable(),
    paid: z.boolean(),
    /** The student's name always; the e-mail only once the session is paid. */
    student: z.object({ name: z.string(), email: z.string().nullable() }),
  })
  .meta({ id: 'TutorSession' });

export const mySessions = defineEndpoint({
  method: 'GET',
  path: '/api/tutor/sessions',
  tag: 'Tutor area',
  summary: 'The signed-in tutor’s sessions, upcoming then past',
  access: 'tutor',
  responses: { 200: z.object({ upcoming: z.array(tutorSessionSchema), past: z.array(tutorSessionSchema) }) },
  errors: [],
});

export const getMyAvailability = defineEndpoint({
  method: 'GET',
  path: '/api/tutor/availability',
  tag: 'Tutor area',
  summary: 'The signed-in tutor’s weekly hours, dated exceptions and session lengths',
  access: 'tutor',
  responses: { 200: availabilitySchema },
  errors: [],
});

export const putMyAvailability = defineEndpoint({
  method: 'PUT',
  path: '/api/tutor/availability',
  tag: 'Tutor area',
  summary: 'Replaces the signed-in tutor’s hours; answers them with the confirmed sessions now outside them',
  access: 'tutor',
  body: availabilityInputSchema,
  responses: { 200: availabilitySchema },
  errors: ['availability.overlap', 'availability.end_before_start'],
});

// ---- the back office ------------------------------------------------------------------------------------

export const adminBookingSchema = tutorSessionSchema
  .extend({
    tutor: z.object({ id: z.int(), name: z.string() }),
    /** id and e-mail are null once the student deleted their account. */
    student: z.object({ id: z.int().nullable(), name: z.string(), email: z.string().nullable() }),
    total: z.string(),
    hold_expires_at: z.string().nullable(),
    refund_due: z.boolean(),
    /** When the operator marked the refund paid back. */
    refunded_at: z.string().nullable(),
    cancelled_at: z.string().nullable(),
    cancel_reason: z.string().nullable(),
  })
  .meta({ id: 'AdminBooking' });

export const adminBookingsQuerySchema = adminPageQuerySchema.extend({
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  tutor_id: z.preprocess(wholeNumber, z.int().min(1).optional()),
  status: z.preprocess((v) => (trimmed(v) === '' ? undefined : trimmed(v)), z.enum(BOOKING_STATUSES).optional()),
});

export const adminListBookings = defineEndpoint({
  method: 'GET',
  path: '/api/admin/bookings',
  tag: 'Back office: sessions',
  summary: 'Sessions between two Beirut dates (a day or a week), per tutor: student, status, paid or not',
  access: 'admin',
  query: adminBookingsQuerySchema,
  // total counts at most ADMIN_TOTAL_CAP rows; total_capped says there were more (decision 087).
  responses: { 200: z.object({ data: z.array(adminBookingSchema), total: z.int(), total_capped: z.boolean().optional() }) },
  errors: ['bookings.bad_range'],
});

export const adminCancelBooking = defineEndpoint({
  method: 'POST',
  path: '/api/admin/bookings/:reference/cancel',
  tag: 'Back office: sessions',
  summary: 'Cancels a session with a reason (both sides are told); a paid one is marked refund due',
  access: 'admin',
  params: referenceParams,
  notFound: 'bookings.not_found',
  body: z.object({ reason: z.preprocess(trimmed, z.string().min(1).max(1000)) }),
  responses: { 200: adminBookingSchema },
  errors: ['bookings.not_found', 'bookings.not_active'],
});

export const adminMarkRefunded = defineEndpoint({
  method: 'POST',
  path: '/api/admin/bookings/:reference/refunded',
  tag: 'Back office: sessions',
  summary: 'Records that the refund of a cancelled paid session was paid back (it leaves the refunds due)',
  access: 'admin',
  params: referenceParams,
  notFound: 'bookings.not_found',
  responses: { 200: adminBookingSchema },
  errors: ['bookings.not_found', 'bookings.no_refund_due'],
});

export const adminGetAvailability = defineEndpoint({
  method: 'GET',
  path: '/api/admin/tutors/:id/availability',
  tag: 'Back office: sessions',
  summary: 'A tutor’s hours, as the tutor sees them',
  access: 'admin',
  params: idParams,
  notFound: 'tutors.not_found',
  responses: { 200: availabilitySchema },
  errors: ['tutors.not_found'],
});

export const adminPutAvailability = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/tutors/:id/availability',
  tag: 'Back office: sessions',
  summary: 'Replaces a tutor’s hours',
  access: 'admin',
  params: idParams,
  notFound: 'tutors.not_found',
  body: availabilityInputSchema,
  responses: { 200: availabilitySchema },
  errors: ['tutors.not_found', 'availability.overlap', 'availability.end_before_start'],
});

export const adminLinkTutorAccount = defineEndpoint({
  method: 'POST',
  path: '/api/admin/tutors/:id/account',
  tag: 'Back office: sessions',
  summary: 'Links a verified account (by e-mail) to the tutor: it gets the tutor area',
  access: 'admin',
  params: idParams,
  notFound: 'tutors.not_found',
  body: z.object({ email: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.email().max(255)) }),
  responses: { 200: z.object({ tutor_id: z.int(), user_id: z.int(), email: z.string() }) },
  errors: [
    'tutors.not_found',
    'users.not_found',
    'tutors.account_taken',
    'tutors.already_linked',
    'tutors.account_unverified',
    'tutors.account_is_admin',
  ],
});

export const adminUnlinkTutorAccount = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/tutors/:id/account',
  tag: 'Back office: sessions',
  summary: 'Unlinks the tutor’s account (back to a student)',
  access: 'admin',
  params: idParams,
  notFound: 'tutors.not_found',
  responses: { 204: null },
  errors: ['tutors.not_found'],
});
