import { api } from '@/lib/api-client';

export type PasswordReset = { email: string; password: string; password_confirmation: string };

/** POST /api/reset-password: answers {message}. */
export function resetPassword(reset: PasswordReset): Promise<{ message?: string } | undefined> {
  return api.post<{ message?: string } | undefined>('/api/reset-password', reset);
}
