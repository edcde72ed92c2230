import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the Sanctum contract', () => {
  it('answers csrf-cookie with 204, a readable XSRF-TOKEN and an HttpOnly Lax session cookie', async () => {
    const client = new TestClient(server.url);
    const response = await client.get('/sanctum/csrf-cookie');
    expect(response.status).toBe(204);
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith('darsak_session='))!;
    const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/i);
    expect(xsrf).not.toMatch(/HttpOnly/i);
    expect(client.xsrfToken).toMatch(/^[\w-]{43}$/);
  });

  it('refuses a write without the X-XSRF-TOKEN header with 419', async () => {
    const client = new TestClient(server.url);
    await client.csrf();
    const response = await client.post('/logout', undefined, { 'X-XSRF-TOKEN': '' });
    expect(response.status).toBe(419);
    expect(response.body).toEqual({ message: 'CSRF token mismatch.', code: 'csrf.mismatch' });
  });

  it('refuses a write with a token from another session', async () => {
    const a = new TestClient(server.url);
    const b = new TestClient(server.url);
    await a.csrf();
    await b.csrf();
    const response = await a.post('/logout', undefined, { 'X-XSRF-TOKEN': b.xsrfToken! });
    expect(response.status).toBe(419);
  });

  it('refuses a write without any session with 419', async () => {
    const client = new TestClient(server.url);
    const response = await client.post('/logout', undefined, { 'X-XSRF-TOKEN': 'x'.repeat(43) });
    expect(response.status).toBe(419);
  });

  it('refuses a write from an origin that is not allowed', async () => {
    const client = new TestClient(server.url, 'https://evil.example');
    await client.csrf();
    const response = await client.post('/logout');
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Origin not allowed.', code: 'auth.origin' });
  });

  it('answers CORS preflights only for allowed origins, with credentials', async () => {
    const ok = await fetch(`${server.url}/api/user`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'GET' },
    });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    const bad = await fetch(`${server.url}/api/user`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(bad.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers unknown API paths with a JSON 404 and other paths with the SPA page', async () => {
    const client = new TestClient(server.url);
    const api = await client.get('/api/nope');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ message: 'Not Found', code: 'http.not_found' });
    const page = await client.get('/courses/1', { Accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html');
    expect(page.text).toContain('id="app-config"');
  });

  it('reports health and readiness', async () => {
    const client = new TestClient(server.url);
    expect((await client.get('/health')).body).toEqual({ status: 'ok' });
    expect((await client.get('/ready')).body).toEqual({ status: 'ready' });
  });
});
