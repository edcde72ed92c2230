import { call } from '@/lib/api-client';

/** The application as POST /api/save-join-team takes it; cv is the file name only. */
export type JoinTeamPayload = {
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
