import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, ROOT, startAppProcess, type AppProcess } from '../../../scripts/lib.ts';
import { makePng, multipart } from '../fixtures/files.ts';
import { TestClient } from '../helpers/client.ts';
import { pathOf, verificationLinkIn } from '../helpers/mail.ts';
import { TestSmtpServer } from '../helpers/smtp.ts';

/**
 * Two app processes on one PostgreSQL, one Redis and one UPLOAD_DIR behind Debian's nginx, run
 * with deploy/nginx.conf itself (issue 9): what one instance does, the other sees.
 */
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const PG_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;
const missing = [!NGINX && 'nginx (apt-get install nginx)', !PG_URL && 'TEST_DATABASE_URL', !REDIS_URL && 'TEST_REDIS_URL'].filter(Boolean);
if (missing.length > 0) console.log(`deploy/nginx test skipped: needs ${missing.join(', ')}`);

let dir: string;
let smtp: TestSmtpServer;
let schema: string;
const instances: AppProcess[] = [];
let proxy: string;
let nginxPrefix: string;

const PASSWORD = 'kitchen-table-42';

/** deploy/nginx.conf with this test's instances, port and writable paths (the rest as shipped). */
function renderNginxConf(ports: number[], listen: number, prefix: string): string {
  const shipped = readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8');
  const lines = shipped.split('\n');
  const first = lines.findIndex((l) => l.includes('# app-instance'));
  const template = lines[first]!;
  const instanceLines = ports.map((port) => template.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${port}`));
  const rendered = [...lines.slice(0, first), ...instanceLines, ...lines.slice(first).filter((l) => !l.includes('# app-instance'))]
    .join('\n')
    .replace(/listen 80;/, `listen 127.0.0.1:${listen};`)
    .replace(
      /http \{/,
      `http {\n  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi;\n` +
        `  uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;`,
    );
  expect(rendered).toContain(`127.0.0.1:${ports[1]}`);
  return rendered;
}

beforeAll(async () => {
  if (missing.length > 0) return;
  dir = mkdtempSync(join(tmpdir(), 'darsak-deploy-'));
  smtp = await TestSmtpServer.start();
  schema = `deploy_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const databaseUrl = new URL(PG_URL!);
  databaseUrl.searchParams.set('options', `-c search_path=${schema}`);

  const listen = await freePort();
  proxy = `http://127.0.0.1:${listen}`;
  const shared = {
    APP_URL: proxy,
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: REDIS_URL!,
    REDIS_KEY_PREFIX: `${schema}:`,
    SMTP_URL: smtp.url,
    UPLOAD_DIR: join(dir, 'uploads'),
    SESSION_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
  };
  // One after the other: the first runs the migrations.
  for (const name of ['a', 'b']) instances.push(await startAppProcess(join(dir, name), shared));

  nginxPrefix = join(dir, 'nginx');
  mkdirSync(nginxPrefix, { recursive: true });
  const ports = instances.map((i) => Number(new URL(i.baseUrl).port));
  writeFileSync(join(nginxPrefix, 'nginx.conf'), renderNginxConf(ports, listen, nginxPrefix));
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
  for (let i = 0; i < 50; i += 1) {
    if ((await fetch(`${proxy}/ready`).catch(() => null))?.ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
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
  await smtp?.stop();
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.end();
  rmSync(dir, { recursive: true, force: true });
});

/** A client that talks to one instance directly but presents itself as the site (nginx's origin). */
const direct = (instance: AppProcess, jar?: TestClient) => {
  const client = new TestClient(instance.baseUrl, proxy);
  if (jar) for (const [k, v] of jar.cookies) client.cookies.set(k, v);
  return client;
};

describe.skipIf(missing.length > 0)('two instances behind nginx (deploy/nginx.conf)', () => {
  const email = `two-${randomBytes(4).toString('hex')}@example.com`;
  let signedIn: TestClient;

  it('sends the verification e-mail exactly once although both outbox workers run, and the link works on the other instance', async () => {
    const [a, b] = instances as [AppProcess, AppProcess];
    const client = direct(a);
    await client.csrf();
    const registered = await client.post('/register', { name: 'Two Hosts', email, password: PASSWORD, password_confirmation: PASSWORD });
    expect(registered.status).toBe(204);
    const mail = await smtp.readEmail(email);
    // Both workers poll the shared outbox; give them time to (wrongly) send it again.
    await new Promise((r) => setTimeout(r, 4000));
    expect(smtp.received.filter((m) => m.envelopeTo.includes(email))).toHaveLength(1);
    const verified = await direct(b).get(pathOf(verificationLinkIn(mail.text ?? '')));
    expect(verified.status).toBe(302);
  });

  it('keeps a session made through one instance on the other', async () => {
    const [a, b] = instances as [AppProcess, AppProcess];
    signedIn = direct(a);
    await signedIn.csrf();
    expect((await signedIn.post('/login', { email, password: PASSWORD })).status).toBe(204);
    const onB = direct(b, signedIn);
    const user = await onB.get<{ email: string }>('/api/user');
    expect(user.status).toBe(200);
    expect(user.body.email).toBe(email);
    // A write with the CSRF token from instance A passes instance B's check.
    expect((await onB.put('/api/user/name', { name: 'Renamed On B' })).status).toBe(200);
    expect((await direct(a, signedIn).get<{ name: string }>('/api/user')).body.name).toBe('Renamed On B');
  });

  it('shares the throttles: wrong logins spread over both instances hit one limit', async () => {
    const [a, b] = instances as [AppProcess, AppProcess];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const client = direct(attempt % 2 === 0 ? a : b);
      await client.csrf();
      statuses.push((await client.post('/login', { email, password: 'wrong-password-1' })).status);
    }
    // Five wrong passwords per e-mail and address per minute, wherever they land; the sixth is refused.
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it('serves a picture uploaded through one instance from the other (shared UPLOAD_DIR)', async () => {
    const [a, b] = instances as [AppProcess, AppProcess];
    const upload = await direct(a, signedIn).post<{ image_url: string }>(
      '/api/user/profile-picture',
      multipart({}, { field: 'image', name: 'me.png', bytes: await makePng(), type: 'image/png' }),
    );
    expect(upload.status).toBe(200);
    const path = pathOf(upload.body.image_url);
    const fromA = await fetch(`${a.baseUrl}${path}`, {
      headers: { Cookie: [...signedIn.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    const fromB = await fetch(`${b.baseUrl}${path}`, {
      headers: { Cookie: [...signedIn.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(fromB.status).toBe(200);
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
  });

  it('loses no request nginx can retry while one instance stops', async () => {
    const statuses: number[] = [];
    let stopping = true;
    const load = Promise.all(
      Array.from({ length: 4 }, async () => {
        while (stopping || statuses.length < 200) {
          const response = await fetch(`${proxy}/api/tutors`);
          await response.arrayBuffer();
          statuses.push(response.status);
          if (statuses.length > 2000) break;
        }
      }),
    );
    await new Promise((r) => setTimeout(r, 300));
    await instances[0]!.stop(); // SIGTERM: drains, then exits; nginx moves to the other instance
    stopping = false;
    await load;
    expect(statuses.length).toBeGreaterThanOrEqual(200);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });
});
