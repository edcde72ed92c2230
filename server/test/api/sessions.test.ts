import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/db/index.ts';
import { PRUNE_INTERVAL_MS } from '../../src/plugins/session/index.ts';
import { startTestServer, usingRedis, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { createUser, DEFAULT_PASSWORD } from '../helpers/factories.ts';

const LIFETIME_MS = 120 * 60_000;
const servers: TestServer[] = [];
const dist = mkdtempSync(join(tmpdir(), 'darsak-dist-'));
let server: TestServer;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Darsak</title></head><body></body></html>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  server = await startTestServer({ WEB_DIST_DIR: dist });
  servers.push(server);
});
afterAll(async () => {
  for (const s of servers) await s.close();
  rmSync(dist, { recursive: true, force: true });
});

/** Stores a signed-in session for `userId` that expires at `expiresAt`; returns a client holding it and its key. */
async function sessionExpiringAt(s: TestServer, userId: number, expiresAt: number) {
  const token = randomBytes(32).toString('base64url');
  const csrf = randomBytes(32).toString('base64url');
  const key = s.app.sessionKey(token);
  await s.app.sessionStore.save(key, { csrf, userId, startedAt: Date.now() }, { userId, ip: '127.0.0.1', userAgent: 'test', expiresAt });
  const client = new TestClient(s.url);
  client.cookies.set(s.config.sessionCookie.name, token);
  client.cookies.set('XSRF-TOKEN', csrf);
  return { client, key };
}

/** Counts the session store's calls from now on. */
function countStoreCalls(s: TestServer) {
  const calls: string[] = [];
  const store = s.app.sessionStore as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const originals = { ...store };
  for (const name of ['get', 'save', 'destroy', 'destroyForUser'] as const) {
    store[name] = (...args: unknown[]) => {
      calls.push(name);
      return originals[name]!(...args);
    };
  }
  // The database store on SQLite reads synchronously: a getNow that answers is the read ('get');
  // undefined from it means get reads (PostgreSQL, inside a transaction).
  const getNow = originals.getNow as ((...args: unknown[]) => unknown) | undefined;
  if (getNow) {
    (store as Record<string, unknown>).getNow = (...args: unknown[]) => {
      const stored = getNow(...args);
      if (stored !== undefined) calls.push('get');
      return stored;
    };
  }
  return { calls, restore: () => Object.assign(store, originals) };
}

describe('session keys', () => {
  it('stores a session under the HMAC-SHA256 of its cookie with the secret, as before (sessions survive a deploy)', () => {
    const token = randomBytes(32).toString('base64url');
    expect(server.app.sessionKey(token)).toBe(createHmac('sha256', server.config.sessionSecret).update(token).digest('hex'));
  });
});

describe('sliding sessions (decision 004)', () => {
  it('extends a session last saved over a minute ago to a full lifetime, cookies included', async () => {
    const user = await createUser(server);
    const { client, key } = await sessionExpiringAt(server, user.id, Date.now() + LIFETIME_MS - 5 * 60_000);
    const before = Date.now();
    const response = await client.get('/api/user');
    expect(response.status).toBe(200);
    const stored = await server.app.sessionStore.get(key);
    expect(stored!.expiresAt).toBeGreaterThanOrEqual(before + LIFETIME_MS - 1000);
    const cookies = response.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/darsak_session=[\w-]{43}; Max-Age=7200; Path=\/; HttpOnly; SameSite=Lax/);
    expect(cookies).toMatch(/XSRF-TOKEN=[\w-]+; Max-Age=7200; Path=\//);
  });

  it('writes nothing when the last save is under a minute old (no write per request)', async () => {
    const user = await createUser(server);
    const expiresAt = Date.now() + LIFETIME_MS - 10_000;
    const { client, key } = await sessionExpiringAt(server, user.id, expiresAt);
    const counter = countStoreCalls(server);
    try {
      for (let i = 0; i < 3; i++) {
        const response = await client.get('/api/user');
        expect(response.status).toBe(200);
        expect(response.headers.getSetCookie()).toEqual([]);
      }
      expect(counter.calls).toEqual(['get', 'get', 'get']);
    } finally {
      counter.restore();
    }
    expect((await server.app.sessionStore.get(key))!.expiresAt).toBe(expiresAt);
  });

  it('signs out a session whose lifetime ended without a request', async () => {
    const user = await createUser(server);
    const idle = await sessionExpiringAt(server, user.id, Date.now() - 1);
    expect((await idle.client.get('/api/user')).status).toBe(401);
  });

  // Redis keeps a key until its TTL (whole milliseconds, set by whichever instance saved it, on its
  // own clock): a session read in that window, or saved by an instance whose clock runs behind, must
  // still end at its expiresAt, as the database store's does.
  it.runIf(usingRedis())('signs out a Redis session past its expiresAt while its key still lives', async () => {
    const user = await createUser(server);
    const { client, key } = await sessionExpiringAt(server, user.id, Date.now() + 60_000);
    const redis = server.app.redis!;
    const stored = JSON.parse((await redis.get(`session:${key}`))!) as { expiresAt: number };
    await redis.set(`session:${key}`, JSON.stringify({ ...stored, expiresAt: Date.now() - 1 }), 'PX', 60_000);
    expect((await client.get('/api/user')).status).toBe(401);
    expect(await server.app.sessionStore.get(key)).toBeNull();
  });
});

describe.skipIf(usingRedis())('pruning expired sessions (database store)', () => {
  it('deletes expired rows only, and two instances pruning at once do not fail', async () => {
    const user = await createUser(server);
    const live = await sessionExpiringAt(server, user.id, Date.now() + 60_000);
    const expiredKeys = [];
    for (let i = 0; i < 3; i++) expiredKeys.push((await sessionExpiringAt(server, user.id, Date.now() + 60_000)).key);
    await server.app.db
      .updateTable('sessions')
      .set({ expires_at: nowIso(Date.now() - 1000) })
      .where('id', 'in', expiredKeys)
      .execute();

    const counts = await Promise.all([server.app.sessionStore.prune(), server.app.sessionStore.prune()]);
    expect(counts[0]! + counts[1]!).toBeGreaterThanOrEqual(3);
    expect(await server.app.db.selectFrom('sessions').select('id').where('expires_at', '<=', nowIso()).execute()).toEqual([]);
    const ids = (await server.app.db.selectFrom('sessions').select('id').execute()).map((r) => r.id);
    expect(ids).toContain(live.key);
    for (const key of expiredKeys) expect(ids).not.toContain(key);
    expect(PRUNE_INTERVAL_MS).toBeLessThanOrEqual(60 * 60_000); // on a schedule, not only on demand
  });
});

describe('requests that need no session', () => {
  const paths = ['/api/tutors', '/api/ratings/summary?type=product', '/', '/tutors', '/courses/1', '/assets/app-abc123.js', '/health'];

  it.each(paths)('GET %s without a session cookie loads, creates and saves no session and sets no cookie', async (path) => {
    const counter = countStoreCalls(server);
    try {
      const response = await new TestClient(server.url).get(path);
      expect(response.status, response.text).toBe(200);
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(counter.calls).toEqual([]);
    } finally {
      counter.restore();
    }
  });

  it('a fresh signed-in session on those routes is read but not written', async () => {
    const user = await createUser(server);
    const { client } = await sessionExpiringAt(server, user.id, Date.now() + LIFETIME_MS);
    const counter = countStoreCalls(server);
    try {
      for (const path of paths) expect((await client.get(path)).headers.getSetCookie()).toEqual([]);
      expect(counter.calls.every((c) => c === 'get')).toBe(true);
    } finally {
      counter.restore();
    }
  });
});

describe('the session cookie on https', () => {
  async function signIn(s: TestServer, origin: string) {
    const user = await createUser(s);
    const client = new TestClient(s.url, origin);
    const csrf = await client.get('/sanctum/csrf-cookie');
    expect(csrf.status).toBe(204);
    const login = await client.post('/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(login.status).toBe(204);
    expect((await client.get('/api/user')).status).toBe(200);
    return { setCookies: csrf.headers.getSetCookie().join('\n'), loginCookies: login.headers.getSetCookie().join('\n'), client };
  }

  it('is __Host-darsak_session (Secure, Path=/, no Domain) when APP_URL is https', async () => {
    const https = await startTestServer({ APP_URL: 'https://darsak.test' });
    servers.push(https);
    const { setCookies, loginCookies, client } = await signIn(https, 'https://darsak.test');
    expect(setCookies).toMatch(/^__Host-darsak_session=[\w-]{43}; Max-Age=7200; Path=\/; HttpOnly; Secure; SameSite=Lax$/m);
    expect(setCookies).not.toMatch(/Domain=/i);
    expect(setCookies).toMatch(/^XSRF-TOKEN=[^;]+; Max-Age=7200; Path=\/; Secure; SameSite=Lax$/m);
    // The device cookie (decision 073): Secure, for the two paths that read it only.
    expect(loginCookies).toMatch(/^__Secure-darsak_device=[\w.~-]+; Max-Age=15552000; Path=\/login; HttpOnly; Secure; SameSite=Strict$/m);
    expect(loginCookies).toMatch(
      /^__Secure-darsak_device=[\w.~-]+; Max-Age=15552000; Path=\/api\/forgot-password; HttpOnly; Secure; SameSite=Strict$/m,
    );
    expect([...client.cookies.keys()].sort()).toEqual(['XSRF-TOKEN', '__Host-darsak_session', '__Secure-darsak_device']);
    // The unprefixed name is not read: a cookie planted by a sibling subdomain cannot fixate a session.
    const planted = new TestClient(https.url, 'https://darsak.test');
    planted.cookies.set('darsak_session', client.cookies.get('__Host-darsak_session')!);
    expect((await planted.get('/api/user')).status).toBe(401);
  });

  it('is __Secure-darsak_session with Domain=SESSION_DOMAIN for an SPA on a sibling host, XSRF-TOKEN too', async () => {
    const shared = await startTestServer({
      APP_URL: 'https://api.darsak.test',
      FRONTEND_ORIGINS: 'https://app.darsak.test',
      SESSION_DOMAIN: '.darsak.test',
    });
    servers.push(shared);
    const { setCookies } = await signIn(shared, 'https://app.darsak.test');
    expect(setCookies).toMatch(
      /^__Secure-darsak_session=[\w-]{43}; Max-Age=7200; Domain=darsak\.test; Path=\/; HttpOnly; Secure; SameSite=Lax$/m,
    );
    expect(setCookies).toMatch(/^XSRF-TOKEN=[^;]+; Max-Age=7200; Domain=darsak\.test; Path=\/; Secure; SameSite=Lax$/m);
  });
});
