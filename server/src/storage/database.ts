import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Db } from '../db/index.ts';
import { pingDatabase } from '../repositories/health.ts';
import { deleteStoredFile, insertStoredFile, readStoredFile, storedFileKeys } from '../repositories/stored-files.ts';
import { assertKey, type Storage } from './types.ts';

/**
 * Files as rows of `stored_files` (decision 080): with PostgreSQL and no STORAGE_URL every
 * instance reads what another wrote, and a backup of the database holds them. Pictures are
 * under 1 MB and CVs under 5 MB, well within a bytea; an S3 store is the choice at larger scale.
 */
export function createDatabaseStorage(db: Db): Storage {
  return {
    kind: 'database',
    describe: 'database (stored_files)',
    async put(folder, bytes, extension) {
      const key = `${folder}/${randomUUID()}${extension}`;
      await insertStoredFile(db, key, bytes);
      return key;
    },
    async putAt(key, bytes) {
      assertKey(key);
      await insertStoredFile(db, key, bytes);
    },
    async read(key) {
      const bytes = await readStoredFile(db, key);
      return bytes ? { stream: Readable.from([bytes]), size: bytes.length } : null;
    },
    bytes: (key) => readStoredFile(db, key),
    async remove(key) {
      if (key) await deleteStoredFile(db, key);
    },
    async *keys() {
      let after: string | null = null;
      for (;;) {
        const page = await storedFileKeys(db, after, 500);
        yield* page;
        if (page.length < 500) return;
        after = page.at(-1)!;
      }
    },
    check: () => pingDatabase(db),
  };
}
