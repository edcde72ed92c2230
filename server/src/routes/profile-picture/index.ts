import fastifyMultipart from '@fastify/multipart';
import { PROFILE_PICTURE_MAX_BYTES } from '@darsak/common';
import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.ts';
import type { User } from '../../db/schema.ts';
import { fieldError, notFound, unavailable } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { detectPictureMime, readMultipartForm } from '../../lib/files/file-checks.ts';
import {
  ImageQueueFullError,
  MAX_INPUT_PIXELS,
  mediaUrl,
  reencodeAvatar,
  TooManyPixelsError,
  UnreadableImageError,
} from '../../lib/files/images.ts';
import { hitUserLimit } from '../../lib/limits/user-limits.ts';
import { presentUser } from '../../presenters/user.ts';
import { findUserById, replaceImagePath } from '../../repositories/users.ts';

/** Replaces the picture key (compare-and-swap, retried); answers the key it replaced. 404 when the account is gone. */
async function setImagePath(db: Db, user: User, next: string | null): Promise<string | null> {
  const swapped = await replaceImagePath(db, user, next);
  if (!swapped) throw notFound();
  return swapped.replaced;
}

/**
 * POST and DELETE /api/user/profile-picture, and GET /media/avatars/:file serving the stored
 * pictures. Uploads are re-encoded (see lib/files/images.ts), so only our own WebP is ever served.
 */
export default async function profilePictureRoutes(app: FastifyInstance) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  /** The row no longer points at the old file: a file that cannot be removed is logged, not a failure. */
  const removeReplaced = (request: FastifyRequest, key: string | null) =>
    app.storage.remove(key).catch((error: unknown) => request.log.warn({ err: error, key }, 'could not remove a replaced picture'));

  route(app, contracts.uploads.uploadProfilePicture, async (request) => {
    const { file } = await readMultipartForm(request, 'image', PROFILE_PICTURE_MAX_BYTES);
    if (!file) throw fieldError('image', 'validation.required');
    if (!(await detectPictureMime(file.bytes))) throw fieldError('image', 'uploads.not_an_image');
    await hitUserLimit(app, 'pictureUploads', request.user.id); // before the costly decode
    let picture: Buffer;
    try {
      picture = await reencodeAvatar(file.bytes);
    } catch (error) {
      if (error instanceof UnreadableImageError) throw fieldError('image', 'uploads.not_an_image');
      if (error instanceof TooManyPixelsError)
        throw fieldError('image', 'uploads.too_many_pixels', { megapixels: MAX_INPUT_PIXELS / 1_000_000 });
      if (error instanceof ImageQueueFullError) throw unavailable();
      throw error;
    }

    const key = await app.storage.put('avatars', picture, '.webp');
    let previous: string | null;
    try {
      previous = await setImagePath(app.db, request.user, key);
    } catch (error) {
      await app.storage.remove(key);
      throw error;
    }
    await removeReplaced(request, previous);
    const user = await findUserById(app.db, Number(request.user.id));
    if (!user) throw notFound();
    return { image_url: mediaUrl(app.config.appUrl, key), user: presentUser(user, app.config.appUrl) };
  });

  // Also fine when there is no picture: the answer is the same, nothing changes.
  route(app, contracts.uploads.deleteProfilePicture, async (request) => {
    if (request.user.image_path !== null) {
      const previous = await setImagePath(app.db, request.user, null);
      await removeReplaced(request, previous);
    }
    return { message: 'Profile picture removed.' };
  });

  // Stored pictures are named by a random UUID (the contract's pattern); nothing else is ever served.
  route(app, contracts.uploads.avatarFile, async (request, reply) => {
    const { file } = request.params;
    const stored = await app.storage.read(`avatars/${file}`);
    if (!stored) throw notFound();
    return (
      reply
        .header('Content-Type', 'image/webp')
        .header('Content-Length', String(stored.size))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        // Pictures may be shown by the SPA on another allowed origin.
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(stored.stream)
    );
  });
}
