import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { nowIso } from '../../src/db/index.ts';
import { rateLimitKey } from '../../src/lib/limits/rate-limiter.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { createUser, DEFAULT_PASSWORD } from '../helpers/factories.ts';

let server: TestServer;
/** A second instance of the app on the same database (and Redis): as behind a load balancer. */
let second: FastifyInstance;
let secondUrl: string;
beforeAll(async () => {
  server = await startTestServer();
  second = await buildApp(server.config, { logger: false });
  await second.listen({ port: 0, host: '127.0.0.1' });
  const address = second.server.address();
  secondUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await second.close();
  await server.close();
});

async function freshClient(url = server.url) {
  const client = new TestClient(url);
  await client.csrf();
  return client;
}

const fail = (client: TestClient, email: string) => client.post('/login', { email, password: 'wrong-password' });

/** Ends a key's window now, as if its time had passed. */
async function endWindow(key: string) {
  if (server.app.redis) await server.app.redis.del(`rate-limit:${key}`);
  else
    await server.app.db
      .updateTable('rate_limits')
      .set({ reset_at: nowIso(Date.now() - 1) })
      .where('key', '=', key)
      .execute();
}

describe('login throttling', () => {
  it("answers the sixth try within a minute with 429, Retry-After and Breeze's message, even with the right password", async () => {
    const user = await createUser(server);
    const client = await freshClient();
    for (let i = 0; i < 5; i += 1) expect((await fail(client, user.email)).status).toBe(422);
    const blocked = await client.post('/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(blocked.status).toBe(429);
    const seconds = Number(blocked.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    const message = `Too many login attempts. Please try again in ${seconds} seconds.`;
    expect(blocked.body).toMatchObject({ message, code: 'auth.throttled', errors: { email: [message] } });
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('counts the e-mail in any case as one key', async () => {
    const user = await createUser(server);
    const client = await freshClient();
    for (let i = 0; i < 5; i += 1) await fail(client, i % 2 ? user.email.toUpperCase() : user.email);
    expect((await fail(client, user.email)).status).toBe(429);
  });

  it('throttles per e-mail: another account from the same address still signs in', async () => {
    const victim = await createUser(server);
    const other = await createUser(server);
    const client = await freshClient();
    for (let i = 0; i < 5; i += 1) await fail(client, victim.email);
    expect((await client.post('/login', { email: other.email, password: DEFAULT_PASSWORD })).status).toBe(204);
  });

  it('lets the user in again once the minute has passed', async () => {
    const user = await createUser(server);
    const client = await freshClient();
    for (let i = 0; i < 5; i += 1) await fail(client, user.email);
    expect((await fail(client, user.email)).status).toBe(429);
    await endWindow(rateLimitKey('login', user.email, '127.0.0.1'));
    expect((await client.post('/login', { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(204);
  });

  it('clears the failures on success', async () => {
    const user = await createUser(server);
    const client = await freshClient();
    for (let i = 0; i < 4; i += 1) await fail(client, user.email);
    expect((await client.post('/login', { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(204);
    expect(await server.app.limiter.attempts(rateLimitKey('login', user.email, '127.0.0.1'))).toBe(0);
    const again = await freshClient();
    for (let i = 0; i < 4; i += 1) expect((await fail(again, user.email)).status).toBe(422);
    expect((await again.post('/login', { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(204);
  });

  it('shares the count between two instances of the app', async () => {
    const user = await createUser(server);
    const a = await freshClient(server.url);
    const b = await freshClient(secondUrl);
    for (let i = 0; i < 5; i += 1) expect((await fail(i % 2 ? b : a, user.email)).status).toBe(422);
    expect((await b.post('/login', { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(429);
    expect((await a.post('/login', { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(429);
  });

  it('does not count requests that fail validation', async () => {
    const user = await createUser(server);
    const client = await freshClient();
    for (let i = 0; i < 6; i += 1) expect((await client.post('/login', { email: user.email })).status).toBe(422);
    expect((await client.post('/login', { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(204);
  });
});
