import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdminCourse, ApiCourse, Tutor } from '@darsak/common';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/db/schema.ts';
import { CATALOGUE_POLL_MS } from '../../src/jobs/catalogue-freshness.ts';
import { startSecondInstance, startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { signedInClient } from '../helpers/shop.ts';

/**
 * Issue 18, part 3 (decision 074): the public side follows the database at once, on every
 * instance. A write through instance A is seen by instance B within its poll of the shared
 * catalogue version (a second), in the JSON answers, in the pages that carry the catalogue, in the
 * link previews and in their images; an archived course or tutor leaves them all.
 */
/** The test servers' APP_URL: the admin's writes come from its origin. */
const APP_URL = 'http://localhost:3000';
let server: TestServer;
let other: TestServer;
let dist: string;
let admin: { user: User; client: TestClient };

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'darsak-public-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Darsak</title></head><body><div id="root"></div></body></html>',
  );
  server = await startTestServer({ WEB_DIST_DIR: dist });
  other = await startSecondInstance(server);
  admin = await signedInClient(server, { role: 'admin' });
}, 60_000);
afterAll(async () => {
  await other?.close();
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

let sequence = 0;
async function createCourse(overrides: Record<string, unknown> = {}): Promise<AdminCourse> {
  sequence += 1;
  const response = await admin.client.post<AdminCourse>('/api/admin/courses', {
    category_id: 2,
    code: `Y${7000 + sequence}`,
    title: 'Numerical Analysis',
    subject: 'Maths',
    sem: '2',
    credits: 6,
    time: '12 weeks',
    lectures: 24,
    price: '7.50',
    what_you_will_learn: ['Root finding', 'Interpolation'],
    translations: { fr: { title: 'Analyse numérique' }, ar: { title: 'التحليل العددي' } },
    ...overrides,
  });
  expect(response.status, response.text).toBe(201);
  return response.body;
}

const page = async (instance: TestServer, path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(instance.url + path, { headers: { Accept: 'text/html', ...headers } });
  return { status: response.status, html: await response.text() };
};
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1]?.replace(/&amp;/g, '&');
/** The catalogue a page carries for its first render. */
const embedded = (html: string) => {
  const match = /<script id="catalogue-data" type="application\/json">([^<]*)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as { locale: string; version: string; courses: Array<Record<string, any>> }) : null;
};
const catalogueCourses = async (instance: TestServer) =>
  (await new TestClient(instance.url).get('/api/catalogue')).body.courses as Array<{ id: number; tutors: Array<{ id: number }> }>;
const apiCourses = async (instance: TestServer, path = '/api/courses') => (await new TestClient(instance.url).get<ApiCourse[]>(path)).body;

/**
 * Waits for `check` to hold on the other instance, and answers how long that took: never more
 * than two polls of the version (the test fails otherwise).
 */
async function within(check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > 2 * CATALOGUE_POLL_MS + 500) throw new Error('the other instance did not follow');
    await new Promise((r) => setTimeout(r, 50));
  }
  return Date.now() - start;
}

describe('an edit through instance A is seen by instance B', () => {
  it('a new course, its new price and title, then its archive reach B’s answers, pages, previews and images within a second', async () => {
    // B builds its cached bodies and pages first, so what it shows later is not a first read.
    const before = await apiCourses(other);
    const home = await page(other, '/');
    expect(embedded(home.html)?.courses.length).toBe(before.length);

    const course = await createCourse();
    const path = `/courses/2/${course.id}`;
    // A at once.
    expect((await apiCourses(server)).find((c) => c.id === course.id)).toMatchObject({ price: '7.50' });
    // B within a poll: the JSON answers, the home page's catalogue and the course's link preview.
    await within(async () => (await apiCourses(other)).some((c) => c.id === course.id));
    await within(async () => Boolean(embedded((await page(other, '/')).html)?.courses.some((c) => c.id === course.id)));
    const preview = await page(other, path);
    expect(meta(preview.html, 'og:title')).toBe(`Numerical Analysis (${course.code}) · Darsak`);
    expect(embedded(preview.html)?.courses.find((c) => c.id === course.id)).toMatchObject({ title: 'Numerical Analysis', price: '7.50' });
    // In French too, from the row's translation.
    const french = await page(other, path, { 'Accept-Language': 'fr' });
    expect(meta(french.html, 'og:title')).toContain('Analyse numérique');
    expect(embedded(french.html)).toMatchObject({ locale: 'fr' });
    expect(embedded(french.html)?.courses.find((c) => c.id === course.id)?.title).toBe('Analyse numérique');

    // The image of a course no build knew: drawn at runtime, 1200x630.
    const image = meta(preview.html, 'og:image')!;
    expect(image).toMatch(new RegExp(`^${APP_URL}/og/courses/${course.id}-[\\w-]{10}\\.png$`));
    const png = await fetch(other.url + image.slice(APP_URL.length));
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await sharp(Buffer.from(await png.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 630, format: 'png' });

    // Renamed and repriced through A.
    expect(
      (await admin.client.patch(`/api/admin/courses/${course.id}`, { code: `${course.code}B`, title: 'Numerical Methods', price: '9.25' }))
        .status,
    ).toBe(200);
    const waited = await within(async () => (await apiCourses(other)).find((c) => c.id === course.id)?.title === 'Numerical Methods');
    expect(waited).toBeLessThanOrEqual(2 * CATALOGUE_POLL_MS + 500);
    expect((await apiCourses(other)).find((c) => c.id === course.id)).toMatchObject({ price: '9.25', code: `${course.code}B` });
    const renamed = await page(other, path);
    expect(meta(renamed.html, 'og:title')).toBe(`Numerical Methods (${course.code}B) · Darsak`);
    expect(meta(renamed.html, 'product:price:amount')).toBe('9.25');
    expect(embedded(renamed.html)?.courses.find((c) => c.id === course.id)).toMatchObject({ title: 'Numerical Methods', price: '9.25' });
    // A new image at a new address (crawlers fetch it again); the old address draws the current one, revalidated.
    const newImage = meta(renamed.html, 'og:image')!;
    expect(newImage).not.toBe(image);
    const newPng = Buffer.from(await (await fetch(other.url + newImage.slice(APP_URL.length))).arrayBuffer());
    const oldPng = await fetch(other.url + image.slice(APP_URL.length));
    expect(oldPng.headers.get('cache-control')).toBe('no-cache');
    expect(Buffer.from(await oldPng.arrayBuffer()).equals(newPng)).toBe(true);

    // Archived through A: it leaves B's answers, pages and previews, and its images answer 404.
    expect((await admin.client.post(`/api/admin/courses/${course.id}/archive`, {})).status).toBe(200);
    await within(async () => !(await apiCourses(other)).some((c) => c.id === course.id));
    const gone = await page(other, path);
    expect(gone.status).toBe(200); // the SPA's page, which shows its not-found screen
    expect(meta(gone.html, 'og:title')).toBeUndefined();
    expect(embedded(gone.html)?.courses.some((c) => c.id === course.id)).toBe(false);
    expect(embedded((await page(other, '/coursecat')).html)?.courses.some((c) => c.id === course.id)).toBe(false);
    for (const url of [image, newImage]) expect((await fetch(other.url + url.slice(APP_URL.length))).status).toBe(404);
    expect(
      (await new TestClient(other.url).get(`/api/catalogue?locale=ar`)).body.courses.some((c: { id: number }) => c.id === course.id),
    ).toBe(false);
  });

  it('a category’s link-preview image is drawn from the courses it sells now: a course added through A gives B’s preview a new image', async () => {
    const imageOf = async () => meta((await page(other, '/courses/2')).html, 'og:image')!;
    const before = await imageOf();
    expect(before).toMatch(new RegExp(`^${APP_URL}/og/categories/2-[\\w-]{10}\\.png$`));
    const png = await fetch(other.url + before.slice(APP_URL.length));
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await sharp(Buffer.from(await png.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 630, format: 'png' });

    const course = await createCourse();
    await within(async () => (await imageOf()) !== before);
    const after = await imageOf();
    expect(after).toMatch(new RegExp(`^${APP_URL}/og/categories/2-[\\w-]{10}\\.png$`));
    expect(after).not.toBe(before);
    // The address shared before draws the current image, revalidated; an unknown category is 404.
    const old = await fetch(other.url + before.slice(APP_URL.length));
    expect(old.status).toBe(200);
    expect(old.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${other.url}/og/categories/99-abcdefghij.png`)).status).toBe(404);

    // Archived, the course leaves the image again.
    expect((await admin.client.post(`/api/admin/courses/${course.id}/archive`, {})).status).toBe(200);
    await within(async () => (await imageOf()) === before);
  });

  it('a tutor archived through A leaves B’s list, course filter, page preview and image; restored, it comes back', async () => {
    const tutors = async (query = '') => (await new TestClient(other.url).get<Tutor[]>(`/api/tutors${query}`)).body;
    const linked = (await tutors('?course_id=1'))[0]!;
    expect(linked).toBeDefined();
    expect((await tutors()).some((t) => t.id === linked.id)).toBe(true);
    const preview = await page(other, `/tutors/${linked.id}`);
    const image = meta(preview.html, 'og:image')!;
    expect(image).toMatch(new RegExp(`/og/tutors/${linked.id}-[\\w-]{10}\\.png$`));
    expect((await fetch(other.url + image.slice(APP_URL.length))).status).toBe(200);
    // The course card lists it on B.
    expect((await catalogueCourses(other)).find((c) => c.id === 1)?.tutors.some((t) => t.id === linked.id)).toBe(true);

    expect((await admin.client.post(`/api/admin/tutors/${linked.id}/archive`, {})).status).toBe(200);
    await within(async () => !(await tutors('?course_id=1')).some((t) => t.id === linked.id));
    expect((await tutors()).some((t) => t.id === linked.id)).toBe(false);
    expect((await new TestClient(other.url).get(`/api/tutors/${linked.id}`)).status).toBe(404);
    expect(meta((await page(other, `/tutors/${linked.id}`)).html, 'og:title')).toBeUndefined();
    expect((await fetch(other.url + image.slice(APP_URL.length))).status).toBe(404);
    expect((await catalogueCourses(other)).find((c) => c.id === 1)?.tutors.some((t) => t.id === linked.id)).toBe(false);

    expect((await admin.client.post(`/api/admin/tutors/${linked.id}/restore`, {})).status).toBe(200);
    await within(async () => (await tutors()).some((t) => t.id === linked.id));
    expect(meta((await page(other, `/tutors/${linked.id}`)).html, 'og:title')).toContain(linked.name);
  });

  it('the version is one row that every write raises by one', async () => {
    const read = async () =>
      Number((await server.app.db.selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow()).version);
    const start = await read();
    expect((await admin.client.patch('/api/admin/categories/1', { name: 'Life Sciences' })).status).toBe(200);
    expect(await read()).toBe(start + 1);
    // A write that changes nothing raises nothing.
    expect((await admin.client.patch('/api/admin/categories/1', { name: 'Life Sciences' })).status).toBe(200);
    expect(await read()).toBe(start + 1);
  });
});
