import { api } from '@/lib/api-client';

/** POST /api/verify-code: answers {message}. */
export function verifyCode(email: string, code: string): Promise<{ message?: string } | undefined> {
  return api.post<{ message?: string } | undefined>('/api/verify-code', { email, code });
}
