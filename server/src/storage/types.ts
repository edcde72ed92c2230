import type { Readable } from 'node:stream';
import type { StorageTarget } from './url.ts';

/**
 * Private file storage (pictures, CVs), outside any public path: files are reached only through
 * routes that check who asks, and keys are generated, never user input. Three stores behind one
 * interface (decision 080): the local disk of UPLOAD_DIR (one machine), the database (every
 * instance on one PostgreSQL), and any S3-compatible service (STORAGE_URL=s3://...).
 */
export type Storage = {
  kind: StorageTarget['kind'];
  /** Where the files are, without any secret (logs, the System screen). */
  describe: string;
  /** Writes bytes under a new random key inside `folder`, e.g. put('avatars', buf, '.webp'). */
  put(folder: string, bytes: Buffer, extension: string): Promise<string>;
  /** Writes bytes under a given key (storage:migrate and restore copy keys as they are). */
  putAt(key: string, bytes: Buffer): Promise<void>;
  read(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** A file's bytes, or null when there is none. */
  bytes(key: string): Promise<Buffer | null>;
  remove(key: string | null | undefined): Promise<void>;
  /** Every key, in order (backups, storage:migrate, tests). */
  keys(): AsyncIterable<string>;
  /** Throws when the store cannot be reached (readiness, the System screen). */
  check(): Promise<void>;
};

/** A generated key must stay a relative path of safe parts: `folder/uuid.ext`. */
export function assertKey(key: string): void {
  if (!/^[a-z0-9-]+(?:\/[\w.-]+)+$/i.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error('invalid storage key');
  }
}
