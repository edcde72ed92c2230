import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, ROOT, startAppProcess, type AppProcess } from '../../../scripts/lib.ts';
import { hashPassword } from '../../src/lib/security/passwords.ts';
import { TestClient } from '../helpers/client.ts';

/**
 * Issue 23, part 4 (decision 082): two instances behind deploy/nginx.conf, restarted one after
 * the other (SIGTERM, then a new process on the same port) while readers and writers keep going.
 * Every request is answered 2xx, every write is acknowledged exactly once (its row exists once),
 * and each stopping instance exits 0.
 */
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const PG_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;
const missing = [!NGINX && 'nginx (apt-get install nginx)', !PG_URL && 'TEST_DATABASE_URL', !REDIS_URL && 'TEST_REDIS_URL'].filter(Boolean);
if (missing.length > 0) console.log(`rolling restart test skipped: needs ${missing.join(', ')}`);

let dir: string;
let schema: string;
let databaseUrl: string;
let proxy: string;
let nginxPrefix: string;
let shared: Record<string, string>;
const instances: AppProcess[] = [];

function renderNginxConf(ports: number[], listen: number, prefix: string): string {
  const lines = readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8').split('\n');
  const first = lines.findIndex((l) => l.includes('# app-instance'));
  const template = lines[first]!;
  return [
    ...lines.slice(0, first),
    ...ports.map((port) => template.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${port}`)),
    ...lines.slice(first).filter((l) => !l.includes('# app-instance')),
  ]
    .join('\n')
    .replace(/listen 80;/, `listen 127.0.0.1:${listen};`)
    .replace(
      /http \{/,
      `http {\n  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi; uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;`,
    );
}

beforeAll(async () => {
  if (missing.length > 0) return;
  dir = mkdtempSync(join(tmpdir(), 'darsak-rolling-'));
  schema = `rolling_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(PG_URL!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  databaseUrl = url.toString();
  const listen = await freePort();
  proxy = `http://127.0.0.1:${listen}`;
  shared = {
    APP_URL: proxy,
    DATABASE_URL: databaseUrl,
    REDIS_URL: REDIS_URL!,
    REDIS_KEY_PREFIX: `${schema}:`,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    ORDER_LIMIT_PER_IP: '100000',
    SHUTDOWN_DELAY_SECONDS: '1.5',
  };
  for (const name of ['a', 'b']) instances.push(await startAppProcess(join(dir, name), shared));
  nginxPrefix = join(dir, 'nginx');
  mkdirSync(nginxPrefix, { recursive: true });
  writeFileSync(
    join(nginxPrefix, 'nginx.conf'),
    renderNginxConf(
      instances.map((i) => Number(new URL(i.baseUrl).port)),
      listen,
      nginxPrefix,
    ),
  );
  const started = spawnSync(
    NGINX!,
    [
      '-p',
      nginxPrefix,
      '-c',
      join(nginxPrefix, 'nginx.conf'),
      '-g',
      `pid ${nginxPrefix}/nginx.pid; error_log ${nginxPrefix}/error.log warn; user root;`,
    ],
    { encoding: 'utf8' },
  );
  if (started.status !== 0) throw new Error(`nginx did not start: ${started.stderr}`);
  for (let i = 0; i < 50 && !(await fetch(`${proxy}/ready`).catch(() => null))?.ok; i += 1) await new Promise((r) => setTimeout(r, 100));
}, 120_000);

afterAll(async () => {
  if (missing.length > 0) return;
  if (nginxPrefix)
    spawnSync(NGINX!, [
      '-p',
      nginxPrefix,
      '-c',
      join(nginxPrefix, 'nginx.conf'),
      '-g',
      `pid ${nginxPrefix}/nginx.pid; user root;`,
      '-s',
      'stop',
    ]);
  for (const instance of instances) await instance.stop().catch(() => undefined);
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.end();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(missing.length > 0)('rolling restart behind nginx (deploy/nginx.conf)', () => {
  it('answers /ready 503 from SIGTERM on, loses no read or write while both instances restart in turn, and each exits 0', async () => {
    // Writers: verified accounts that sign in through the proxy and place orders.
    const db = new pg.Client({ connectionString: databaseUrl.replace(/\+/g, '%20') });
    await db.connect();
    const password = 'rolling-restart-42';
    const hash = await hashPassword(password);
    const writers: Array<{ id: number; client: TestClient }> = [];
    for (let i = 0; i < 2; i++) {
      const now = new Date().toISOString();
      const email = `rolling-${i}-${randomBytes(3).toString('hex')}@example.com`;
      const { rows } = await db.query<{ id: number }>(
        `insert into users (name, email, email_verified_at, password, created_at, updated_at) values ($1, $2, $3, $4, $3, $3) returning id`,
        [`Writer ${i}`, email, now, hash],
      );
      const client = new TestClient(proxy, proxy);
      await client.csrf();
      expect((await client.post('/login', { email, password })).status).toBe(204);
      writers.push({ id: rows[0]!.id, client });
    }

    const failures: string[] = [];
    const acknowledged = new Map<number, string[]>(writers.map((w) => [w.id, []]));
    let reads = 0;
    let running = true;
    const readers = Array.from({ length: 3 }, async () => {
      while (running) {
        const response = await fetch(`${proxy}/api/tutors`).catch((error: Error) => ({
          status: 0,
          text: () => error.message,
          arrayBuffer: async () => null,
        }));
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`GET /api/tutors ${response.status}`);
        reads += 1;
      }
    });
    const writing = writers.map(async ({ id, client }) => {
      for (let n = 0; running; n++) {
        const response = await client
          .post<{ reference: string }>('/api/orders', { course_ids: [1 + (n % 10)] })
          .catch((error: Error) => ({ status: 0, body: { reference: error.message } }));
        if (response.status === 201) acknowledged.get(id)!.push(response.body.reference);
        else failures.push(`POST /api/orders ${response.status}`);
      }
    });

    await new Promise((r) => setTimeout(r, 500));
    for (const index of [0, 1]) {
      const old = instances[index]!;
      const port = Number(new URL(old.baseUrl).port);
      const stopping = old.stop();
      // From the signal on, the instance is out of rotation for whoever asks /ready: as soon as its
      // process has handled the signal (under CI's load that took over the 100 ms once waited here).
      const outOfRotation = async () => {
        const ready = await fetch(`${old.baseUrl}/ready`).catch(() => null);
        return ready === null || ready.status === 503;
      };
      await expect.poll(outOfRotation, { timeout: 10_000, interval: 50 }).toBe(true);
      expect(await stopping).toBe(0);
      instances[index] = await startAppProcess(join(dir, `restart-${index}`), shared, { port });
      // A rolling deploy moves on once the new instance is back in rotation: nginx marked it
      // failed for fail_timeout (5 s in deploy/nginx.conf) when it refused connections.
      await new Promise((r) => setTimeout(r, 6000));
    }
    running = false;
    await Promise.all([...readers, ...writing]);

    // What nginx saw, for a failure's diagnosis (a 502 is nginx's word for the upstream's fault).
    if (failures.length > 0) console.log(readFileSync(join(nginxPrefix, 'error.log'), 'utf8').slice(-4000));
    expect(failures.slice(0, 20)).toEqual([]);
    expect(reads).toBeGreaterThan(50);
    for (const { id } of writers) {
      const references = acknowledged.get(id)!;
      expect(references.length).toBeGreaterThan(5);
      const { rows } = await db.query<{ reference: string }>('select reference from orders where user_id = $1', [id]);
      // Exactly once: every acknowledged order is there, once, and nothing else was written.
      expect(rows.map((r) => r.reference).sort()).toEqual([...references].sort());
    }
    await db.end();
  }, 180_000);
});
