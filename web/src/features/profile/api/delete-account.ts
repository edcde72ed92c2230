import { call } from '@/lib/api-client';

/** DELETE /api/user: deletes the signed-in account. */
export function deleteAccount(): Promise<unknown> {
  return call('DELETE /api/user');
}
