import { SLOTS_DEFAULT_DAYS, SLOTS_MAX_DAYS } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import { fieldEntry, fieldError, ValidationError, type FieldErrors } from '../http/errors.ts';
import { addDays, addMonths, beirutDate, clockMinutes, daysBetween } from '../lib/time/beirut.ts';
import { availabilityProblems, insideRules, type AvailabilityException } from '../lib/time/slots.ts';
import { presentAvailability } from '../presenters/booking.ts';
import { loadAvailability, replaceAvailability, type TutorAvailability } from '../repositories/availability.ts';
import { confirmedUpcoming } from '../repositories/bookings.ts';

/**
 * The rules around slots and tutors' hours (decision 072): which dates a slots call may ask
 * for, which length a tutor offers, and a change of hours (checked, saved, answered with the
 * confirmed sessions it leaves outside: a change never cancels one).
 */

/** How far ahead a student may look or book. */
export const HORIZON_MONTHS = 12;

/** The last date a session may start on (Beirut). */
export const horizonDate = (now: number) => addMonths(beirutDate(now), HORIZON_MONTHS);

/**
 * The dates of a slots call: from today (a day earlier is accepted, for a reader whose own date
 * is still yesterday) to at most 12 months ahead, at most 31 days per call; default the next 14
 * days. A bad range is 422 bookings.bad_range.
 */
export function slotRange(query: { from?: string | undefined; to?: string | undefined }, now: number): { from: string; to: string } {
  const today = beirutDate(now);
  const horizon = horizonDate(now);
  const from = query.from ?? today;
  const defaultTo = addDays(from, SLOTS_DEFAULT_DAYS - 1);
  const to = query.to ?? (defaultTo > horizon ? horizon : defaultTo);
  const bad = (field: 'from' | 'to') => fieldError(field, 'bookings.bad_range', { max: SLOTS_MAX_DAYS });
  if (from < addDays(today, -1) || from > horizon) throw bad('from');
  if (to < from || daysBetween(from, to) + 1 > SLOTS_MAX_DAYS || to > horizon) throw bad('to');
  return { from, to };
}

/** The length asked for, if the tutor offers it; without one, 60 minutes (or the shortest offered). */
export function offeredDuration(requested: number | undefined, offered: number[]): number {
  if (requested === undefined) return offered.includes(60) ? 60 : offered[0]!;
  if (!offered.includes(requested)) throw fieldError('duration', 'bookings.duration_not_offered');
  return requested;
}

export type AvailabilityInput = {
  rules: Array<{ weekday: number; start: string; end: string }>;
  exceptions?: Array<{ date: string; available: false } | { date: string; available: true; start: string; end: string }> | undefined;
  durations?: number[] | undefined;
};

/** The confirmed sessions of a tutor not ended that lie outside `availability`. */
async function conflictsOf(app: FastifyInstance, tutorId: number, availability: TutorAvailability, now: number) {
  const sessions = await confirmedUpcoming(app.db, tutorId, new Date(now).toISOString());
  return sessions
    .map((s) => ({ reference: s.reference, start: Date.parse(s.start_at), duration: s.duration }))
    .filter((s) => !insideRules(availability, s.start, s.duration))
    .map(({ reference, start }) => ({ reference, start }));
}

export async function readAvailability(app: FastifyInstance, tutorId: number, now: number) {
  const availability = await loadAvailability(app.db, tutorId);
  return presentAvailability(availability, await conflictsOf(app, tutorId, availability, now));
}

/**
 * Replaces a tutor's hours: 422 for an end not after its start or hours of one day that
 * overlap (the contract already refuses a length other than 60, 90 or 120). Lengths and
 * exceptions left out of the body are kept.
 */
export async function saveAvailability(app: FastifyInstance, tutorId: number, input: AvailabilityInput, now: number) {
  const current = await loadAvailability(app.db, tutorId);
  const errors: FieldErrors = {};
  const rules = input.rules.map((r) => ({ weekday: r.weekday, start: clockMinutes(r.start), end: clockMinutes(r.end) }));
  const exceptions: AvailabilityException[] = input.exceptions
    ? input.exceptions.map((e) =>
        e.available
          ? { date: e.date, available: true, start: clockMinutes(e.start), end: clockMinutes(e.end) }
          : { date: e.date, available: false },
      )
    : current.exceptions;
  const availability: TutorAvailability = {
    rules,
    exceptions,
    durations: input.durations ? [...new Set(input.durations)].sort((a, b) => a - b) : current.durations,
  };
  for (const problem of availabilityProblems(availability)) (errors[problem.field] ??= []).push(fieldEntry(problem.field, problem.code));
  if (Object.keys(errors).length) throw new ValidationError(errors);
  await app.db.transaction().execute((trx) => replaceAvailability(trx, tutorId, availability));
  await app.catalogue.changed(); // the tutor page's hours are drawn from the rules
  return presentAvailability(availability, await conflictsOf(app, tutorId, availability, now));
}
