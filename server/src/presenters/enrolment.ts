import { DELIVERY_TIMEZONE, MATERIAL_LINK_TTL_MINUTES, type COURSE_LINK_KINDS } from '@darsak/common/contracts';
import { signPath } from '../lib/security/signed-url.ts';
import { beirutInstant, isCalendarDate, MINUTE_MS, utcIso } from '../lib/time/beirut.ts';

/** Rows of course_delivery and course_materials -> the answers of decision 079. */

export type CourseLink = { kind: (typeof COURSE_LINK_KINDS)[number]; label: string; url: string };
export type StoredLecture = { title: string; starts_at: string; duration_minutes: number };

const parseArray = (json: string | undefined): unknown[] => {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
};

/** The instant of a Beirut wall time 'YYYY-MM-DDTHH:MM' (null when it is not one). */
export function beirutWallInstant(wall: string): number | null {
  const [date, clock] = wall.split('T');
  if (!date || !clock || !isCalendarDate(date) || !/^\d{2}:\d{2}$/.test(clock)) return null;
  const [h, m] = clock.split(':').map(Number) as [number, number];
  if (h > 23 || m > 59) return null;
  return beirutInstant(date, h * 60 + m);
}

export const presentLinks = (json: string | undefined): CourseLink[] => parseArray(json) as CourseLink[];

/** Lectures soonest first, each with the instants its wall time names. */
export function presentSchedule(json: string | undefined) {
  return (parseArray(json) as StoredLecture[])
    .map((lecture) => ({ lecture, start: beirutWallInstant(lecture.starts_at) }))
    .filter((entry): entry is { lecture: StoredLecture; start: number } => entry.start !== null)
    .sort((a, b) => a.start - b.start)
    .map(({ lecture, start }) => ({
      title: lecture.title,
      starts_at: lecture.starts_at,
      duration_minutes: lecture.duration_minutes,
      starts_at_utc: utcIso(start),
      ends_at_utc: utcIso(start + lecture.duration_minutes * MINUTE_MS),
      timezone: DELIVERY_TIMEZONE as typeof DELIVERY_TIMEZONE,
    }));
}

/**
 * A material's short-lived link: the path and its expiry signed (signed-url.ts), no user data in
 * it; the file route still asks who is there, so a link passed on opens for no one else.
 */
export const materialUrl = (secret: string, id: number, now = Date.now()) =>
  signPath(secret, `/api/materials/${id}/file`, MATERIAL_LINK_TTL_MINUTES * MINUTE_MS, now);
