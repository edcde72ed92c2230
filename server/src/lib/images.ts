import sharp from 'sharp';

/** Profile pictures are stored as square WebP images of this size at most. */
export const AVATAR_SIZE = 512;
/**
 * Inputs above this many pixels are refused before decoding (a small file can declare a huge
 * canvas, a "decompression bomb"). 64 megapixels covers the 48 MP photos of current phones.
 */
export const MAX_INPUT_PIXELS = 64_000_000;

export class UnreadableImageError extends Error {}

/**
 * Re-encodes an uploaded picture: turned upright by its EXIF orientation, every metadata block
 * (EXIF with GPS, XMP, ICC, comments) dropped, cropped to a centred square and scaled to at
 * most 512×512 (never enlarged), first frame only, WebP. What is stored is therefore an image
 * we produced ourselves, never the bytes the client sent.
 */
export async function reencodeAvatar(input: Buffer): Promise<Buffer> {
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    const { width, height } = await image.metadata();
    if (!width || !height) throw new UnreadableImageError('no dimensions');
    // A square: 512 px, or the short side of a smaller picture (never enlarged). The short
    // side is the same before and after an EXIF quarter turn.
    const side = Math.min(AVATAR_SIZE, width, height);
    return await image
      .rotate()
      .resize(side, side, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82, effort: 4 })
      .toBuffer();
  } catch (error) {
    if (error instanceof UnreadableImageError) throw error;
    throw new UnreadableImageError((error as Error).message);
  }
}

/** The public URL of a stored picture key such as 'avatars/<uuid>.webp'. */
export const mediaUrl = (appUrl: string, key: string) => `${appUrl}/media/${key}`;
