import { call } from '@/lib/api-client';

/**
 * The application as POST /api/save-join-team takes it: the spec's whole entity (SPEC section 3),
 * with the id the client generates (a UUID), the user's id and the time of sending; cv is the
 * file name only. The server keeps the id and sets its own user and time.
 */
export type JoinTeamPayload = {
  id: string;
  user_id: number;
  submitted_at: string;
  name: string;
  email: string;
  phone: string;
  age: number;
  university: string;
  year: number;
  coursesToGive: string[];
  whereYouSeeYourself: string;
  cv: string;
  pay: number;
  otherCourses: string;
  goodTutor: string;
};

/** POST /api/save-join-team: answers {id}, the application's id used by the CV upload. */
export async function saveJoinTeam(payload: JoinTeamPayload): Promise<string> {
  const answer: { id?: unknown } | undefined = await call('POST /api/save-join-team', { body: payload });
  const id = answer?.id;
  if ((typeof id !== 'string' && typeof id !== 'number') || id === '') throw new Error('No id in the answer');
  return String(id);
}

/**
 * A version-4 UUID for a new application. crypto.randomUUID exists only in secure contexts (HTTPS
 * or localhost); on a plain-HTTP address the same is built from crypto.getRandomValues.
 */
export function newApplicationId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
