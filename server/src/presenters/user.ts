import type { CurrentUser } from '@darsak/common';
import type { User } from '../db/schema.ts';

/**
 * A user as the API returns it: the listed fields only, so the password hash (or any column
 * added later) cannot leak. `image` is the absolute URL of the picture, served by
 * GET /media/avatars/:file.
 */
export const presentUser = (user: User, appUrl: string): CurrentUser => ({
  id: Number(user.id),
  name: user.name,
  email: user.email,
  email_verified_at: user.email_verified_at,
  image: user.image_path ? `${appUrl}/media/${user.image_path}` : null,
  created_at: user.created_at,
  role: user.role,
});
