import { call } from '@/lib/api-client';

/** POST /api/verify-code: answers {message}. */
export function verifyCode(email: string, code: string): Promise<{ message?: string } | undefined> {
  return call('POST /api/verify-code', { body: { email, code } });
}
