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
      if (next)
        next(); // the slot passes straight to the next task
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
  return reencodePicture(input, PICTURE_SHAPES.square);
}

/** The frame a picture is cropped to: width over height, and the largest width stored. */
export type PictureShape = { ratio: number; maxWidth: number };

export const PICTURE_SHAPES = {
  /** Profile pictures and tutor photos: 512×512 at most. */
  square: { ratio: 1, maxWidth: AVATAR_SIZE },
  /** Course cards: 16:9, 1280×720 at most (the bundled pictures are 640×360). */
  card: { ratio: 16 / 9, maxWidth: 1280 },
} as const satisfies Record<string, PictureShape>;

/**
 * The same treatment as a profile picture (upright, metadata dropped, first frame, WebP),
 * cropped to the centre of `shape`: its largest width, or what the picture holds (never
 * enlarged). Catalogue pictures (tutor photos, course cards) go through it.
 */
export function reencodePicture(input: Buffer, shape: PictureShape): Promise<Buffer> {
  return imageQueue.run(() => reencode(input, shape));
}

async function reencode(input: Buffer, shape: PictureShape): Promise<Buffer> {
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    const meta = await image.metadata();
    if (!meta.width || !meta.height) throw new UnreadableImageError('no dimensions');
    // Sides as displayed: an EXIF quarter turn (orientations 5 to 8) swaps them.
    const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
    // The largest frame of the shape inside the picture, at most maxWidth wide (never enlarged).
    // For a square: 512 px, or the short side of a smaller picture.
    const outWidth = Math.max(1, Math.min(shape.maxWidth, width, Math.floor(height * shape.ratio)));
    const outHeight = Math.max(1, Math.round(outWidth / shape.ratio));
    return await image
      .rotate()
      .resize(outWidth, outHeight, { fit: 'cover', position: 'centre' })
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
