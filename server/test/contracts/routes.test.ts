import { ALL_ENDPOINTS, type Endpoint } from '@darsak/common/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { actingAs, createUser } from '../helpers/factories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ DEV_MAILBOX: 'true' });
});
afterAll(async () => {
  await server?.close();
});

/** Routes the static file plugin registers for the built SPA: files, not API. */
const isStaticFiles = (url: string) => url.endsWith('*');

describe('every route has a contract', () => {
  it('registers no route without one (the SPA page and static files aside)', () => {
    const missing = server.app.registeredRoutes.filter((r) => r.method !== 'HEAD' && !r.contract && !r.page && !isStaticFiles(r.url));
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('registers every contract exactly once', () => {
    const registered = server.app.registeredRoutes.filter((r) => r.contract && r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`);
    const declared = ALL_ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(registered).size).toBe(registered.length);
    expect([...registered].sort()).toEqual([...declared].sort());
  });
});

/** A plausible value for each path parameter: the guard answers before the parameter is read. */
const SAMPLE_PARAMS: Record<string, string> = {
  id: '1',
  reference: 'DRS-222222',
  hash: '0'.repeat(40),
  file: '00000000-0000-4000-8000-000000000000.webp',
};
const pathOf = (endpoint: Endpoint) => endpoint.path.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? '1');

async function send(client: TestClient, endpoint: Endpoint) {
  const path = pathOf(endpoint);
  switch (endpoint.method) {
    case 'GET':
      return client.get(path);
    case 'POST':
      return client.post(path, {});
    case 'PUT':
      return client.put(path, {});
    case 'PATCH':
      return client.patch(path, {});
    case 'DELETE':
      return client.delete(path);
  }
}

const guarded = ALL_ENDPOINTS.filter((e) => e.access !== 'public');

describe('the role matrix, from the contracts', () => {
  it.each(guarded.map((e) => [`${e.method} ${e.path}`, e] as const))('%s answers 401 signed out', async (_key, endpoint) => {
    const client = new TestClient(server.url);
    await client.csrf();
    const response = await send(client, endpoint);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Unauthenticated.', code: 'auth.unauthenticated' });
  });

  it.each(guarded.filter((e) => e.access === 'admin' || e.access === 'tutor').map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s answers 403 to a signed-in student',
    async (_key, endpoint) => {
      const client = new TestClient(server.url);
      await actingAs(server, client, await createUser(server));
      const response = await send(client, endpoint);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: 'This action is unauthorized.', code: 'auth.forbidden' });
    },
  );

  it.each(guarded.filter((e) => e.access === 'verified').map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s answers 403 to an unverified account',
    async (_key, endpoint) => {
      const client = new TestClient(server.url);
      await actingAs(server, client, await createUser(server, { email_verified_at: null }));
      const response = await send(client, endpoint);
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('auth.unverified');
    },
  );

  it.each(ALL_ENDPOINTS.filter((e) => e.method !== 'GET').map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s refuses a write without the CSRF token (419)',
    async (_key, endpoint) => {
      const client = new TestClient(server.url);
      const response = await send(client, endpoint);
      expect(response.status).toBe(419);
      expect(response.body.code).toBe('csrf.mismatch');
    },
  );
});
