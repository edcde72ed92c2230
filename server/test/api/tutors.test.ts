import { CATALOGUE_COURSES, CATALOGUE_TUTORS, type ApiCourse, type Tutor } from '@darsak/common';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDatabase } from '../../src/db/seeds/index.ts';
import { seedCatalogue } from '../../src/db/seeds/catalogue.ts';
import { invalidateCachedBodies } from '../../src/lib/http/cached-body.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const TUTOR_KEYS = [
  'id',
  'image',
  'name',
  'university',
  'major',
  'year',
  'bio',
  'courses',
  'rating',
  'reviews',
  'privateCourses',
  'contact',
  'joinedDate',
  'yearsOfExperience',
  'students',
  'successRate',
  'hourlyRate',
  'availability',
].sort();

const countTutors = async () => (await server.app.db.selectFrom('tutors').select('id').execute()).length;

describe('GET /api/tutors', () => {
  it('has the six tutors seeded when the app starts', async () => {
    expect(await countTutors()).toBe(6);
  });

  it('answers an empty list when no tutor exists', async () => {
    await server.app.db.deleteFrom('tutors').execute();
    invalidateCachedBodies(server.app.db); // a write outside the repositories
    const response = await new TestClient(server.url).get('/api/tutors');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('lists the six seeded tutors, in order, in the exact shape of the Tutor type', async () => {
    await seedCatalogue(server.app.db);
    const response = await new TestClient(server.url).get<Tutor[]>('/api/tutors');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    const tutors = response.body;
    // Courses are linked by id (decision 071): the card lists the titles of the courses on sale.
    const titleOf = new Map(CATALOGUE_COURSES.map((c) => [`${c.categoryId === 1 ? 'CSVT' : 'MISPE'} ${c.code}`, c.title]));
    // The weekly hours are drawn from the rules the seeder wrote from the same texts (decision 072).
    expect(tutors).toEqual(
      CATALOGUE_TUTORS.map((t) => ({
        ...t,
        courses: t.courses.map((label) => titleOf.get(label.split(' ').slice(0, 2).join(' '))).filter(Boolean),
        availability: expect.any(Array),
      })),
    );
    expect(tutors[0]!.availability).toEqual([
      { day: 'Monday', time: '16:00–19:00 (Beirut time)' },
      { day: 'Wednesday', time: '16:00–19:00 (Beirut time)' },
      { day: 'Thursday', time: '17:00–20:00 (Beirut time)' },
      { day: 'Saturday', time: '10:00–14:00 (Beirut time)' },
    ]);
    for (const [index, tutor] of tutors.entries())
      expect(tutor.availability.map((a) => a.day)).toEqual(CATALOGUE_TUTORS[index]!.availability.map((a) => a.day));
    expect(tutors.map((t) => [t.id, t.name])).toEqual([
      [1, 'Rana Haddad'],
      [2, 'Karim Nassar'],
      [3, 'Maya Khoury'],
      [4, 'Omar Fakhoury'],
      [5, 'Lea Saade'],
      [6, 'Hadi Mansour'],
    ]);
    expect(tutors[0]).toMatchObject({ major: 'Biochemistry', university: 'Lebanese University' });
    expect(tutors[1]).toMatchObject({ major: 'Computer Science', university: 'Lebanese University' });
    for (const tutor of tutors) {
      expect(Object.keys(tutor).sort(), tutor.name).toEqual(TUTOR_KEYS);
      const slug = tutor.name.toLowerCase().replace(/\s+/g, '-');
      expect(tutor.image).toBe(`/images/tutors/${slug}.svg`);
      expect(typeof tutor.bio === 'string' && tutor.bio.length > 40).toBe(true);
      expect(tutor.year).toMatch(/^(Year [1-7]|Graduate)$/);
      expect(Number.isInteger(tutor.rating) && tutor.rating >= 0 && tutor.rating <= 5).toBe(true);
      expect(tutor.courses.length).toBeGreaterThan(0);
      for (const course of tutor.courses) expect(CATALOGUE_COURSES.map((c) => c.title)).toContain(course);
      expect(tutor.reviews.length).toBeGreaterThan(0);
      for (const review of tutor.reviews) {
        expect(Object.keys(review).sort()).toEqual(['comment', 'date', 'rating', 'user']);
        expect(review.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(review.date > tutor.joinedDate).toBe(true);
        expect(Number.isInteger(review.rating) && review.rating >= 0 && review.rating <= 5).toBe(true);
      }
      expect(tutor.privateCourses.length).toBeGreaterThan(0);
      for (const course of tutor.privateCourses) {
        expect(Object.keys(course).sort()).toEqual(['description', 'pricePerHour', 'title']);
        expect(course.pricePerHour).toBeGreaterThan(0);
      }
      expect(Object.keys(tutor.contact).sort()).toEqual(['email', 'phone', 'whatsapp']);
      expect(tutor.contact.email).toMatch(/^[\w.]+@darsak\.app$/);
      expect(tutor.contact.whatsapp).toMatch(/^961\d{7,8}$/);
      expect(tutor.joinedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(tutor.joinedDate))).toBe(false);
      for (const n of [tutor.yearsOfExperience, tutor.students, tutor.successRate]) expect(Number.isInteger(n)).toBe(true);
      expect(tutor.successRate).toBeLessThanOrEqual(100);
      expect(tutor.hourlyRate).toBeGreaterThanOrEqual(5);
      expect(tutor.hourlyRate).toBeLessThanOrEqual(100);
      expect(tutor.availability.length).toBeGreaterThan(0);
      for (const slot of tutor.availability) expect(Object.keys(slot).sort()).toEqual(['day', 'time']);
    }
    const majors = new Set(tutors.map((t) => t.major));
    for (const major of ['Chemistry', 'Mathematics', 'Physics', 'Biology']) expect(majors).toContain(major);
  });

  it('seeds only an empty database: seeding again adds no row and keeps what an admin changed', async () => {
    await seedCatalogue(server.app.db);
    expect(await countTutors()).toBe(6);
    await server.app.db.updateTable('tutors').set({ students: 99, hourly_rate_cents: 1 }).where('id', '=', 1).execute();
    await seedCatalogue(server.app.db);
    await seedCatalogue(server.app.db);
    expect(await countTutors()).toBe(6);
    const row = await server.app.db
      .selectFrom('tutors')
      .select(['students', 'hourly_rate_cents'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ students: 99, hourly_rate_cents: 1 });
  });

  it('lets a tutor added after seeding take the next id (the sequence was moved past the explicit ids)', async () => {
    const base = CATALOGUE_TUTORS[5]!;
    const inserted = await server.app.db
      .insertInto('tutors')
      .values({
        name: 'New Tutor',
        image: '/images/tutors/new-tutor.svg',
        university: base.university,
        major: base.major,
        year: base.year,
        bio: null,
        courses: '[]',
        rating: 0,
        reviews: '[]',
        private_courses: '[]',
        contact: JSON.stringify(base.contact),
        joined_date: '2025-01-01',
        years_of_experience: 0,
        students: 0,
        success_rate: 0,
        availability: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    invalidateCachedBodies(server.app.db);
    expect(inserted.id).toBe(7);
    const response = await new TestClient(server.url).get<Tutor[]>('/api/tutors');
    expect(response.body.at(-1)).toMatchObject({ id: 7, name: 'New Tutor', bio: null, courses: [], reviews: [] });
    await server.app.db.deleteFrom('tutors').where('id', '=', 7).execute();
    invalidateCachedBodies(server.app.db);
  });

  it('seeds tutors with or without the demo account, and seeding again adds no tutor', async () => {
    await seedDatabase(server.app.db, { demoAccount: false });
    await seedDatabase(server.app.db, { demoAccount: true });
    const response = await new TestClient(server.url).get<Tutor[]>('/api/tutors');
    expect(response.body.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('GET /api/tutors/{id}', () => {
  it('answers every listed tutor with every field, the same as the list', async () => {
    await seedCatalogue(server.app.db);
    const client = new TestClient(server.url);
    const list = (await client.get<Tutor[]>('/api/tutors')).body;
    expect(list).toHaveLength(6);
    for (const tutor of list) {
      const response = await client.get<Tutor & { packages: unknown[] }>(`/api/tutors/${tutor.id}`);
      expect(response.status).toBe(200);
      // The list's entity, with the packages of hours on sale added (decision 086; none seeded).
      const { packages, ...entity } = response.body;
      expect(entity).toEqual(tutor);
      expect(packages).toEqual([]);
      expect(Object.keys(entity).sort()).toEqual(TUTOR_KEYS);
    }
  });

  it.each(['7', '0', '-1', 'abc', '1.5', '99999999999', '1%20'])('answers 404 JSON for the unknown or invalid id %s', async (id) => {
    const response = await new TestClient(server.url).get(`/api/tutors/${id}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body).toEqual({ message: 'Tutor not found.', code: 'tutors.not_found' });
  });
});

describe('GET /api/courses', () => {
  it('lists the 25 catalogue courses with their server prices, as cents and as a 2-decimal string', async () => {
    const response = await new TestClient(server.url).get<ApiCourse[]>('/api/courses');
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(25);
    expect(response.body.map((c) => c.id)).toEqual(CATALOGUE_COURSES.map((c) => c.id));
    expect(response.body[0]).toEqual({
      id: 1,
      category_id: 1,
      code: 'B1100',
      title: 'Cell Biology',
      subject: 'Biology',
      credits: 6,
      sem: '1',
      price: '5.00',
      price_cents: 500,
      currency: 'USD',
    });
    for (const course of response.body) expect(course).toMatchObject({ price: '5.00', price_cents: 500 });
  });

  it('answers the price in the database (the one orders charge), not one compiled into the client', async () => {
    await server.app.db.updateTable('courses').set({ price_cents: 1250 }).where('id', '=', 2).execute();
    invalidateCachedBodies(server.app.db); // a write outside the repositories
    const response = await new TestClient(server.url).get<ApiCourse[]>('/api/courses');
    expect(response.body[1]).toMatchObject({ id: 2, price: '12.50', price_cents: 1250 });
    // A start never overwrites what an admin changed (decision 071).
    await seedCatalogue(server.app.db);
    const again = await new TestClient(server.url).get<ApiCourse[]>('/api/courses');
    expect(again.body[1]).toMatchObject({ id: 2, price: '12.50', price_cents: 1250 });
  });

  it('is a cached public read: brotli, ETag and 304', async () => {
    const first = await rawGet(`${server.url}/api/courses`, { 'Accept-Encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(first.body).toString())).toHaveLength(25);
    const again = await rawGet(`${server.url}/api/courses`, { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe('public, no-cache');
  });
});

/** A raw GET (no automatic decompression), to see the bytes and headers as sent. */
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

describe('GET /api/tutors as a cached public read', () => {
  it('sends brotli or gzip by Accept-Encoding, the same JSON in each, with Vary and an ETag per coding', async () => {
    const url = `${server.url}/api/tutors`;
    const plain = await rawGet(url, {});
    const br = await rawGet(url, { 'Accept-Encoding': 'gzip, deflate, br' });
    const gz = await rawGet(url, { 'Accept-Encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(gunzipSync(gz.body).toString()).toBe(plain.body.toString());
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    for (const r of [plain, br, gz]) {
      expect(r.headers.vary).toContain('Accept-Encoding');
      expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(r.headers.etag).toMatch(/^"[\w-]{27}(-br|-gz)?"$/);
    }
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    // A cross-origin read keeps CORS's Vary: Origin beside Accept-Encoding.
    const cors = await rawGet(url, { 'Accept-Encoding': 'br', Origin: 'http://localhost:3000' });
    expect(cors.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(cors.headers.vary).split(/,\s*/)).toEqual(expect.arrayContaining(['Origin', 'Accept-Encoding']));
    const q0 = await rawGet(url, { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(q0.headers['content-encoding']).toBe('gzip');
  });

  it('answers 304 with no body to a matching If-None-Match, and 200 once the tutors change', async () => {
    const url = `${server.url}/api/tutors`;
    await server.app.db.deleteFrom('tutors').execute();
    await seedCatalogue(server.app.db); // the seeded six, as a fresh install has them
    const first = await rawGet(url, { 'Accept-Encoding': 'br' });
    const etag = first.headers.etag as string;
    const again = await rawGet(url, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, no-cache');
    expect((await rawGet(url, { 'If-None-Match': `"other", ${etag}` })).status).toBe(304);
    expect((await rawGet(url, { 'If-None-Match': '"not-this-one"' })).status).toBe(200);

    await server.app.db.deleteFrom('tutors').where('id', '=', 6).execute();
    invalidateCachedBodies(server.app.db);
    const changed = await rawGet(url, { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect((JSON.parse(changed.body.toString()) as Tutor[]).map((t) => t.id)).toEqual([1, 2, 3, 4, 5]);

    await server.app.db.deleteFrom('tutors').execute();
    await seedCatalogue(server.app.db); // the seeder invalidates by itself: the same six again
    const reseeded = await rawGet(url, { 'If-None-Match': etag });
    expect(reseeded.status).toBe(304);
  });
});

describe('public reads and the session', () => {
  it('GET /api/tutors and /api/courses with a session cookie neither read nor renew the session', async () => {
    const client = new TestClient(server.url);
    await client.get('/sanctum/csrf-cookie');
    const store = server.app.sessionStore;
    const get = vi.spyOn(store, 'get');
    // The database store on SQLite reads synchronously (getNow); undefined from it means get reads.
    const getNow = store.getNow ? vi.spyOn(store as Required<typeof store>, 'getNow') : undefined;
    const reads = () => get.mock.calls.length + (getNow?.mock.results.filter((r) => r.value !== undefined).length ?? 0);
    const save = vi.spyOn(store, 'save');
    try {
      for (const path of ['/api/tutors', '/api/courses']) {
        const response = await client.get(path);
        expect(response.status).toBe(200);
        expect(response.headers.get('set-cookie')).toBeNull();
      }
      expect(reads()).toBe(0);
      expect(getNow ?? get).not.toHaveBeenCalled();
      expect(save).not.toHaveBeenCalled();
      // A route that needs the session still reads it.
      expect((await client.get('/api/user')).status).toBe(401);
      expect(reads()).toBe(1);
    } finally {
      get.mockRestore();
      getNow?.mockRestore();
      save.mockRestore();
    }
  });
});
