import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Private file storage on local disk under UPLOAD_DIR, outside any public path. Files are
 * reached only through routes that check who asks. Keys are generated, never user input.
 */
export type Storage = {
  /** Writes bytes under a new random key inside `folder`, e.g. put('avatars', buf, '.webp'). */
  put(folder: string, bytes: Buffer, extension: string): Promise<string>;
  read(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string | null | undefined): Promise<void>;
  /** The absolute path of a key (for tests and diagnostics). */
  pathOf(key: string): string;
};

export function createStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const full = resolve(base, key);
    if (!full.startsWith(base + sep)) throw new Error('storage key escapes the upload directory');
    return full;
  };
  return {
    async put(folder, bytes, extension) {
      const key = join(folder, `${randomUUID()}${extension}`);
      const full = pathOf(key);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, bytes, { mode: 0o600 });
      return key;
    },
    async read(key) {
      try {
        const full = pathOf(key);
        const { size } = await stat(full);
        return { stream: createReadStream(full), size };
      } catch {
        return null;
      }
    },
    async remove(key) {
      if (!key) return;
      await rm(pathOf(key), { force: true });
    },
    pathOf,
  };
}
