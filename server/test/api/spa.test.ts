import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';

const BIG_JS = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'darsak-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head><title>Darsak</title><link rel="manifest" href="/manifest.webmanifest" /><meta name="description" content="${'Courses and tutors. '.repeat(60)}"></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // What the build's precompress plugin writes beside a hashed asset.
  writeFileSync(join(dist, 'assets', 'app-def456.js'), BIG_JS);
  writeFileSync(join(dist, 'assets', 'app-def456.js.br'), brotliCompressSync(BIG_JS));
  writeFileSync(join(dist, 'assets', 'app-def456.js.gz'), gzipSync(BIG_JS));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What the build's service-worker plugin writes (decision 083).
  const worker = `self.addEventListener('fetch', () => {}); // ${'x'.repeat(2000)}`;
  writeFileSync(join(dist, 'sw.js'), worker);
  writeFileSync(join(dist, 'sw.js.br'), brotliCompressSync(worker));
  writeFileSync(join(dist, 'manifest-fr.webmanifest'), JSON.stringify({ name: 'Darsak', lang: 'fr' }));
  // What the build's route-preloads plugin writes: each route's lazy chunk and CSS.
  writeFileSync(
    join(dist, 'route-preloads.json'),
    JSON.stringify({
      '/tutors/:tutorId': {
        js: ['/assets/tutor-aaa111.js', '/assets/stars-bbb222.js'],
        css: ['/assets/tutor-ccc333.css'],
        messages: { en: ['/assets/tutors-en111.js'], fr: ['/assets/tutors-fr222.js'], ar: ['/assets/tutors-ar333.js'] },
      },
    }),
  );
  // The French and Arabic core catalogues (English's is in the entry); no boot script: no prerenderer here.
  writeFileSync(
    join(dist, 'prerender.json'),
    JSON.stringify({
      boot: null,
      locales: { fr: { core: ['/assets/core-fr444.js'], areas: {} }, ar: { core: ['/assets/core-ar555.js'], areas: {} } },
    }),
  );
  server = await startTestServer({ WEB_DIST_DIR: dist, WHATSAPP_NUMBER: '96171999888' });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built SPA', () => {
  it('sends the service worker revalidated on every check, with the whole site as its scope (decision 083)', async () => {
    const client = new TestClient(server.url);
    for (const encoding of ['br', 'identity']) {
      const worker = await client.get('/sw.js', { 'Accept-Encoding': encoding });
      expect(worker.status).toBe(200);
      expect(worker.headers.get('cache-control')).toBe('no-cache');
      expect(worker.headers.get('service-worker-allowed')).toBe('/');
      expect(worker.headers.get('content-type')).toMatch(/javascript/);
    }
    // Other files keep their caching.
    expect((await client.get('/favicon.svg')).headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it("names the web app manifest of the page's language (decision 083)", async () => {
    const client = new TestClient(server.url);
    const french = await client.get('/', { Accept: 'text/html', Cookie: 'locale=fr' });
    expect(french.text).toContain('<link rel="manifest" href="/manifest-fr.webmanifest" />');
    expect((await client.get('/docs', { Accept: 'text/html', 'Accept-Language': 'ar' })).text).toContain('href="/manifest-ar.webmanifest"');
    expect((await client.get('/manifest-fr.webmanifest')).status).toBe(200);
  });

  it("names a route's lazy chunk and CSS in its page, so a phone fetches them with the entry", async () => {
    const client = new TestClient(server.url);
    const tutor = await client.get('/tutors/2', { Accept: 'text/html' });
    expect(tutor.text).toContain('<link rel="modulepreload" crossorigin href="/assets/tutor-aaa111.js">');
    expect(tutor.text).toContain('<link rel="modulepreload" crossorigin href="/assets/stars-bbb222.js">');
    expect(tutor.text).toContain('<link rel="stylesheet" crossorigin href="/assets/tutor-ccc333.css">');
    expect(tutor.text).toContain('"whatsappNumber":"96171999888"');
    for (const other of ['/tutors', '/tutors/2/more', '/login']) {
      expect((await client.get(other, { Accept: 'text/html' })).text).not.toContain('tutor-aaa111');
    }
  });

  it("names the page's language's catalogue: its core beyond English and the route's message areas", async () => {
    const client = new TestClient(server.url);
    const link = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;
    const french = await client.get('/tutors/2', { Accept: 'text/html', 'Accept-Language': 'fr' });
    expect(french.text).toContain('<html lang="fr" dir="ltr">');
    expect(french.text).toContain(link('/assets/core-fr444.js'));
    expect(french.text).toContain(link('/assets/tutors-fr222.js'));
    expect(french.text).not.toMatch(/tutors-(en111|ar333)|core-ar555/);
    const english = await client.get('/tutors/2', { Accept: 'text/html', 'Accept-Language': 'en' });
    expect(english.text).toContain(link('/assets/tutors-en111.js'));
    expect(english.text).not.toMatch(/core-(fr444|ar555)/);
    const arabicHome = await client.get('/no-such-screen', { Accept: 'text/html', 'Accept-Language': 'ar' });
    expect(arabicHome.text).toContain(link('/assets/core-ar555.js'));
    expect(arabicHome.text).not.toContain('tutors-ar333');
  });

  it.each(['/', '/courses/1', '/login', '/tutors/2', '/no-such-screen'])(
    'answers %s with index.html and the business settings',
    async (path) => {
      const response = await new TestClient(server.url).get(path, { Accept: 'text/html' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.text).toContain('<div id="root"></div>');
      expect(response.text).toContain('<script id="app-config" type="application/json">');
      expect(response.text).toContain('"whatsappNumber":"96171999888"');
    },
  );

  it("words the opening hours in the page's language in the settings (decision 061)", async () => {
    const client = new TestClient(server.url);
    const settingsOf = (html: string) =>
      JSON.parse(/<script id="app-config" type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as {
        hoursText?: Record<string, unknown>;
      };
    const english = settingsOf((await client.get('/', { Accept: 'text/html', 'Accept-Language': 'en' })).text);
    expect(english.hoursText).toEqual({ en: { fromDay: 'Monday', toDay: 'Friday', opens: '9:00 AM', closes: '5:00 PM' } });
    const french = settingsOf((await client.get('/tutors/2', { Accept: 'text/html', 'Accept-Language': 'fr' })).text);
    expect(french.hoursText).toEqual({ fr: { fromDay: 'lundi', toDay: 'vendredi', opens: '9:00', closes: '17:00' } });
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

  it('sends security headers with the page, an API answer and an error, computed once', async () => {
    const client = new TestClient(server.url);
    const responses = [
      await client.get('/', { Accept: 'text/html' }),
      await client.get('/api/tutors'),
      await client.get('/api/unknown'),
      await client.get('/favicon.svg'),
    ];
    for (const response of responses) {
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("style-src 'self';");
      expect(csp).toContain("font-src 'self';");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('https:');
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("connect-src 'self' http://localhost:3000");
      expect(csp).not.toContain('upgrade-insecure-requests'); // http APP_URL
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('permissions-policy')).toContain('geolocation=()');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-site');
      expect(response.headers.get('strict-transport-security')).toBeNull();
      expect(response.headers.get('x-powered-by')).toBeNull();
      expect(response.headers.get('x-request-id')).toBeTruthy();
    }
  });

  it('sends a hashed asset only the headers that apply to a script', async () => {
    const asset = await new TestClient(server.url).get('/assets/index-abc123.js');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-site');
    expect(asset.headers.get('x-request-id')).toBeTruthy();
    expect(asset.headers.get('content-security-policy')).toBeNull();
    // The page is never served without its CSP, whatever the path looks like.
    const page = await new TestClient(server.url).get('/assets/not-a-file', { Accept: 'text/html' });
    expect(page.text).toContain('<div id="root"></div>');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('serves a hashed asset as the build wrote it: brotli, gzip or plain by Accept-Encoding, cached for a year', async () => {
    const path = `${server.url}/assets/app-def456.js`;
    const br = await rawGet(path, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG_JS);
    const gz = await rawGet(path, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await rawGet(path, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_JS);
    for (const r of [br, gz, plain]) {
      expect(r.headers['content-type']).toContain('javascript');
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(r.headers.vary).toLowerCase()).toContain('accept-encoding');
    }
  });

  it('sends the page compressed, with an ETag that a revisit turns into a 304', async () => {
    const first = await rawGet(`${server.url}/login`, { Accept: 'text/html', 'Accept-Encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.body).toString()).toContain('"whatsappNumber":"96171999888"');
    expect(first.headers.etag).toMatch(/^"[\w-]{27}-br"$/);
    const again = await rawGet(`${server.url}/faq`, { Accept: 'text/html', 'If-None-Match': first.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');
  });
});

function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}
