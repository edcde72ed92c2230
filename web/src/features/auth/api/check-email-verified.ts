import { call } from '@/lib/api-client';

/** POST /api/check-email-verified: answers {verified: boolean} (a bare boolean is accepted too). */
export async function checkEmailVerified(email: string): Promise<boolean> {
  const answer: unknown = await call('POST /api/check-email-verified', { body: { email } }, { csrf: true });
  if (typeof answer === 'boolean') return answer;
  return !!answer && typeof answer === 'object' && (answer as { verified?: unknown }).verified === true;
}
