import { api } from '@/lib/api-client';

/** POST /api/resend-verification: e-mails a new verification link. */
export function resendVerification(email: string): Promise<unknown> {
  return api.post('/api/resend-verification', { email }, { csrf: true });
}
