import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { actingAs, createUser } from '../helpers/factories.ts';
import { postgresSkipReason, startPostgres, stopPostgres, waitFor } from './services.ts';

const skipReason = postgresSkipReason();
if (skipReason) console.log(`PostgreSQL restart test skipped: ${skipReason}`);

describe.skipIf(skipReason)('a PostgreSQL restart', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ REDIS_URL: '' }); // sessions and limits in PostgreSQL too
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 503 JSON during the outage, /ready 503, then works again without a restart of the app', async () => {
    const client = new TestClient(server.url);
    await actingAs(server, client, await createUser(server));
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await client.get('/api/tutors')).status).toBe(200); // idle pooled connections exist now

    const visitor = new TestClient(server.url);
    try {
      stopPostgres(); // -m fast: the server closes every connection, idle ones included
      // Let the pool see its connections close (the 'error' event that used to end the process).
      await new Promise((r) => setTimeout(r, 300));

      const user = await client.get('/api/user');
      expect(user.status).toBe(503);
      expect(user.body).toEqual({ message: 'Service temporarily unavailable.', code: 'server.unavailable' });
      expect(user.headers.get('retry-after')).toBe('5');

      const csrf = await visitor.get('/sanctum/csrf-cookie'); // a new session cannot be stored
      expect(csrf.status).toBe(503);
      expect(csrf.body).toEqual({ message: 'Service temporarily unavailable.', code: 'server.unavailable' });
      // The tutors list may still come from the in-memory cache (speed-server); never a 5xx other than 503.
      expect([200, 503]).toContain((await visitor.get('/api/tutors')).status);

      const write = await client.put('/api/user/name', { name: 'During the outage' });
      expect(write.status).toBe(503);

      expect((await visitor.get('/ready')).status).toBe(503);
      expect((await visitor.get('/health')).status).toBe(200); // the process is alive
    } finally {
      startPostgres();
    }

    await waitFor('/ready', async () => (await visitor.get('/ready')).status === 200);
    expect((await client.get('/api/user')).status).toBe(200); // the same session, no app restart
    expect((await visitor.get('/api/tutors')).status).toBe(200);
    expect((await visitor.get('/sanctum/csrf-cookie')).status).toBe(204);
    const renamed = await client.put('/api/user/name', { name: 'After the outage' });
    expect(renamed.status).toBe(200);
  });
});
