import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdminCourse } from '@darsak/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/db/schema.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import type { TestClient } from '../helpers/client.ts';
import { signedInClient } from '../helpers/shop.ts';

/**
 * Decision 083, amended: the catalogue routes (a category, a course, /coursecat, /tutors) reach an
 * anonymous visitor with their HTML drawn from the very catalogue the page embeds, and are drawn
 * again when the catalogue changes. The renderer here stands in for the build's prerenderer; it
 * writes the version and the category's courses it was given, so the test sees what it drew from
 * (the real one is hydrated in web/src/app/prerender.test.tsx and in e2e/prerender-catalogue.spec.ts).
 */
const FAKE_RENDERER = `
export const prerenderedPaths = [];
export async function renderPage() { throw new Error('no static route here'); }
export const cataloguePrerenderedRoutes = ['/coursecat', '/courses/:categoryId', '/tutors'];
export async function renderCataloguePage(path, locale, settings, catalogue) {
  const category = /^\\/courses\\/([1-9][0-9]*)$/.exec(path);
  if (path.startsWith('/courses/') && !(category && catalogue.categories.some((c) => c.id === Number(category[1])))) return null;
  const titles = catalogue.courses.filter((c) => category && c.categoryId === Number(category[1])).map((c) => c.title);
  return {
    html: '<div class="page-loader"></div><h1>' + path + ' ' + locale + ' v=' + catalogue.version + '</h1><p>' + titles.join('|') + '</p>',
    title: 'Drawn · Darsak',
    emptyCart: path.startsWith('/courses/'),
    areas: [],
  };
}
`;

let server: TestServer;
let dist: string;
let admin: { user: User; client: TestClient };
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'darsak-dist-'));
  mkdirSync(join(dist, '.ssr'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><title>Darsak</title>' +
      '<script type="module" crossorigin src="/assets/index-eee555.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, '.ssr', 'entry-server.js'), FAKE_RENDERER);
  writeFileSync(join(dist, 'prerender.json'), JSON.stringify({ boot: '/assets/boot-ddd444.js', locales: {} }));
  server = await startTestServer({ WEB_DIST_DIR: dist });
  admin = await signedInClient(server, { role: 'admin' });
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (path: string, headers: Record<string, string> = {}) =>
  (await fetch(server.url + path, { headers: { Accept: 'text/html', ...headers } })).text();
/** The version of the catalogue the page embeds, and the one its HTML was drawn from. */
const versions = (html: string) => ({
  embedded: (JSON.parse(/<script id="catalogue-data" type="application\/json">([^<]*)<\/script>/.exec(html)![1]!) as { version: string })
    .version,
  drawn: / v=([^<]+)<\/h1>/.exec(html)?.[1],
});

describe('prerendered catalogue routes', () => {
  it('sends /courses/1 with its HTML drawn from the catalogue it embeds, the app scripts after the first paint', async () => {
    const html = await page('/courses/1');
    expect(html).toContain('<div id="root" data-prerendered="empty-cart" data-prerendered-path="/courses/1"><div class="page-loader">');
    expect(html).toContain('<title>Drawn · Darsak</title>');
    const { embedded, drawn } = versions(html);
    expect(drawn).toBe(embedded);
    expect(html).toContain('<script type="module" async crossorigin src="/assets/boot-ddd444.js"></script>');
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-eee555.js">');
    for (const [path, marker] of [
      ['/coursecat', 'data-prerendered data-prerendered-path="/coursecat"'],
      ['/tutors', 'data-prerendered data-prerendered-path="/tutors"'],
      ['/courses/1/', 'data-prerendered="empty-cart" data-prerendered-path="/courses/1/"'],
    ]) {
      expect(await page(path!), path).toContain(`<div id="root" ${marker}>`);
    }
    expect(await page('/courses/1', { 'Accept-Language': 'fr' })).toContain('<h1>/courses/1 fr v=');
  });

  it('sends the plain page (with the catalogue) to a session, for a query, and for an id the catalogue does not name', async () => {
    for (const [path, headers] of [
      ['/courses/1', { Cookie: 'XSRF-TOKEN=abc' }],
      ['/courses/1?semester=2', {}],
      ['/courses/999', {}],
      ['/courses/01', {}],
    ] as const) {
      const html = await page(path, headers);
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).toContain('<script id="catalogue-data"');
    }
  });

  it('draws the page again when the catalogue changes: a course added to category 1 is in the next one', async () => {
    const before = await page('/courses/1');
    const created = await admin.client.post<AdminCourse>('/api/admin/courses', {
      category_id: 1,
      code: 'Y7301',
      title: 'Compilers Drawn Anew',
      subject: 'Maths',
      sem: '2',
      credits: 6,
      time: '12 weeks',
      lectures: 24,
      price: '7.50',
      what_you_will_learn: ['Parsing'],
    });
    expect(created.status, created.text).toBe(201);
    const after = await page('/courses/1');
    expect(before).not.toContain('Compilers Drawn Anew');
    expect(after).toContain('Compilers Drawn Anew');
    const { embedded, drawn } = versions(after);
    expect(drawn).toBe(embedded);
    expect(drawn).not.toBe(versions(before).drawn);
  });
});
