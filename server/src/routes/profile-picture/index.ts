import fastifyMultipart from '@fastify/multipart';
import { PROFILE_PICTURE_MAX_BYTES } from '@darsak/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nowIso, type Db } from '../../db/index.ts';
import type { User } from '../../db/schema.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import { detectPictureMime, readMultipartForm } from '../../lib/file-checks.ts';
import {
  ImageQueueFullError,
  MAX_INPUT_PIXELS,
  mediaUrl,
  reencodeAvatar,
  TooManyPixelsError,
  UnreadableImageError,
} from '../../lib/images.ts';
import { hitUserLimit } from '../../lib/user-limits.ts';
import { presentUser } from '../../presenters/user.ts';

/** Stored pictures are named by a random UUID; nothing else is ever served. */
const AVATAR_FILE = /^[0-9a-f-]{36}\.webp$/;
const NOT_AN_IMAGE = 'The image field must be an image.';
const TOO_MANY_PIXELS = `The image field must not be larger than ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`;

/**
 * Sets users.image_path to `next` only if it is still `previous` (compare-and-swap), so two
 * concurrent uploads cannot leave a stored file that no row points to.
 */
async function swapImagePath(db: Db, userId: number, previous: string | null, next: string | null) {
  let query = db.updateTable('users').set({ image_path: next, updated_at: nowIso() }).where('id', '=', userId);
  query = previous === null ? query.where('image_path', 'is', null) : query.where('image_path', '=', previous);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Replaces the picture key, retrying a lost race (each loss means another upload went through); returns the key it replaced. */
async function setImagePath(db: Db, user: User, next: string | null): Promise<string | null> {
  let previous = user.image_path;
  for (let attempt = 0; !(await swapImagePath(db, user.id, previous, next)); attempt++) {
    const current = await db.selectFrom('users').select('image_path').where('id', '=', user.id).executeTakeFirst();
    if (!current || attempt >= 9) throw notFound();
    previous = current.image_path;
  }
  return previous;
}

/**
 * POST and DELETE /api/user/profile-picture, and GET /media/avatars/:file serving the stored
 * pictures. Uploads are re-encoded (see lib/images.ts), so only our own WebP is ever served.
 */
export default async function profilePictureRoutes(app: FastifyInstance) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  /** The row no longer points at the old file: a file that cannot be removed is logged, not a failure. */
  const removeReplaced = (request: FastifyRequest, key: string | null) =>
    app.storage.remove(key).catch((error: unknown) => request.log.warn({ err: error, key }, 'could not remove a replaced picture'));

  app.post('/api/user/profile-picture', { preHandler: app.requireUser }, async (request) => {
    const { file } = await readMultipartForm(request, 'image', PROFILE_PICTURE_MAX_BYTES);
    if (!file) throw fieldError('image', 'The image field is required.');
    if (!(await detectPictureMime(file.bytes))) throw fieldError('image', NOT_AN_IMAGE);
    await hitUserLimit(app, 'pictureUploads', request.user.id); // before the costly decode
    let picture: Buffer;
    try {
      picture = await reencodeAvatar(file.bytes);
    } catch (error) {
      if (error instanceof UnreadableImageError) throw fieldError('image', NOT_AN_IMAGE);
      if (error instanceof TooManyPixelsError) throw fieldError('image', TOO_MANY_PIXELS);
      if (error instanceof ImageQueueFullError) {
        throw new HttpError(503, 'Service temporarily unavailable.', { 'Retry-After': '5' });
      }
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
    const user = await app.db.selectFrom('users').selectAll().where('id', '=', request.user.id).executeTakeFirstOrThrow();
    return { image_url: mediaUrl(app.config.appUrl, key), user: presentUser(user, app.config.appUrl) };
  });

  // Also fine when there is no picture: the answer is the same, nothing changes.
  app.delete('/api/user/profile-picture', { preHandler: app.requireUser }, async (request) => {
    if (request.user.image_path !== null) {
      const previous = await setImagePath(app.db, request.user, null);
      await removeReplaced(request, previous);
    }
    return { message: 'Profile picture removed.' };
  });

  app.get<{ Params: { file: string } }>('/media/avatars/:file', async (request, reply) => {
    const { file } = request.params;
    if (!AVATAR_FILE.test(file)) throw notFound();
    const stored = await app.storage.read(`avatars/${file}`);
    if (!stored) throw notFound();
    return reply
      .header('Content-Type', 'image/webp')
      .header('Content-Length', String(stored.size))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      // Pictures may be shown by the SPA on another allowed origin.
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(stored.stream);
  });
}
