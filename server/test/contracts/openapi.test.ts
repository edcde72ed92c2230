import { Validator } from '@seriousme/openapi-schema-validator';
import { ALL_ENDPOINTS } from '@darsak/common/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document generated from every public contract', async () => {
    const response = await new TestClient(server.url).get('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = response.body;
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    for (const endpoint of ALL_ENDPOINTS.filter((e) => !e.internal)) {
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
      expect(document.paths[path]?.[endpoint.method.toLowerCase()], `${endpoint.method} ${endpoint.path}`).toBeDefined();
    }
  });

  it('names the session cookie and the CSRF header, and every error by its code', async () => {
    const document = (await new TestClient(server.url).get('/api/openapi.json')).body;
    expect(document.components.securitySchemes.csrfHeader).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' });
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie' });
    const markPaid = document.paths['/api/admin/orders/{reference}/mark-paid'].post;
    expect(markPaid.security).toEqual([{ sessionCookie: [], csrfHeader: [] }]);
    expect(markPaid.responses['409'].description).toContain('orders.already_paid');
    expect(markPaid.responses['403'].description).toContain('auth.forbidden');
    expect(markPaid.responses['404'].description).toContain('orders.not_found');
    expect(markPaid.responses['422'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    expect(document.components.schemas.Tutor.properties.name).toEqual({ type: 'string' });
    expect(document.paths['/dev/mailbox']).toBeUndefined();
  });
});

describe('GET /api/docs', () => {
  it('is a reference page whose renderer is served from here, under a policy that lets it reach nothing else', async () => {
    const client = new TestClient(server.url);
    const page = await client.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('data-url="/api/openapi.json"');
    const policy = page.headers.get('content-security-policy')!;
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("script-src 'self'");
    const script = await client.get('/api/docs/reference.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.text.length).toBeGreaterThan(100_000);
  });
});
