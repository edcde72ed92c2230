import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { assertKey, type Storage } from './types.ts';

/** Files on the local disk under UPLOAD_DIR: one machine's (the embedded default). */
export function createDiskStorage(root: string): Storage & { pathOf(key: string): string } {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const full = resolve(base, key);
    if (!full.startsWith(base + sep)) throw new Error('storage key escapes the upload directory');
    return full;
  };
  const putAt = async (key: string, bytes: Buffer) => {
    const full = pathOf(key);
    await mkdir(dirname(full), { recursive: true });
    await writeFile(full, bytes, { mode: 0o600 });
  };
  async function* walk(dir: string): AsyncGenerator<string> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(full);
      else if (entry.isFile() && !entry.name.startsWith('.')) yield relative(base, full).split(sep).join('/');
    }
  }
  return {
    kind: 'disk',
    describe: `disk ${base}`,
    async put(folder, bytes, extension) {
      const key = `${folder}/${randomUUID()}${extension}`;
      await putAt(key, bytes);
      return key;
    },
    async putAt(key, bytes) {
      assertKey(key);
      await putAt(key, bytes);
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
    async bytes(key) {
      try {
        return await readFile(pathOf(key));
      } catch {
        return null;
      }
    },
    async remove(key) {
      if (!key) return;
      await rm(pathOf(key), { force: true });
    },
    keys: () => walk(base),
    async check() {
      await mkdir(base, { recursive: true });
    },
    pathOf,
  };
}
