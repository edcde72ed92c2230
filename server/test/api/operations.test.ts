import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';

const SERVER = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * A test that starts the server as a process and stops it: its start (compiling and importing the
 * server, migrating, seeding) took over 15 s on this 2-core machine under CI's load, and its stop
 * takes SHUTDOWN_DELAY_SECONDS and the proxy's idle close (decision 082), not the suite's 20 s.
 */
const SPAWNED_SERVER_TIMEOUT = 60_000;

/** Runs `node server/src/server.ts` as a real process and collects its output. */
async function spawnServer(env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'darsak-ops-'));
  dirs.push(dir);
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${join(dir, 'ops.sqlite')}`,
      UPLOAD_DIR: join(dir, 'uploads'),
      WEB_DIST_DIR: join(dir, 'none'),
      APP_URL: 'http://localhost:3000',
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, exit, url: `http://127.0.0.1:${port}`, output: () => output };
}

async function waitReady(url: string) {
  for (let i = 0; i < 450; i++) {
    try {
      if ((await fetch(`${url}/ready`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become ready');
}

describe('operations', () => {
  it('refuses to start in production without SESSION_SECRET, with one clear line per key', async () => {
    const server = await spawnServer({ NODE_ENV: 'production', PORT: 'x' });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('Invalid configuration:');
    expect(server.output()).toContain('PORT:');
  });

  it(
    'logs JSON lines with request ids and no query strings, and stops cleanly on SIGTERM',
    async () => {
      // Behind one proxy (this test plays it), whose X-Request-Id the app keeps.
      const server = await spawnServer({ NODE_ENV: 'production', SESSION_SECRET: randomBytes(32).toString('hex'), TRUST_PROXY: '1' });
      await waitReady(server.url);
      const response = await fetch(`${server.url}/api/ratings/summary?type=course&secret=do-not-log`, {
        headers: { 'X-Request-Id': 'trace-abc-123', Cookie: 'darsak_session=cookie-value-not-logged' },
      });
      expect(response.headers.get('x-request-id')).toBe('trace-abc-123');
      server.child.kill('SIGTERM');
      expect(await server.exit).toBe(0);

      const lines = server
        .output()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      const request = lines.find((l) => (l.req as { url?: string } | undefined)?.url === '/api/ratings/summary');
      expect(request?.reqId).toBe('trace-abc-123');
      expect(server.output()).not.toContain('do-not-log');
      expect(server.output()).not.toContain('cookie-value-not-logged');
      expect(lines.some((l) => l.msg === 'shutting down')).toBe(true);
    },
    SPAWNED_SERVER_TIMEOUT,
  );

  it(
    'lets a request in flight finish after SIGTERM, then exits 0',
    async () => {
      const server = await spawnServer({ NODE_ENV: 'production', SESSION_SECRET: randomBytes(32).toString('hex'), SEED_DEMO_DATA: 'true' });
      await waitReady(server.url);
      // The client sends APP_URL's default Origin (http://localhost:3000), which the app allows.
      const app = new TestClient(server.url);
      await app.csrf();
      expect((await app.post('/login', { email: 'demo@darsak.app', password: 'darsak-demo-2026' })).status).toBe(204);

      // A profile picture upload whose body arrives in two halves, with SIGTERM in between.
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1e40af' } })
        .png()
        .toBuffer();
      const boundary = 'darsak-boundary';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const cookie = [...app.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = httpRequest(`${server.url}/api/user/profile-picture`, {
          method: 'POST',
          headers: {
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
            'Content-Length': String(body.length),
            Cookie: cookie,
            'X-XSRF-TOKEN': app.xsrfToken!,
            Origin: 'http://localhost:3000',
            Accept: 'application/json',
          },
        });
        req.on('response', (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        });
        req.on('error', reject);
        req.write(body.subarray(0, 100));
        setTimeout(() => {
          server.child.kill('SIGTERM');
          setTimeout(() => req.end(body.subarray(100)), 300);
        }, 200);
      });
      const response = await answer;
      expect(response.status, response.text).toBe(200);
      expect(JSON.parse(response.text).image_url).toMatch(/\/media\/avatars\/[0-9a-f-]{36}\.webp$/);
      expect(await server.exit).toBe(0);
    },
    SPAWNED_SERVER_TIMEOUT,
  );

  it('marks cookies Secure when APP_URL is https', async () => {
    const server = await startTestServer({ APP_URL: 'https://darsak.example' });
    try {
      const response = await new TestClient(server.url, 'https://darsak.example').get('/sanctum/csrf-cookie');
      const cookies = response.headers.getSetCookie();
      expect(cookies).toHaveLength(2);
      for (const cookie of cookies) expect(cookie).toMatch(/; Secure/i);
    } finally {
      await server.close();
    }
  });

  it('answers over-large JSON bodies with 413 and malformed JSON with 400', async () => {
    const server = await startTestServer();
    try {
      const client = new TestClient(server.url);
      await client.csrf();
      const big = await client.post('/api/forgot-password', JSON.stringify({ email: 'x'.repeat(1_100_000) }), {
        'Content-Type': 'application/json',
      });
      expect(big.status).toBe(413);
      expect(big.body).toEqual({ message: 'The request body is too large.', code: 'http.too_large' });
      const broken = await client.post('/api/forgot-password', '{"email":', { 'Content-Type': 'application/json' });
      expect(broken.status).toBe(400);
      expect(broken.body).toEqual({ message: 'The request body is not valid JSON.', code: 'http.invalid_json' });
    } finally {
      await server.close();
    }
  });
});
