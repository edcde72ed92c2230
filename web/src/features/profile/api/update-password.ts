import { api } from '@/lib/api-client';

/** PUT /api/user/password. */
export function updatePassword(password: string, password_confirmation: string): Promise<unknown> {
  return api.put('/api/user/password', { password, password_confirmation });
}
