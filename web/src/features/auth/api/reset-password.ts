import { call } from '@/lib/api-client';

export type PasswordReset = { email: string; password: string; password_confirmation: string };

/** POST /api/reset-password: answers {message}. */
export function resetPassword(reset: PasswordReset): Promise<{ message?: string } | undefined> {
  return call('POST /api/reset-password', { body: reset });
}
