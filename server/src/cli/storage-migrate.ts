/**
 * `npm run storage:migrate` (decision 080): copies every file under UPLOAD_DIR into the store that
 * STORAGE_URL (or PostgreSQL without it) selects, under the same keys, so the rows that name them
 * keep working. Files the store already holds with the same bytes are skipped, so it can run again
 * after an interruption, or while the old instances still write to disk (run it once more after
 * the switch). The files on disk are left as they are. Exit codes: 0 done, 1 failed, 2 nothing to
 * do (the store is the same disk).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig, ROOT_DIR, type Config } from '../config.ts';
import { createDb, migrate } from '../db/index.ts';
import { createDiskStorage, createStorage, type Storage } from '../storage/index.ts';

export type MigrateResult = { copied: number; skipped: number; total: number };

/** Copies each file of `from` into `to` unless `to` already holds the same bytes. */
export async function copyFiles(from: Storage, to: Storage, log: (line: string) => void = () => {}): Promise<MigrateResult> {
  const result: MigrateResult = { copied: 0, skipped: 0, total: 0 };
  for await (const key of from.keys()) {
    result.total += 1;
    const bytes = await from.bytes(key);
    if (!bytes) continue; // removed meanwhile
    const existing = await to.bytes(key);
    if (existing?.equals(bytes)) {
      result.skipped += 1;
      continue;
    }
    await to.putAt(key, bytes);
    result.copied += 1;
    if (result.copied % 500 === 0) log(`  ${result.copied} copied...`);
  }
  return result;
}

export async function migrateStorage(config: Config, log: (line: string) => void): Promise<number> {
  if (config.storage.kind === 'disk') {
    log(`Nothing to do: the files are already stored on disk in ${config.uploadDir} (set STORAGE_URL, or use PostgreSQL).`);
    return 2;
  }
  const db = createDb(config.database);
  try {
    await migrate(db);
    const target = createStorage(config.storage, db);
    await target.check();
    log(`Copying ${config.uploadDir} to ${target.describe}...`);
    const result = await copyFiles(createDiskStorage(config.uploadDir), target, log);
    log(`Done: ${result.copied} copied, ${result.skipped} already there, ${result.total} files on disk.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

if (import.meta.main) {
  const envFile = join(ROOT_DIR, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  try {
    process.exitCode = await migrateStorage(loadConfig(), (line) => console.log(line));
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  }
}
