/**
 * `npm run backup -- --out DIR` and `npm run restore -- DIR [--force]` (decision 082).
 *
 * Backup: a consistent copy of the database while the app serves (SQLite's online backup API
 * through node:sqlite; pg_dump's snapshot for PostgreSQL, in its custom format), the stored files
 * (from disk or S3; files kept in the database are inside its dump), and manifest.json with the
 * SHA-256 and size of every file written. Restore checks every checksum first, refuses a database
 * that holds any account unless --force, then restores the database and the files. Exit codes:
 * 0 done, 1 failed or refused, 2 usage.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { backup as sqliteBackup, DatabaseSync } from 'node:sqlite';
import { ConfigError, loadConfig, ROOT_DIR, type Config } from '../config.ts';
import { createDb, migrate } from '../db/index.ts';
import { countUsers } from '../repositories/operations.ts';
import { createStorage } from '../storage/index.ts';

export type ManifestEntry = { path: string; sha256: string; bytes: number };
export type Manifest = {
  format: 'darsak-backup/1';
  created_at: string;
  version: string;
  database: { kind: 'sqlite' | 'postgres'; dump: ManifestEntry };
  storage: { kind: string; files_in_database: boolean };
  files: Array<ManifestEntry & { key: string }>;
};

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error) => fail(new Error(`${command}: ${error.message} (is it installed?)`)));
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} exited ${code}: ${errors.trim()}`))));
  });
}

/** The URL as libpq reads it: a '+' in the query (URLSearchParams' space) written %20. */
const libpqUrl = (url: string) => {
  const at = url.indexOf('?');
  return at < 0 ? url : url.slice(0, at) + url.slice(at).replace(/\+/g, '%20');
};

/** The schema a PostgreSQL URL selects with options=-c search_path=X (tests, shared servers). */
const schemaOf = (url: string) => /search_path=([\w]+)/.exec(new URL(url).searchParams.get('options') ?? '')?.[1];

export async function backup(config: Config, out: string, log: (line: string) => void = () => {}): Promise<Manifest> {
  const dir = resolve(out);
  await mkdir(dir, { recursive: true });
  if ((await readdir(dir)).length > 0) throw new Error(`${dir} is not empty: write each backup to a new folder`);
  let dumpName: string;
  if (config.database.kind === 'sqlite') {
    dumpName = 'database.sqlite';
    // The online backup copies pages while the app writes; each step sees one consistent state.
    const source = new DatabaseSync(config.database.filename, { readOnly: true });
    try {
      await sqliteBackup(source, join(dir, dumpName), { rate: 1000 });
    } finally {
      source.close();
    }
  } else {
    dumpName = 'database.pgdump';
    const schema = schemaOf(config.database.url);
    // One transaction snapshot: rows committed during the dump are either all in or all out.
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      ...(schema ? [`--schema=${schema}`] : []),
      `--file=${join(dir, dumpName)}`,
      `--dbname=${libpqUrl(config.database.url)}`,
    ]);
  }
  const dumpBytes = await readFile(join(dir, dumpName));
  log(`database: ${dumpName} (${dumpBytes.length} bytes)`);

  const files: Manifest['files'] = [];
  const inDatabase = config.storage.kind === 'database';
  if (!inDatabase) {
    const db = createDb(config.database);
    try {
      const storage = createStorage(config.storage, db);
      for await (const key of storage.keys()) {
        const bytes = await storage.bytes(key);
        if (!bytes) continue;
        const path = join('files', ...key.split('/'));
        await mkdir(dirname(join(dir, path)), { recursive: true });
        await writeFile(join(dir, path), bytes, { mode: 0o600 });
        files.push({ key, path, sha256: sha256(bytes), bytes: bytes.length });
      }
    } finally {
      await db.destroy();
    }
    log(`files: ${files.length} copied from ${config.storage.kind}`);
  } else log('files: inside the database dump (stored_files)');

  const manifest: Manifest = {
    format: 'darsak-backup/1',
    created_at: new Date().toISOString(),
    version: config.version,
    database: { kind: config.database.kind, dump: { path: dumpName, sha256: sha256(dumpBytes), bytes: dumpBytes.length } },
    storage: { kind: config.storage.kind, files_in_database: inDatabase },
    files,
  };
  await writeFile(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

/** Reads the manifest and checks every file against it; throws on the first difference. */
export async function verifyBackup(dir: string): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as Manifest;
  if (manifest.format !== 'darsak-backup/1') throw new Error('not a Darsak backup (manifest format)');
  for (const entry of [manifest.database.dump, ...manifest.files]) {
    const bytes = await readFile(join(dir, entry.path));
    if (bytes.length !== entry.bytes || sha256(bytes) !== entry.sha256) throw new Error(`checksum mismatch: ${entry.path}`);
  }
  return manifest;
}

/** Whether the configured database holds any account (restore refuses it unless forced). */
async function holdsData(config: Config): Promise<boolean> {
  if (config.database.kind === 'sqlite' && !existsSync(config.database.filename)) return false;
  const db = createDb(config.database);
  try {
    await migrate(db);
    return (await countUsers(db)) > 0;
  } finally {
    await db.destroy();
  }
}

export async function restore(
  config: Config,
  from: string,
  options: { force?: boolean } = {},
  log: (line: string) => void = () => {},
): Promise<void> {
  const dir = resolve(from);
  const manifest = await verifyBackup(dir);
  log(`backup of ${manifest.created_at} (version ${manifest.version}): checksums verified`);
  if (manifest.database.kind !== config.database.kind)
    throw new Error(`the backup holds a ${manifest.database.kind} database; DATABASE_URL names ${config.database.kind}`);
  if (!options.force && (await holdsData(config)))
    throw new Error('the database is not empty: restore into an empty database, or pass --force to replace it');

  if (config.database.kind === 'sqlite') {
    // The app must be stopped: the file is replaced whole (its -wal and -shm with it).
    const file = config.database.filename;
    await mkdir(dirname(file), { recursive: true });
    for (const suffix of ['-wal', '-shm']) await rm(`${file}${suffix}`, { force: true });
    await copyFile(join(dir, manifest.database.dump.path), file);
  } else {
    const schema = schemaOf(config.database.url);
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      ...(schema ? [`--schema=${schema}`] : []),
      `--dbname=${libpqUrl(config.database.url)}`,
      join(dir, manifest.database.dump.path),
    ]);
  }
  log('database restored');

  const db = createDb(config.database);
  try {
    await migrate(db); // a backup of an older release gets the migrations it lacks
    const storage = createStorage(config.storage, db);
    for (const file of manifest.files) await storage.putAt(file.key, await readFile(join(dir, file.path)));
    log(`files: ${manifest.files.length} restored to ${storage.describe}`);
  } finally {
    await db.destroy();
  }
}

const USAGE = 'Usage: npm run backup -- --out DIR | npm run restore -- DIR [--force]';

export async function main(command: 'backup' | 'restore', args: string[]): Promise<number> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    return 1;
  }
  try {
    if (command === 'backup') {
      const at = args.indexOf('--out');
      const out = at >= 0 ? args[at + 1] : undefined;
      if (!out) {
        console.error(USAGE);
        return 2;
      }
      const manifest = await backup(config, out, (line) => console.log(line));
      const size = (await stat(join(resolve(out), manifest.database.dump.path))).size;
      console.log(`Backup written to ${resolve(out)} (database ${size} bytes, ${manifest.files.length} files).`);
    } else {
      const dir = args.find((a) => !a.startsWith('--'));
      if (!dir) {
        console.error(USAGE);
        return 2;
      }
      await restore(config, dir, { force: args.includes('--force') }, (line) => console.log(line));
      console.log('Restore done.');
    }
    return 0;
  } catch (error) {
    console.error(`${command} failed: ${(error as Error).message}`);
    return 1;
  }
}

if (import.meta.main) {
  const envFile = join(ROOT_DIR, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const [command, ...args] = process.argv.slice(2);
  process.exitCode = command === 'backup' || command === 'restore' ? await main(command, args) : 2;
}
