import { call } from '@/lib/api-client';

/** PUT /api/user/password. */
export function updatePassword(password: string, password_confirmation: string): Promise<unknown> {
  return call('PUT /api/user/password', { body: { password, password_confirmation } });
}
