import { call } from '@/lib/api-client';

/** POST /user/confirm-password: the session may change the password or delete the account for a while (decision 073). */
export function confirmPassword(password: string): Promise<unknown> {
  return call('POST /user/confirm-password', { body: { password } }, { csrf: true });
}
