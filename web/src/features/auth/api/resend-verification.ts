import { call } from '@/lib/api-client';

/** POST /api/resend-verification: e-mails a new verification link. */
export function resendVerification(email: string): Promise<unknown> {
  return call('POST /api/resend-verification', { body: { email } }, { csrf: true });
}
