import { request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../../src/app.ts';
import { invalidateCachedBodies } from '../../src/lib/http/cached-body.ts';
import { startTestServer, usingRedis, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { actingAs, createUser } from '../helpers/factories.ts';

/**
 * Decisions 041-042: GET /api/tutors, /api/courses and /api/user answered before the router must be the answers
 * Fastify gives, header for header and byte for byte, with the same access log line.
 */

type Raw = { status: number; headers: Array<[string, string]>; body: Buffer };

function get(url: string, headers: Record<string, string> | string[] = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    // Headers as a raw list (repeated names, any case): node then adds no Host header itself.
    const list = Array.isArray(headers) ? ['Host', new URL(url).host, ...headers] : headers;
    const req = httpRequest(url, { method, headers: list }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const pairs: Array<[string, string]> = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
        resolve({ status: res.statusCode!, headers: pairs, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Headers that differ between any two answers (a new request id, the clock). */
const stable = (r: Raw) => r.headers.filter(([name]) => name !== 'x-request-id' && name !== 'date');
const requestIdOf = (r: Raw) => r.headers.find(([name]) => name === 'x-request-id')?.[1];

let server: TestServer;
let lines: string[];
let logged: { app: FastifyInstance; url: string };

beforeAll(async () => {
  server = await startTestServer();
  // A second instance on the same database that logs at the default level, behind one trusted proxy.
  lines = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  const config = { ...server.config, logLevel: 'info', trustProxy: 1 } as typeof server.config;
  const app = await buildApp(config, {
    logger: { ...(loggerOptions(config) as object), stream },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  logged = { app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
});
afterAll(async () => {
  await logged.app.close();
  await server.close();
});

describe.each(['/api/tutors', '/api/courses'])('GET %s before the router', (path) => {
  const encodings = ['br', 'gzip', 'identity', 'gzip, deflate, br', ''];

  it.each(encodings)('answers Accept-Encoding "%s" exactly as Fastify does', async (accept) => {
    const headers: Record<string, string> = { Accept: 'application/json', ...(accept ? { 'Accept-Encoding': accept } : {}) };
    await get(server.url + path, headers); // builds the cached body through Fastify
    const before = server.app.fastLane.answered;
    const lane = await get(server.url + path, headers);
    expect(server.app.fastLane.answered).toBe(before + 1);
    // A query string is Fastify's: the same route, answered through the router and its hooks.
    const fastify = await get(`${server.url}${path}?through=fastify`, headers);
    expect(server.app.fastLane.answered).toBe(before + 1);
    expect(lane.status).toBe(200);
    expect(stable(lane)).toEqual(stable(fastify));
    expect(lane.body.equals(fastify.body)).toBe(true);
    expect(requestIdOf(lane)).toMatch(/^[\w-]{8,64}$/);
  });

  it('answers 304 to If-None-Match exactly as Fastify does', async () => {
    const first = await get(server.url + path, { 'Accept-Encoding': 'br' });
    const etag = first.headers.find(([name]) => name === 'etag')![1];
    const before = server.app.fastLane.answered;
    const lane = await get(server.url + path, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    const fastify = await get(`${server.url}${path}?x=1`, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(server.app.fastLane.answered).toBe(before + 1);
    expect(lane.status).toBe(304);
    expect(lane.body.length).toBe(0);
    expect(stable(lane)).toEqual(stable(fastify));
  });

  it('keeps the request id of a trusted proxy and makes its own for anyone else, as Fastify does', async () => {
    await get(logged.url + path);
    const before = logged.app.fastLane.answered;
    const lane = await get(logged.url + path, { 'X-Request-Id': 'proxy-request-0001' });
    expect(logged.app.fastLane.answered).toBe(before + 1);
    expect(requestIdOf(lane)).toBe('proxy-request-0001');
    // No proxy trusted (the test server): a client's own id is not taken, by the lane or by Fastify.
    await get(server.url + path);
    const direct = await get(server.url + path, { 'X-Request-Id': 'client-chosen-0001' });
    expect(requestIdOf(direct)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    const fastify = await get(server.url + '/api/tutors?x=1', { 'X-Request-Id': 'client-chosen-0002' });
    expect(requestIdOf(fastify)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('leaves to Fastify a request with an Origin (CORS), a HEAD, and a body not built yet', async () => {
    await get(server.url + path);
    const before = server.app.fastLane.answered;
    const cors = await get(server.url + path, { Origin: 'http://localhost:3000' });
    expect(cors.headers).toContainEqual(['access-control-allow-origin', 'http://localhost:3000']);
    const head = await get(server.url + path, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    invalidateCachedBodies(server.app.db);
    expect((await get(server.url + path)).status).toBe(200);
    expect(server.app.fastLane.answered).toBe(before);
    // Built again by that request: the lane answers the next one.
    await get(server.url + path);
    expect(server.app.fastLane.answered).toBe(before + 1);
  });

  it('reads the headers it needs whatever their case, and leaves to Fastify a body or one of them sent twice', async () => {
    // Through the trusted proxy, whose request id is kept.
    await get(logged.url + path);
    const before = logged.app.fastLane.answered;
    const lower = await get(logged.url + path, ['accept-encoding', 'gzip', 'x-request-id', 'lower-case-id-01']);
    const upper = await get(logged.url + path, ['ACCEPT-ENCODING', 'gzip', 'X-REQUEST-ID', 'upper-case-id-01']);
    expect(logged.app.fastLane.answered).toBe(before + 2);
    for (const [answer, id] of [
      [lower, 'lower-case-id-01'],
      [upper, 'upper-case-id-01'],
    ] as const) {
      expect(answer.headers).toContainEqual(['content-encoding', 'gzip']);
      expect(requestIdOf(answer)).toBe(id);
    }
    // Twice: node joins them ("br, gzip"), and Fastify answers as it always has.
    const twice = await get(logged.url + path, ['Accept-Encoding', 'br', 'Accept-Encoding', 'gzip']);
    expect(twice.headers).toContainEqual(['content-encoding', 'br']);
    const body = await get(logged.url + path, ['Content-Length', '0']);
    expect(body.status).toBe(200);
    expect(logged.app.fastLane.answered).toBe(before + 2);
  });
});

describe('the access log line of a fast-lane answer', () => {
  it('is the line Fastify writes (method, path, status, client address through the proxy, request id)', async () => {
    const headers = { 'X-Forwarded-For': '203.0.113.7', 'Accept-Encoding': 'br' };
    await get(`${logged.url}/api/tutors`, headers);
    const before = logged.app.fastLane.answered;
    lines.length = 0;
    await get(`${logged.url}/api/tutors`, { ...headers, 'X-Request-Id': 'lane-request-01' });
    await get(`${logged.url}/api/tutors?secret=1`, { ...headers, 'X-Request-Id': 'fastify-request-01' });
    expect(logged.app.fastLane.answered).toBe(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.msg === 'request completed');
    const shape = (entry: Record<string, unknown>) => ({ ...entry, time: 0, responseTime: 0, reqId: '' });
    const lane = entries.find((entry) => entry.reqId === 'lane-request-01')!;
    const fastify = entries.find((entry) => entry.reqId === 'fastify-request-01')!;
    expect(lane).toBeDefined();
    expect(Object.keys(lane)).toEqual(Object.keys(fastify));
    expect(shape(lane)).toEqual(shape(fastify));
    expect(lane.req).toEqual({ method: 'GET', url: '/api/tutors', remoteAddress: '203.0.113.7' });
    expect(lane.res).toEqual({ statusCode: 200 });
    expect(typeof lane.responseTime).toBe('number');
  });
});

describe('GET /api/user before the router', () => {
  /** A signed-in session's Cookie header, as a browser sends it to a same-origin GET (no Origin). */
  async function signedIn() {
    const user = await createUser(server);
    const client = new TestClient(server.url);
    await actingAs(server, client, user);
    const token = client.cookies.get('darsak_session')!;
    return { user, token, cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
  }

  it('answers a signed-in session exactly as Fastify does, and writes nothing', async () => {
    const { cookie, user } = await signedIn();
    const before = server.app.fastLane.answered;
    const lane = await get(`${server.url}/api/user`, { Cookie: cookie, 'Accept-Encoding': 'gzip, deflate, br' });
    expect(server.app.fastLane.answered).toBe(before + 1);
    const fastify = await get(`${server.url}/api/user?through=fastify`, { Cookie: cookie, 'Accept-Encoding': 'gzip, deflate, br' });
    expect(server.app.fastLane.answered).toBe(before + 1);
    expect(lane.status).toBe(200);
    expect(stable(lane)).toEqual(stable(fastify));
    expect(lane.body.equals(fastify.body)).toBe(true);
    expect(JSON.parse(lane.body.toString())).toMatchObject({ id: Number(user.id), email: user.email });
    expect(lane.headers.some(([name]) => name === 'set-cookie')).toBe(false);
  });

  it('leaves to Fastify a session due for its sliding save, which then sets the cookies again', async () => {
    const { cookie, token, user } = await signedIn();
    // Saved two minutes ago: the next request slides the expiry (TOUCH_INTERVAL_MS is a minute).
    const data = (await server.app.sessionStore.get(server.app.sessionKey(token)))!.data;
    await server.app.sessionStore.save(server.app.sessionKey(token), data, {
      userId: Number(user.id),
      ip: '127.0.0.1',
      userAgent: 'test',
      expiresAt: Date.now() + server.config.sessionLifetimeMs - 120_000,
    });
    const before = server.app.fastLane.answered;
    const response = await get(`${server.url}/api/user`, { Cookie: cookie });
    expect(response.status).toBe(200);
    expect(server.app.fastLane.answered).toBe(before);
    expect(response.headers.filter(([name]) => name === 'set-cookie').map(([, value]) => value.split('=')[0])).toEqual([
      'darsak_session',
      'XSRF-TOKEN',
    ]);
    // Saved now: the lane answers the next request.
    expect((await get(`${server.url}/api/user`, { Cookie: cookie })).status).toBe(200);
    expect(server.app.fastLane.answered).toBe(before + 1);
  });

  it('answers the account as it is now: a field changed since the last answer is in the next one', async () => {
    const { cookie, user } = await signedIn();
    const before = server.app.fastLane.answered;
    expect(JSON.parse((await get(`${server.url}/api/user`, { Cookie: cookie })).body.toString())).toMatchObject({
      name: user.name,
      locale: 'en',
    });
    await server.app.db.updateTable('users').set({ name: 'Renamed Elsewhere', locale: 'fr' }).where('id', '=', user.id).execute();
    const lane = await get(`${server.url}/api/user`, { Cookie: cookie });
    const fastify = await get(`${server.url}/api/user?through=fastify`, { Cookie: cookie });
    expect(server.app.fastLane.answered).toBe(before + 2);
    expect(JSON.parse(lane.body.toString())).toMatchObject({ name: 'Renamed Elsewhere', locale: 'fr' });
    expect(lane.body.equals(fastify.body)).toBe(true);
  });

  it('reads the store on every request: the same Cookie header is turned away once its session ends or its account is disabled', async () => {
    // The lane remembers a Cookie header's store key (decision 064), never the session.
    for (const end of ['session', 'account'] as const) {
      const { cookie, token, user } = await signedIn();
      const before = server.app.fastLane.answered;
      expect((await get(`${server.url}/api/user`, { Cookie: cookie })).status).toBe(200);
      expect((await get(`${server.url}/api/user`, { Cookie: cookie })).status).toBe(200);
      expect(server.app.fastLane.answered).toBe(before + 2);
      if (end === 'session') await server.app.sessionStore.destroy(server.app.sessionKey(token));
      else await server.app.db.updateTable('users').set({ disabled_at: new Date().toISOString() }).where('id', '=', user.id).execute();
      expect((await get(`${server.url}/api/user`, { Cookie: cookie })).status).toBe(401);
      expect(server.app.fastLane.answered).toBe(before + 2);
    }
  });

  it('leaves to Fastify no cookie, an unknown or ended session and a disabled account (401)', async () => {
    const before = server.app.fastLane.answered;
    expect((await get(`${server.url}/api/user`)).status).toBe(401);
    expect((await get(`${server.url}/api/user`, { Cookie: `darsak_session=${'x'.repeat(43)}` })).status).toBe(401);
    const ended = await signedIn();
    await server.app.sessionStore.destroy(server.app.sessionKey(ended.token));
    expect((await get(`${server.url}/api/user`, { Cookie: ended.cookie })).status).toBe(401);
    const disabled = await signedIn();
    await server.app.db.updateTable('users').set({ disabled_at: new Date().toISOString() }).where('id', '=', disabled.user.id).execute();
    expect((await get(`${server.url}/api/user`, { Cookie: disabled.cookie })).status).toBe(401);
    // Two Cookie headers (node joins them with "; "): Fastify's, which reads the session from the joined value.
    const twice = await signedIn();
    expect((await get(`${server.url}/api/user`, ['Cookie', 'theme=dark', 'Cookie', twice.cookie])).status).toBe(200);
    // The route ended that session, as it always has.
    expect(await server.app.sessionStore.get(server.app.sessionKey(disabled.token))).toBeNull();
    expect(server.app.fastLane.answered).toBe(before);
  });
});

describe.skipIf(usingRedis())('the database session store', () => {
  it('reads the signed-in user with the session, in one query, and none once the account is disabled', async () => {
    const user = await createUser(server);
    const client = new TestClient(server.url);
    await actingAs(server, client, user);
    const key = server.app.sessionKey(client.cookies.get('darsak_session')!);
    expect((await server.app.sessionStore.get(key))?.activeUser).toMatchObject({ id: user.id, email: user.email });
    await server.app.db.updateTable('users').set({ disabled_at: new Date().toISOString() }).where('id', '=', user.id).execute();
    expect((await server.app.sessionStore.get(key))?.activeUser).toBeNull();
    expect((await client.get('/api/user')).status).toBe(401);
  });
});
