import { call } from '@/lib/api-client';

/** DELETE /api/user/profile-picture, after fetching the CSRF cookie. */
export function deletePicture(): Promise<unknown> {
  return call('DELETE /api/user/profile-picture', {}, { csrf: true });
}
