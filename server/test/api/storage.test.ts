import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { copyFiles, migrateStorage } from '../../src/cli/storage-migrate.ts';
import type { Config } from '../../src/config.ts';
import { createDiskStorage, createStorage, parseStorageUrl } from '../../src/storage/index.ts';
import { startTestServer, usingPostgres, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { actingAs, createUser } from '../helpers/factories.ts';
import { signedInClient } from '../helpers/shop.ts';
import { makeJpeg, makePdf, multipart } from '../fixtures/files.ts';

/**
 * Issue 23, part 1 (decision 080): files every instance reads. With PostgreSQL and no STORAGE_URL
 * the files go to the database; on SQLite the same store is chosen with STORAGE_URL=database
 * (two processes on one SQLite file stand in for two machines on one PostgreSQL).
 */
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'darsak-storage-'));
  dirs.push(dir);
  return dir;
};

const bytesOf = async (url: string, cookie?: string) => {
  const response = await fetch(url, { headers: cookie ? { Cookie: cookie } : {} });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
};
const cookieOf = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

describe('two instances, each with its own UPLOAD_DIR, one database and Redis', () => {
  let a: TestServer;
  let b: { app: FastifyInstance; url: string; config: Config };
  beforeAll(async () => {
    a = await startTestServer(
      usingPostgres() ? { UPLOAD_DIR: join(tempDir(), 'a') } : { UPLOAD_DIR: join(tempDir(), 'a'), STORAGE_URL: 'database' },
    );
    const otherDir = join(tempDir(), 'b');
    const config: Config = {
      ...a.config,
      uploadDir: otherDir,
      storage: parseStorageUrl(usingPostgres() ? undefined : 'database', otherDir, usingPostgres()),
    };
    const app = await buildApp(config, { logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    b = { app, config, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
  });
  afterAll(async () => {
    await b.app.close();
    await a.close();
  });

  it('uses the database store when PostgreSQL has no STORAGE_URL, and the disk for SQLite without it', () => {
    expect(a.app.storage.kind).toBe('database');
    expect(parseStorageUrl(undefined, '/x', true)).toEqual({ kind: 'database' });
    expect(parseStorageUrl(undefined, '/x', false)).toEqual({ kind: 'disk', dir: '/x' });
  });

  it('serves a picture uploaded through one instance from the other, byte for byte', async () => {
    const user = await createUser(a);
    const client = new TestClient(a.url);
    await actingAs(a, client, user);
    const upload = await client.post<{ image_url: string }>(
      '/api/user/profile-picture',
      multipart({}, { field: 'image', name: 'me.jpg', bytes: await makeJpeg(300, 200), type: 'image/jpeg' }),
    );
    expect(upload.status).toBe(200);
    const path = new URL(upload.body.image_url).pathname;
    const fromA = await bytesOf(a.url + path);
    const fromB = await bytesOf(b.url + path);
    expect(fromA.status).toBe(200);
    expect(fromB.status).toBe(200);
    expect(fromB.bytes.length).toBeGreaterThan(100);
    expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
  });

  it('serves a CV uploaded through one instance to an admin on the other, byte for byte; deleting the account removes both files', async () => {
    const user = await createUser(a);
    const client = new TestClient(a.url);
    await actingAs(a, client, user);
    const saved = await client.post<{ id: string }>('/api/save-join-team', {
      name: 'Rami Saleh',
      email: 'rami@example.com',
      phone: '03 123 456',
      age: 22,
      university: 'AUB',
      year: 4,
      coursesToGive: ['MISPE M1100 SEM1'],
      whereYouSeeYourself: 'Teaching maths.',
      cv: 'rami.pdf',
      pay: 20,
      goodTutor: 'Clarity.',
    });
    expect(saved.status).toBe(201);
    const pdf = makePdf();
    expect(
      (await client.post('/api/upload-cv', multipart({ application_id: saved.body.id }, { field: 'cv', name: 'rami.pdf', bytes: pdf })))
        .status,
    ).toBe(200);
    const picture = await client.post(
      '/api/user/profile-picture',
      multipart({}, { field: 'image', name: 'me.jpg', bytes: await makeJpeg(100, 100), type: 'image/jpeg' }),
    );
    expect(picture.status).toBe(200);

    const admin = await signedInClient(a, { role: 'admin' });
    const cv = await bytesOf(`${b.url}/api/admin/applications/${saved.body.id}/cv`, cookieOf(admin.client));
    expect(cv.status).toBe(200);
    expect(cv.bytes.equals(pdf)).toBe(true);

    const row = await a.app.db
      .selectFrom('join_team_applications')
      .select('cv_path')
      .where('id', '=', saved.body.id)
      .executeTakeFirstOrThrow();
    const account = await a.app.db.selectFrom('users').select('image_path').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(await b.app.storage.bytes(row.cv_path!)).not.toBeNull();
    expect(await b.app.storage.bytes(account.image_path!)).not.toBeNull();

    // Deleted through instance B: the files are gone from the store every instance reads.
    const onB = new TestClient(b.url);
    onB.cookies.set('darsak_session', client.cookies.get('darsak_session')!);
    onB.cookies.set('XSRF-TOKEN', client.cookies.get('XSRF-TOKEN')!);
    expect((await onB.delete('/api/user')).status).toBe(204);
    expect(await a.app.storage.bytes(row.cv_path!)).toBeNull();
    expect(await a.app.storage.bytes(account.image_path!)).toBeNull();
    expect((await bytesOf(`${a.url}/media/${account.image_path}`)).status).toBe(404);
  });

  it('refuses keys that are not generated ones', async () => {
    for (const key of ['../etc/passwd', 'avatars/../../x', '/abs/x.webp', 'avatars']) {
      await expect(a.app.storage.putAt(key, Buffer.from('x'))).rejects.toThrow('invalid storage key');
    }
  });

  it('storage:migrate copies the files on disk into the configured store, and a second run copies nothing', async () => {
    const dir = join(tempDir(), 'old-disk');
    const disk = createDiskStorage(dir);
    const keys = [await disk.put('avatars', Buffer.from('picture-one'), '.webp'), await disk.put('cvs', makePdf(), '.pdf')];
    const log: string[] = [];
    const config: Config = { ...a.config, uploadDir: dir };
    expect(await migrateStorage(config, (line) => log.push(line))).toBe(0);
    expect(log.at(-1)).toBe('Done: 2 copied, 0 already there, 2 files on disk.');
    for (const key of keys) expect((await b.app.storage.bytes(key))!.equals((await disk.bytes(key))!)).toBe(true);
    expect(await migrateStorage(config, (line) => log.push(line))).toBe(0);
    expect(log.at(-1)).toBe('Done: 0 copied, 2 already there, 2 files on disk.');
    expect(await migrateStorage({ ...config, storage: { kind: 'disk', dir } }, (line) => log.push(line))).toBe(2);
  });
});

describe('STORAGE_URL', () => {
  it('reads an s3 URL, and refuses credentials in it, other schemes and bad bucket names', () => {
    expect(parseStorageUrl('s3://darsak-files/uploads?endpoint=http://127.0.0.1:9000&region=eu-west-1', '/x', true)).toEqual({
      kind: 's3',
      bucket: 'darsak-files',
      prefix: 'uploads/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
    });
    expect(parseStorageUrl('s3://darsak-files?region=eu-west-1', '/x', true)).toMatchObject({
      prefix: '',
      endpoint: undefined,
      forcePathStyle: false,
    });
    expect(parseStorageUrl('disk', '/x', true)).toEqual({ kind: 'disk', dir: '/x' });
    expect(parseStorageUrl('database', '/x', false)).toEqual({ kind: 'database' });
    expect(() => parseStorageUrl('s3://KEY:SECRET@darsak-files', '/x', true)).toThrow('must not carry credentials');
    expect(() => parseStorageUrl('ftp://files', '/x', true)).toThrow('must be s3://');
    expect(() => parseStorageUrl('s3://A_B', '/x', true)).toThrow('bucket name');
    expect(() => parseStorageUrl('s3://darsak-files?endpoint=file:///etc', '/x', true)).toThrow('endpoint must be');
  });
});

/** A real S3-compatible server (s3rver, from npm) started here; skipped when it cannot start. */
async function startS3() {
  try {
    const name = 's3rver'; // a dev dependency without types
    const { default: S3rver } = (await import(name)) as {
      default: new (options: object) => { run(): Promise<{ port: number }>; close(): Promise<void> };
    };
    const server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: tempDir(),
      configureBuckets: [{ name: 'darsak-files' }],
    });
    const { port } = await server.run();
    return { endpoint: `http://127.0.0.1:${port}`, close: () => server.close() };
  } catch {
    return null;
  }
}

const s3 = await startS3();
describe.skipIf(!s3)('STORAGE_URL=s3://... against a real S3-compatible server', () => {
  let server: TestServer;
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
  beforeAll(async () => {
    // s3rver's fixed credentials, through the SDK's usual environment variables.
    process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
    process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
    server = await startTestServer({
      STORAGE_URL: `s3://darsak-files/uploads?endpoint=${encodeURIComponent(s3!.endpoint)}&region=eu-west-1`,
    });
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
    process.env.AWS_ACCESS_KEY_ID = saved.id;
    process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
    if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
    if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
  });

  it('stores, serves (byte for byte), lists and removes files in the bucket', async () => {
    expect(server.app.storage.kind).toBe('s3');
    expect(server.app.storage.describe).not.toContain('S3RVER');
    await server.app.storage.check();
    const user = await createUser(server);
    const client = new TestClient(server.url);
    await actingAs(server, client, user);
    const upload = await client.post<{ image_url: string }>(
      '/api/user/profile-picture',
      multipart({}, { field: 'image', name: 'me.jpg', bytes: await makeJpeg(200, 200), type: 'image/jpeg' }),
    );
    expect(upload.status).toBe(200);
    const key = (await server.app.db.selectFrom('users').select('image_path').where('id', '=', user.id).executeTakeFirstOrThrow())
      .image_path!;
    const stored = (await server.app.storage.bytes(key))!;
    const served = await bytesOf(server.url + new URL(upload.body.image_url).pathname);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(stored)).toBe(true);
    // The object sits under the URL's prefix, named by the key.
    const direct = await bytesOf(`${s3!.endpoint}/darsak-files/uploads/${key}`);
    expect(direct.bytes.equals(stored)).toBe(true);
    const keys: string[] = [];
    for await (const k of server.app.storage.keys()) keys.push(k);
    expect(keys).toContain(key);

    expect((await client.delete('/api/user')).status).toBe(204);
    expect(await server.app.storage.bytes(key)).toBeNull();
    expect((await bytesOf(server.url + new URL(upload.body.image_url).pathname)).status).toBe(404);
  });

  it('storage:migrate copies disk files into the bucket', async () => {
    const disk = createDiskStorage(join(tempDir(), 'disk'));
    const key = await disk.put('cvs', makePdf(), '.pdf');
    const bucket = createStorage(server.config.storage, server.app.db);
    expect(await copyFiles(disk, bucket)).toEqual({ copied: 1, skipped: 0, total: 1 });
    expect((await bucket.bytes(key))!.equals((await disk.bytes(key))!)).toBe(true);
    expect(await copyFiles(disk, bucket)).toEqual({ copied: 0, skipped: 1, total: 1 });
  });
});
