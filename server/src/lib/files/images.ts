import sharp from 'sharp';

/** Profile pictures are stored as square WebP images of this size at most. */
export const AVATAR_SIZE = 512;
/**
 * Inputs above this many pixels are refused before decoding (a small file can declare a huge
 * canvas, a "decompression bomb"). 24 megapixels is a 96 MB RGBA decode at most, which two
 * concurrent decodes on a small 2-core, 1-2 GB server can afford (64 MP would be 256 MB each);
 * it covers the 12 MP default photos of phones and 24 MP cameras (decision 022).
 */
export const MAX_INPUT_PIXELS = 24_000_000;
/** Re-encodes running at once (one libvips thread each) and waiting at most, per instance. */
export const IMAGE_WORKERS = 2;
export const IMAGE_QUEUE_LIMIT = 16;

// One libvips thread per operation: concurrency comes from IMAGE_WORKERS, not from each image.
sharp.concurrency(1);

export class UnreadableImageError extends Error {}
/** The image declares more than MAX_INPUT_PIXELS. */
export class TooManyPixelsError extends Error {}
/** Too many images are waiting already: the caller answers 503 and the client retries. */
export class ImageQueueFullError extends Error {}

/**
 * A small FIFO semaphore: at most `workers` tasks run, at most `queueLimit` wait, the rest are
 * refused at once. Own code because it is 20 lines and needs the bounded wait queue.
 */
export class WorkQueue {
  #running = 0;
  readonly #waiting: Array<() => void> = [];
  readonly workers: number;
  readonly queueLimit: number;
  constructor(workers: number, queueLimit: number) {
    this.workers = workers;
    this.queueLimit = queueLimit;
  }

  get running() {
    return this.#running;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.workers) {
      if (this.#waiting.length >= this.queueLimit) throw new ImageQueueFullError('image queue full');
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running++;
    }
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next(); // the slot passes straight to the next task
      else this.#running--;
    }
  }
}

const imageQueue = new WorkQueue(IMAGE_WORKERS, IMAGE_QUEUE_LIMIT);

/**
 * Re-encodes an uploaded picture: turned upright by its EXIF orientation, every metadata block
 * (EXIF with GPS, XMP, ICC, comments) dropped, cropped to a centred square and scaled to at
 * most 512×512 (never enlarged), first frame only, WebP. What is stored is therefore an image
 * we produced ourselves, never the bytes the client sent.
 */
export function reencodeAvatar(input: Buffer): Promise<Buffer> {
  return imageQueue.run(() => reencode(input));
}

async function reencode(input: Buffer): Promise<Buffer> {
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
    if (/exceeds pixel limit/i.test((error as Error).message)) throw new TooManyPixelsError((error as Error).message);
    throw new UnreadableImageError((error as Error).message);
  }
}

/** The public URL of a stored picture key such as 'avatars/<uuid>.webp'. */
export const mediaUrl = (appUrl: string, key: string) => `${appUrl}/media/${key}`;
