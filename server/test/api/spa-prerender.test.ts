import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/app.ts';

/**
 * Decision 044: the server puts a static route's prerendered HTML in the page (per language,
 * with the configured business settings), only for a visitor without a session. The renderer
 * here stands in for the build's web/dist/.ssr/entry-server.js (the real one is hydrated in
 * web/src/app/prerender.test.tsx and fetched by e2e/speed-phone.spec.ts).
 */
const FAKE_RENDERER = `
export const prerenderedPaths = ['/login', '/payment', '/broken'];
export async function renderPage(path, locale, settings) {
  if (path === '/broken') throw new Error('this screen cannot be prerendered');
  return {
    html: '<div class="layout"><h1>' + path + ' in ' + locale + '</h1><p>Chat on ' + settings.whatsappNumber + ' for $25 ($& $1)</p></div>',
    title: 'Screen (' + locale + ') &amp; more · Darsak',
    emptyCart: path === '/payment',
    areas: path === '/login' ? ['auth'] : [],
  };
}
`;

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'darsak-dist-'));
  mkdirSync(join(dist, '.ssr'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html lang="en" dir="ltr"><head><title>Darsak</title><meta name="description" content="${'Courses and tutors. '.repeat(60)}">` +
      '<script type="module" crossorigin src="/assets/index-eee555.js"></script><link rel="modulepreload" crossorigin href="/assets/i18n-fff666.js"></head>' +
      `<body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(dist, '.ssr', 'entry-server.js'), FAKE_RENDERER);
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify({ '/login': { js: ['/assets/login-aaa111.js'], css: [] } }));
  writeFileSync(
    join(dist, 'prerender.json'),
    JSON.stringify({
      boot: '/assets/boot-ddd444.js',
      locales: {
        en: { core: [], areas: { auth: ['/assets/auth-en1.js'], docs: ['/assets/docs-en2.js'] } },
        fr: { core: ['/assets/fr-bbb222.js'], areas: { auth: ['/assets/auth-fr1.js'] } },
        ar: { core: ['/assets/ar-ccc333.js'], areas: { auth: ['/assets/auth-ar1.js'] } },
      },
    }),
  );
  server = await startTestServer({ WEB_DIST_DIR: dist, WHATSAPP_NUMBER: '96171999888' });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer; text: string }> {
  return new Promise((resolve, reject) => {
    httpRequest(`${server.url}${path}`, { headers: { Accept: 'text/html', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(body).toString() : body.toString();
        resolve({ status: res.statusCode!, headers: res.headers, body, text });
      });
    })
      .on('error', reject)
      .end();
  });
}

describe('prerendered static routes', () => {
  it.each([
    ['en', { 'Accept-Language': 'en-US,en;q=0.9' }, 'ltr', ['/assets/auth-en1.js']],
    ['fr', { Cookie: 'locale=fr' }, 'ltr', ['/assets/fr-bbb222.js', '/assets/auth-fr1.js']],
    ['ar', { 'Accept-Language': 'ar-LB,ar;q=0.9' }, 'rtl', ['/assets/ar-ccc333.js', '/assets/auth-ar1.js']],
  ] as const)(
    'sends /login in %s with its HTML in the root, its title, and its scripts (its messages included) for after the first paint',
    async (locale, headers, dir, messages) => {
      const page = await get('/login', headers);
      expect(page.status).toBe(200);
      expect(page.text).toContain(`<html lang="${locale}" dir="${dir}">`);
      expect(page.text).toContain(`<div id="root" data-prerendered><div class="layout"><h1>/login in ${locale}</h1>`);
      // The configured settings, in the HTML and in the JSON the client reads: the same values.
      expect(page.text).toContain('Chat on 96171999888 for $25 ($& $1)');
      expect(page.text).toContain('"whatsappNumber":"96171999888"');
      expect(page.text).toContain(`<title>Screen (${locale}) &amp; more · Darsak</title>`);
      expect(page.text).not.toContain('<title>Darsak</title>');
      // No script fetched beside the stylesheets: the boot script loads them after the first paint.
      expect(page.text).not.toContain('<script type="module" crossorigin src="/assets/index-eee555.js">');
      expect(page.text).not.toContain('rel="modulepreload"');
      expect(page.text).toContain('<script type="module" async crossorigin src="/assets/boot-ddd444.js"></script>');
      const scripts = JSON.parse(/<script id="app-scripts" type="application\/json">([^<]+)<\/script>/.exec(page.text)![1]!);
      expect(scripts).toEqual({
        entry: '/assets/index-eee555.js',
        preload: ['/assets/i18n-fff666.js', '/assets/login-aaa111.js', ...messages],
      });
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(String(page.headers.vary)).toContain('Cookie');
    },
  );

  it('sends the same page for a trailing slash and a query string', async () => {
    for (const path of ['/login/', '/login?next=%2Fpayment']) {
      expect((await get(path)).text, path).toContain('<h1>/login in en</h1>');
    }
  });

  it('sends the plain page to a browser that may hold a session, and for other routes', async () => {
    const signedIn = await get('/login', { Cookie: 'XSRF-TOKEN=abc; locale=fr' });
    expect(signedIn.text).toContain('<div id="root"></div>');
    expect(signedIn.text).toContain('<html lang="fr" dir="ltr">');
    expect(signedIn.text).toContain('<script type="module" crossorigin src="/assets/index-eee555.js"></script>');
    expect(signedIn.text).not.toContain('app-scripts');
    for (const path of ['/', '/tutors', '/login/more']) {
      expect((await get(path)).text, path).toContain('<div id="root"></div>');
    }
  });

  it('falls back to the plain page for a route that fails to render, and keeps serving', async () => {
    const broken = await get('/broken');
    expect(broken.status).toBe(200);
    expect(broken.text).toContain('<div id="root"></div>');
    expect((await get('/payment')).text).toContain('<h1>/payment in en</h1>');
  });

  it('compresses each page once, with an ETag per language that a revisit turns into a 304', async () => {
    const first = await get('/payment', { 'Accept-Encoding': 'br', Cookie: 'locale=ar' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.text).toContain('<div id="root" data-prerendered="empty-cart"><div class="layout"><h1>/payment in ar</h1>');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}-br"$/);
    const again = await get('/payment', { 'Accept-Encoding': 'br', Cookie: 'locale=ar', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    const french = await get('/payment', { 'Accept-Encoding': 'br', Cookie: 'locale=fr', 'If-None-Match': etag });
    expect(french.status).toBe(200);
    expect(french.headers.etag).not.toBe(etag);
  });

  it('never serves the build internals in dot directories (the prerenderer, the manifest)', async () => {
    for (const path of ['/.ssr/entry-server.js', '/.vite/manifest.json']) {
      const response = await get(path, { Accept: '*/*' });
      expect(response.status, path).toBe(404);
      expect(response.text).not.toContain('renderPage');
    }
  });
});
