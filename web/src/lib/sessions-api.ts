import type { SuccessBody, Endpoints } from '@darsak/common/contracts';
import { call } from '@/lib/api-client';

/**
 * Sessions with tutors (issue 19, decision 072): every call of the booking screens through its
 * contract (common/src/contracts/bookings.ts), and their query keys (decision 069). Shared by the
 * tutor page's slot picker, the profile's My bookings, the tutor area and the back office.
 */

export type Slots = SuccessBody<Endpoints['GET /api/tutors/:id/slots']>;
export type Booking = SuccessBody<Endpoints['POST /api/bookings']>;
export type TutorSessions = SuccessBody<Endpoints['GET /api/tutor/sessions']>;
export type TutorSession = TutorSessions['upcoming'][number];
export type Availability = SuccessBody<Endpoints['GET /api/tutor/availability']>;
export type AvailabilityInput = {
  rules: { weekday: number; start: string; end: string }[];
  exceptions: ({ date: string; available: false } | { date: string; available: true; start: string; end: string })[];
  durations: (60 | 90 | 120)[];
};
export type AdminBookings = SuccessBody<Endpoints['GET /api/admin/bookings']>;
/** Hours of credit per tutor (decision 086). */
export type CreditBalances = SuccessBody<Endpoints['GET /api/credits']>;
export type AdminBooking = AdminBookings['data'][number];

const csrf = { csrf: true } as const;

export const sessionsApi = {
  slots: (tutorId: number, query: { from?: string; to?: string; duration?: number }) =>
    call('GET /api/tutors/:id/slots', { params: { id: tutorId }, query }),
  /** pay_with 'credit': confirmed at once, paid with hours of credit with the tutor (decision 086). */
  book: (body: { tutor_id: number; start: string; duration: number; private_course?: string; pay_with?: 'credit' }) =>
    call('POST /api/bookings', { body }, csrf),
  credits: () => call('GET /api/credits'),
  mine: () => call('GET /api/bookings'),
  cancel: (reference: string) => call('POST /api/bookings/:reference/cancel', { params: { reference } }, csrf),
  reschedule: (reference: string, start: string) =>
    call('POST /api/bookings/:reference/reschedule', { params: { reference }, body: { start } }, csrf),

  tutorSessions: () => call('GET /api/tutor/sessions'),
  myAvailability: () => call('GET /api/tutor/availability'),
  saveMyAvailability: (body: AvailabilityInput) => call('PUT /api/tutor/availability', { body }, csrf),

  adminBookings: (query: { from: string; to: string; tutor_id?: number | undefined; status?: string | undefined; per_page?: number }) =>
    call('GET /api/admin/bookings', { query }),
  adminCancel: (reference: string, reason: string) =>
    call('POST /api/admin/bookings/:reference/cancel', { params: { reference }, body: { reason } }, csrf),
  adminRefunded: (reference: string) => call('POST /api/admin/bookings/:reference/refunded', { params: { reference } }, csrf),
  tutorAvailability: (tutorId: number) => call('GET /api/admin/tutors/:id/availability', { params: { id: tutorId } }),
  saveTutorAvailability: (tutorId: number, body: AvailabilityInput) =>
    call('PUT /api/admin/tutors/:id/availability', { params: { id: tutorId }, body }, csrf),
  linkAccount: (tutorId: number, email: string) =>
    call('POST /api/admin/tutors/:id/account', { params: { id: tutorId }, body: { email } }, csrf),
  unlinkAccount: (tutorId: number) => call('DELETE /api/admin/tutors/:id/account', { params: { id: tutorId } }, csrf),
};

/** Query keys: slots per tutor and length, the student's bookings and credit, the tutor's own area. */
export const sessionKeys = {
  all: ['sessions'] as const,
  slots: (tutorId: number, duration: number, from: string) => [...sessionKeys.all, 'slots', tutorId, duration, from] as const,
  mine: (userId: number) => [...sessionKeys.all, 'mine', userId] as const,
  /** Under `all`: a booking, a cancel or a move refreshes the hours of credit too. */
  credits: (userId: number) => [...sessionKeys.all, 'credits', userId] as const,
  tutorSessions: () => [...sessionKeys.all, 'tutor', 'sessions'] as const,
  tutorAvailability: () => [...sessionKeys.all, 'tutor', 'availability'] as const,
};
