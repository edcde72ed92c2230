import type { Db } from '../db/index.ts';
import { nowIso } from '../db/index.ts';
import type { Availability, AvailabilityException, Rule } from '../lib/time/slots.ts';

/**
 * Tutors' hours (decision 072): weekly rules and dated exceptions as minutes from midnight in
 * Asia/Beirut, and the session lengths offered (tutors.session_durations, JSON; null until set,
 * read as [60]).
 */

export const DEFAULT_DURATIONS = [60];

export type TutorAvailability = Availability & { durations: number[] };

export function parseDurations(json: string | null): number[] {
  if (json === null) return [...DEFAULT_DURATIONS];
  try {
    const parsed = JSON.parse(json) as unknown;
    if (Array.isArray(parsed) && parsed.length > 0 && parsed.every((d) => d === 60 || d === 90 || d === 120))
      return [...(parsed as number[])].sort((a, b) => a - b);
  } catch {
    // fall through
  }
  return [...DEFAULT_DURATIONS];
}

export async function loadAvailability(db: Db, tutorId: number): Promise<TutorAvailability> {
  const [rules, exceptions, tutor] = await Promise.all([
    db
      .selectFrom('tutor_availability_rules')
      .select(['weekday', 'start_minute', 'end_minute'])
      .where('tutor_id', '=', tutorId)
      .orderBy('weekday')
      .orderBy('start_minute')
      .execute(),
    db
      .selectFrom('tutor_availability_exceptions')
      .select(['date', 'available', 'start_minute', 'end_minute'])
      .where('tutor_id', '=', tutorId)
      .orderBy('date')
      .orderBy('start_minute')
      .execute(),
    db.selectFrom('tutors').select('session_durations').where('id', '=', tutorId).executeTakeFirst(),
  ]);
  return {
    rules: rules.map((r) => ({ weekday: r.weekday, start: r.start_minute, end: r.end_minute })),
    exceptions: exceptions.map((e): AvailabilityException =>
      Number(e.available)
        ? { date: e.date, available: true, start: e.start_minute ?? 0, end: e.end_minute ?? 0 }
        : { date: e.date, available: false },
    ),
    durations: parseDurations(tutor?.session_durations ?? null),
  };
}

/** The weekly rules of these tutors (all when undefined), by tutor id: the tutor page's hours. */
export async function rulesByTutor(db: Db, tutorIds?: number[]): Promise<Map<number, Rule[]>> {
  const map = new Map<number, Rule[]>();
  if (tutorIds && tutorIds.length === 0) return map;
  let query = db.selectFrom('tutor_availability_rules').select(['tutor_id', 'weekday', 'start_minute', 'end_minute']);
  if (tutorIds) query = query.where('tutor_id', 'in', tutorIds);
  const rows = await query.orderBy('tutor_id').orderBy('weekday').orderBy('start_minute').execute();
  for (const r of rows)
    map.set(Number(r.tutor_id), [...(map.get(Number(r.tutor_id)) ?? []), { weekday: r.weekday, start: r.start_minute, end: r.end_minute }]);
  return map;
}

/** Replaces a tutor's hours in the caller's transaction (then invalidate the cached tutor answers of app.db). */
export async function replaceAvailability(db: Db, tutorId: number, availability: TutorAvailability): Promise<void> {
  await db.deleteFrom('tutor_availability_rules').where('tutor_id', '=', tutorId).execute();
  await db.deleteFrom('tutor_availability_exceptions').where('tutor_id', '=', tutorId).execute();
  if (availability.rules.length) {
    await db
      .insertInto('tutor_availability_rules')
      .values(availability.rules.map((r) => ({ tutor_id: tutorId, weekday: r.weekday, start_minute: r.start, end_minute: r.end })))
      .execute();
  }
  if (availability.exceptions.length) {
    await db
      .insertInto('tutor_availability_exceptions')
      .values(
        availability.exceptions.map((e) => ({
          tutor_id: tutorId,
          date: e.date,
          available: e.available ? 1 : 0,
          start_minute: e.available ? e.start : null,
          end_minute: e.available ? e.end : null,
        })),
      )
      .execute();
  }
  const durations = [...new Set(availability.durations)].sort((a, b) => a - b);
  await db
    .updateTable('tutors')
    .set({ session_durations: JSON.stringify(durations), updated_at: nowIso() })
    .where('id', '=', tutorId)
    .execute();
}

/** Whether a tutor has hours set (rules, or its lengths written once). */
export async function hasAvailability(db: Db, tutorId: number): Promise<boolean> {
  const rule = await db.selectFrom('tutor_availability_rules').select('id').where('tutor_id', '=', tutorId).limit(1).executeTakeFirst();
  return Boolean(rule);
}
