import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { actingAs, createUser, DEFAULT_PASSWORD } from '../helpers/factories.ts';
import { redisSkipReason, startRedis, stopRedis, waitFor } from './services.ts';

const skipReason = redisSkipReason();
if (skipReason) console.log(`Redis restart test skipped: ${skipReason}`);

describe.skipIf(skipReason)('Redis going away', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 503 JSON fast while Redis is down, /ready 503, and recovers when it is back', async () => {
    const user = await createUser(server);
    const client = new TestClient(server.url);
    await actingAs(server, client, user);
    expect((await client.get('/api/user')).status).toBe(200);

    const visitor = new TestClient(server.url);
    try {
      stopRedis();
      await new Promise((r) => setTimeout(r, 300));

      const started = Date.now();
      const signedIn = await client.get('/api/user'); // its session lives in Redis
      expect(signedIn.status).toBe(503);
      expect(signedIn.body).toEqual({ message: 'Service temporarily unavailable.', code: 'server.unavailable' });
      expect(signedIn.headers.get('retry-after')).toBe('5');
      expect(Date.now() - started).toBeLessThan(3_000); // fails fast, no queue waiting for Redis

      const csrf = await visitor.get('/sanctum/csrf-cookie'); // a new session cannot be stored
      expect(csrf.status).toBe(503);
      expect(csrf.body).toEqual({ message: 'Service temporarily unavailable.', code: 'server.unavailable' });
      expect(csrf.headers.getSetCookie()).toEqual([]);
      expect((await visitor.get('/ready')).status).toBe(503);
      expect((await visitor.get('/health')).status).toBe(200);
    } finally {
      startRedis();
    }

    await waitFor('/ready', async () => (await visitor.get('/ready')).status === 200);
    // Redis restarted empty (nosave): the old session is gone, signing in again works.
    expect((await client.get('/api/user')).status).toBe(401);
    const fresh = new TestClient(server.url);
    await fresh.csrf();
    const login = await fresh.post('/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(login.status).toBe(204);
    expect((await fresh.get('/api/user')).status).toBe(200);
  });
});
