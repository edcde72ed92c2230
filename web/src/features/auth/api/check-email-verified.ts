import { api } from '@/lib/api-client';

/** POST /api/check-email-verified: answers {verified: boolean} (a bare boolean is accepted too). */
export async function checkEmailVerified(email: string): Promise<boolean> {
  const answer = await api.post<unknown>('/api/check-email-verified', { email }, { csrf: true });
  if (typeof answer === 'boolean') return answer;
  return !!answer && typeof answer === 'object' && (answer as { verified?: unknown }).verified === true;
}
