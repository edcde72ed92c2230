import { PROFILE_PICTURE_MAX_BYTES } from '@darsak/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldError, unavailable } from '../../http/errors.ts';
import { detectPictureMime, readMultipartForm } from '../../lib/files/file-checks.ts';
import {
  ImageQueueFullError,
  MAX_INPUT_PIXELS,
  reencodePicture,
  TooManyPixelsError,
  UnreadableImageError,
  type PictureShape,
} from '../../lib/files/images.ts';
import { hitUserLimit } from '../../lib/limits/user-limits.ts';
import { TRANSLATED } from '../../presenters/admin-catalogue.ts';
import { parseTranslations } from '../../presenters/translations.ts';

/** What catalogue writes share: translations, pictures, the public caches (decision 071). */

type Given = Partial<Record<(typeof TRANSLATED)[number], Record<string, unknown> | undefined>> | undefined;

/**
 * The stored translations with the given languages' texts replaced: a language sent replaces
 * its editable texts (a text left out falls back to English), other stored keys of it (the
 * sample reviews' words) stay; a language not sent is unchanged. Undefined when nothing changes.
 */
export function mergeTranslations(stored: string, given: Given, editable: readonly string[]): string | undefined {
  if (!given) return undefined;
  const all = parseTranslations<Record<string, unknown>>(stored) as Record<string, Record<string, unknown> | undefined>;
  for (const locale of TRANSLATED) {
    const texts = given[locale];
    if (texts === undefined) continue;
    const kept = Object.fromEntries(Object.entries(all[locale] ?? {}).filter(([key]) => !editable.includes(key)));
    const next = { ...kept, ...Object.fromEntries(Object.entries(texts).filter(([, v]) => v !== undefined)) };
    if (Object.keys(next).length) all[locale] = next;
    else delete all[locale];
  }
  const json = JSON.stringify(all);
  return json === stored ? undefined : json;
}

/** New translations for a new row: the given languages' texts (undefined ones dropped). */
export const initialTranslations = (given: Given): string => mergeTranslations('{}', given, []) ?? '{}';

/** The storage key of a picture the app stored ('/media/tutors/x.webp' -> 'tutors/x.webp'); null for a bundled one. */
export const storedKeyOf = (path: string, folder: 'courses' | 'tutors'): string | null =>
  path.startsWith(`/media/${folder}/`) ? path.slice('/media/'.length) : null;

/** The path visitors load a stored picture from ('tutors/x.webp' -> '/media/tutors/x.webp'). */
export const mediaPath = (key: string) => `/media/${key}`;

/**
 * The picture of a multipart upload under `field`, judged by its bytes (a raster image) and
 * re-encoded (lib/files/images.ts): what is stored is our own WebP, never the bytes sent.
 */
export async function readPicture(app: FastifyInstance, request: FastifyRequest, field: string, shape: PictureShape): Promise<Buffer> {
  const { file } = await readMultipartForm(request, field, PROFILE_PICTURE_MAX_BYTES);
  if (!file) throw fieldError(field, 'validation.required');
  if (!(await detectPictureMime(file.bytes))) throw fieldError(field, 'uploads.not_an_image');
  await hitUserLimit(app, 'cataloguePictures', request.user.id); // before the costly decode
  try {
    return await reencodePicture(file.bytes, shape);
  } catch (error) {
    if (error instanceof UnreadableImageError) throw fieldError(field, 'uploads.not_an_image');
    if (error instanceof TooManyPixelsError)
      throw fieldError(field, 'uploads.too_many_pixels', { megapixels: MAX_INPUT_PIXELS / 1_000_000 });
    if (error instanceof ImageQueueFullError) throw unavailable();
    throw error;
  }
}

/** Removes a file the row no longer points at; one that cannot be removed is logged, not a failure. */
export const removeStored = (app: FastifyInstance, request: FastifyRequest, key: string | null) =>
  app.storage.remove(key).catch((error: unknown) => request.log.warn({ err: error, key }, 'could not remove a replaced picture'));

/** Thrown inside a write's transaction when it changes nothing: rolled back, nothing recorded, the value answered as it is. */
export class Unchanged<T> extends Error {
  readonly value: T;
  constructor(value: T) {
    super('unchanged');
    this.value = value;
  }
}
