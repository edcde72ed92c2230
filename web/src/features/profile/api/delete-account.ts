import { api } from '@/lib/api-client';

/** DELETE /api/user: deletes the signed-in account. */
export function deleteAccount(): Promise<unknown> {
  return api.delete('/api/user');
}
