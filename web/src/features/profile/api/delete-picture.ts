import { api } from '@/lib/api-client';

/** DELETE /api/user/profile-picture, after fetching the CSRF cookie. */
export function deletePicture(): Promise<unknown> {
  return api.delete('/api/user/profile-picture', { csrf: true });
}
