import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CATALOGUE_TUTORS,
  CATEGORY_TEXTS_AR,
  COURSE_TEXTS_AR,
  COURSE_TEXTS_FR,
  TUTOR_TEXTS_FR,
  catalogueCourse,
  type TutorTexts,
} from '@darsak/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/app.ts';

/**
 * Issue 10: a course, category or tutor link pasted in WhatsApp previews with its title,
 * description, price and a 1200x630 PNG. Fetched as a crawler does: plain HTTP, no JavaScript.
 */
const ROOT = join(import.meta.dirname, '..', '..', '..');
const APP_URL = 'https://darsak.example';
let server: TestServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'darsak-og-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Darsak</title></head><body><div id="root"></div></body></html>',
  );
  // The build's own script draws the images into this dist.
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'og-images.ts'), dist], { cwd: ROOT, stdio: 'pipe' });
  server = await startTestServer({ WEB_DIST_DIR: dist, APP_URL });
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

const crawl = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(server.url + path, { headers: { 'User-Agent': 'WhatsApp/2.23.20 A', Accept: 'text/html', ...headers } });
  return { response, html: await response.text() };
};
/** The content of <meta property|name="key">, decoded as a parser would. */
const meta = (html: string, key: string) => {
  const match = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html);
  return match?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
};

async function expectPng(url: string) {
  expect(url.startsWith(APP_URL)).toBe(true);
  const response = await fetch(server.url + url.slice(APP_URL.length));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  // IHDR: width and height, big-endian, at bytes 16 and 20.
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
}

describe('link previews for crawlers', () => {
  it('a course URL carries its title, description, price and a 1200x630 PNG', async () => {
    const course = catalogueCourse(24)!;
    const { response, html } = await crawl(`/courses/${course.categoryId}/24`);
    expect(response.status).toBe(200);
    expect(html).toContain(`<title>${course.title} (${course.code}) · Darsak</title>`);
    expect(meta(html, 'og:title')).toBe(`${course.title} (${course.code}) · Darsak`);
    expect(meta(html, 'og:description')).toContain(course.whatYouWillSee[0]);
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:url')).toBe(`${APP_URL}/courses/${course.categoryId}/24`);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'product:price:amount')).toBe('5.00');
    expect(meta(html, 'product:price:currency')).toBe('USD');
    expect(html).toContain('<div id="root"></div>'); // still the SPA for a person
    await expectPng(meta(html, 'og:image')!);

    // Cached per path like the plain page: its own ETag, a revisit costs a 304.
    const etag = response.headers.get('etag')!;
    const plain = await crawl('/faq');
    expect(plain.response.headers.get('etag')).not.toBe(etag);
    const again = await fetch(server.url + `/courses/${course.categoryId}/24`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('a category URL and a tutor URL (from the tutors table) carry theirs, without a price', async () => {
    const category = await crawl('/courses/2');
    expect(meta(category.html, 'og:title')).toBe('Computer Science and Mathematics courses · Darsak');
    expect(meta(category.html, 'product:price:amount')).toBeUndefined();
    await expectPng(meta(category.html, 'og:image')!);

    const tutor = CATALOGUE_TUTORS[0]!;
    await server.app.db.updateTable('tutors').set({ name: 'Rana "R" <Haddad> & Co' }).where('id', '=', tutor.id).execute();
    const page = await crawl(`/tutors/${tutor.id}`);
    expect(meta(page.html, 'og:type')).toBe('profile');
    // Escaped in the HTML, exact once decoded.
    expect(page.html).not.toContain('<Haddad>');
    expect(meta(page.html, 'og:title')).toBe('Rana "R" <Haddad> & Co, tutor · Darsak');
    expect(meta(page.html, 'og:description')).toContain(tutor.university);
    await expectPng(meta(page.html, 'og:image')!);
  });

  it('an unknown course, category or tutor, and any other page, get the plain page', async () => {
    for (const path of ['/courses/1/9999', '/courses/2/1', '/courses/7', '/tutors/999', '/faq']) {
      const { response, html } = await crawl(path);
      expect(response.status, path).toBe(200);
      expect(meta(html, 'og:title'), path).toBeUndefined();
      expect(html).toContain('<title>Darsak</title>');
    }
  });

  it('previews in English for a crawler that names no language, with the other two as alternates', async () => {
    const { html } = await crawl('/courses/1/1');
    expect(meta(html, 'og:locale')).toBe('en_US');
    expect([...html.matchAll(/<meta property="og:locale:alternate" content="([^"]+)">/g)].map((m) => m[1])).toEqual(['fr_FR', 'ar_AR']);
  });

  it("previews in the language of ?lang= (the Share button adds the sharer's), in og:url too", async () => {
    const course = catalogueCourse(24)!;
    const french = COURSE_TEXTS_FR[24]!;
    const { html } = await crawl(`/courses/${course.categoryId}/24?lang=fr`);
    expect(meta(html, 'og:title')).toBe(`${french.title} (${course.code}) · Darsak`);
    expect(html).toContain(`<title>${french.title} (${course.code}) · Darsak</title>`);
    expect(meta(html, 'og:description')).toContain(french.topics[0]);
    expect(meta(html, 'og:description')).toMatch(/crédits, semestre \d/);
    expect(meta(html, 'og:locale')).toBe('fr_FR');
    expect([...html.matchAll(/<meta property="og:locale:alternate" content="([^"]+)">/g)].map((m) => m[1])).toEqual(['en_US', 'ar_AR']);
    expect(meta(html, 'og:url')).toBe(`${APP_URL}/courses/${course.categoryId}/24?lang=fr`);
    expect(meta(html, 'product:price:amount')).toBe('5.00'); // machine-read: the same in every language
    expect(html).toMatch(/<html lang="fr" dir="ltr">/);

    const unknown = await crawl(`/courses/${course.categoryId}/24?lang=de`);
    expect(meta(unknown.html, 'og:locale')).toBe('en_US');
  });

  it("previews in the language of Accept-Language, and the visitor's cookie wins over both", async () => {
    const course = catalogueCourse(3)!;
    const arabic = await crawl(`/courses/${course.categoryId}/3`, { 'Accept-Language': 'ar-LB,ar;q=0.9,en;q=0.5' });
    expect(meta(arabic.html, 'og:title')).toBe(`${COURSE_TEXTS_AR[3]!.title} (${course.code}) · درسك`);
    expect(meta(arabic.html, 'og:locale')).toBe('ar_AR');
    expect(arabic.html).toMatch(/<html lang="ar" dir="rtl">/);

    const chosen = await crawl(`/courses/${course.categoryId}/3?lang=ar`, { 'Accept-Language': 'ar', Cookie: 'locale=fr' });
    expect(meta(chosen.html, 'og:title')).toBe(`${COURSE_TEXTS_FR[3]!.title} (${course.code}) · Darsak`);
  });

  it("a category and a tutor preview in the reader's language too", async () => {
    const category = await crawl('/courses/1?lang=ar');
    expect(meta(category.html, 'og:title')).toBe(`مقررات ${CATEGORY_TEXTS_AR[1].name} · درسك`);
    expect(meta(category.html, 'og:description')).toContain(CATEGORY_TEXTS_AR[1].description.slice(0, 60));

    const tutor = CATALOGUE_TUTORS[1]!;
    const page = await crawl(`/tutors/${tutor.id}?lang=fr`);
    const french = (TUTOR_TEXTS_FR as TutorTexts)[tutor.id]!;
    expect(meta(page.html, 'og:title')).toBe(`${french.name}, tutorat · Darsak`);
    expect(meta(page.html, 'og:description')).toContain(french.university);
  });

  it('a course changed in the back office previews as it is now (the database is the source, decision 071); an archived one gets the plain page', async () => {
    // As the back office writes them (its own tests are in admin-catalogue.test.ts).
    const db = server.app.db;
    const course7 = await db.selectFrom('courses').select('translations').where('id', '=', 7).executeTakeFirstOrThrow();
    const translations = JSON.parse(course7.translations);
    translations.fr.title = 'Biologie végétale et écologie';
    await db
      .updateTable('courses')
      .set({ title: 'Plant Biology and Ecology', price_cents: 650, translations: JSON.stringify(translations) })
      .where('id', '=', 7)
      .execute();
    const page = await crawl('/courses/1/7');
    expect(meta(page.html, 'og:title')).toBe('Plant Biology and Ecology (B1200) · Darsak');
    expect(meta(page.html, 'product:price:amount')).toBe('6.50');
    expect(meta((await crawl('/courses/1/7?lang=fr')).html, 'og:title')).toBe('Biologie végétale et écologie (B1200) · Darsak');

    await db.updateTable('courses').set({ archived_at: new Date().toISOString() }).where('id', '=', 8).execute();
    const archived = await crawl('/courses/1/8');
    expect(archived.response.status).toBe(200);
    expect(meta(archived.html, 'og:title')).toBeUndefined();
  });
});
