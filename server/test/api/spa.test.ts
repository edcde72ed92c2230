import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'darsak-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Darsak</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ WEB_DIST_DIR: dist, WHATSAPP_NUMBER: '96171999888' });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built SPA', () => {
  it.each(['/', '/courses/1', '/login', '/tutors/2', '/no-such-screen'])('answers %s with index.html and the business settings', async (path) => {
    const response = await new TestClient(server.url).get(path, { Accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.text).toContain('<div id="root"></div>');
    expect(response.text).toContain('<script id="app-config" type="application/json">');
    expect(response.text).toContain('"whatsappNumber":"96171999888"');
  });

  it('serves hashed assets with a one-year immutable cache and other files for an hour', async () => {
    const client = new TestClient(server.url);
    const asset = await client.get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await client.get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers a missing file and unknown API paths with a JSON 404, not the page', async () => {
    const client = new TestClient(server.url);
    for (const path of ['/assets/missing.js', '/api/unknown', '/media/avatars/nope.webp']) {
      const response = await client.get(path);
      expect(response.status, path).toBe(404);
      expect(response.body).toEqual({ message: 'Not Found', code: 'http.not_found' });
    }
  });

  it('sends security headers with the page', async () => {
    const response = await new TestClient(server.url).get('/', { Accept: 'text/html' });
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });
});
