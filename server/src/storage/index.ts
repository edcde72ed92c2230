import type { Db } from '../db/index.ts';
import { createDatabaseStorage } from './database.ts';
import { createDiskStorage } from './disk.ts';
import { createS3Storage } from './s3.ts';
import type { Storage } from './types.ts';
import type { StorageTarget } from './url.ts';

export { createDiskStorage } from './disk.ts';
export { parseStorageUrl, type StorageTarget } from './url.ts';
export { assertKey, type Storage } from './types.ts';

export function createStorage(target: StorageTarget, db: Db): Storage {
  if (target.kind === 's3') return createS3Storage(target);
  if (target.kind === 'database') return createDatabaseStorage(db);
  return createDiskStorage(target.dir);
}
