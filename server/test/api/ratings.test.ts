import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/db/seeds/catalogue.ts';
import type { User } from '../../src/db/schema.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { actingAs, createUser } from '../helpers/factories.ts';

let server: TestServer;
let user: User;
let client: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalogue(server.app.db);
});
afterAll(() => server.close());

beforeEach(async () => {
  await server.app.db.deleteFrom('ratings').execute();
  await server.app.db.deleteFrom('rating_aggregates').execute();
  user = await createUser(server);
  client = new TestClient(server.url);
  await actingAs(server, client, user);
});

const ratingRows = () => server.app.db.selectFrom('ratings').selectAll().orderBy('id').execute();

async function rateAs(type: string, subjectId: string | number, rating: number) {
  const someone = await createUser(server);
  const c = new TestClient(server.url);
  await actingAs(server, c, someone);
  const response = await c.post('/api/ratings', { type, subject_id: subjectId, rating, feedback: null });
  expect(response.status).toBe(201);
}

describe('POST /api/ratings', () => {
  it('stores a new rating and answers 201 with the rating', async () => {
    const response = await client.post('/api/ratings', { type: 'course', subject_id: 3, rating: 4, feedback: 'Clear lectures.' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      message: 'Rating submitted successfully.',
      rating: {
        id: expect.any(Number),
        type: 'course',
        subject_id: '3',
        rating: 4,
        feedback: 'Clear lectures.',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    const rows = await ratingRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: user.id, type: 'course', subject_id: '3', rating: 4, feedback: 'Clear lectures.' });
  });

  it('replaces the earlier rating of the same subject and answers 200, keeping one row', async () => {
    const first = await client.post('/api/ratings', { type: 'tutor', subject_id: '1', rating: 2, feedback: 'Late.' });
    expect(first.status).toBe(201);
    const second = await client.post('/api/ratings', { type: 'tutor', subject_id: 1, rating: 5, feedback: null });
    expect(second.status).toBe(200);
    expect(second.body.rating).toMatchObject({ id: first.body.rating.id, rating: 5, feedback: null });
    expect(second.body.rating.created_at).toBe(first.body.rating.created_at);
    const rows = await ratingRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 5, feedback: null, subject_id: '1' });
  });

  it('keeps separate ratings per subject, per type and per user', async () => {
    await client.post('/api/ratings', { type: 'course', subject_id: 1, rating: 3, feedback: null });
    await client.post('/api/ratings', { type: 'course', subject_id: 2, rating: 3, feedback: null });
    await client.post('/api/ratings', { type: 'tutor', subject_id: 1, rating: 3, feedback: null });
    await rateAs('course', 1, 5);
    expect(await ratingRows()).toHaveLength(4);
  });

  it('trims the feedback and stores empty or blank feedback as null', async () => {
    const trimmed = await client.post('/api/ratings', { type: 'course', subject_id: 1, rating: 5, feedback: '  Great course!  \n' });
    expect(trimmed.body.rating.feedback).toBe('Great course!');
    const blank = await client.post('/api/ratings', { type: 'course', subject_id: 2, rating: 5, feedback: '   ' });
    expect(blank.body.rating.feedback).toBeNull();
    const missing = await client.post('/api/ratings', { type: 'course', subject_id: 4, rating: 5 });
    expect(missing.status).toBe(201);
    expect(missing.body.rating.feedback).toBeNull();
    const rows = await ratingRows();
    expect(rows.map((r) => r.feedback)).toEqual(['Great course!', null, null]);
  });

  it('accepts feedback of exactly 500 characters (after trimming) and refuses 501', async () => {
    const ok = await client.post('/api/ratings', { type: 'course', subject_id: 1, rating: 4, feedback: ` ${'a'.repeat(500)} ` });
    expect(ok.status).toBe(201);
    const tooLong = await client.post('/api/ratings', { type: 'course', subject_id: 2, rating: 4, feedback: 'a'.repeat(501) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body).toMatchObject({
      message: 'The feedback field must not be greater than 500 characters.',
      code: 'validation.max.string',
      errors: { feedback: ['The feedback field must not be greater than 500 characters.'] },
    });
    expect(await ratingRows()).toHaveLength(1);
  });

  it('accepts ratings 1 and 5 and refuses 0, 6, 4.5 and text, storing nothing', async () => {
    for (const [rating, message] of [
      [0, 'The rating field must be at least 1.'],
      [6, 'The rating field must not be greater than 5.'],
      [4.5, 'The rating field must be an integer.'],
      ['five', 'The rating field must be a number.'],
      [null, 'The rating field is required.'],
    ] as const) {
      const response = await client.post('/api/ratings', { type: 'course', subject_id: 1, rating, feedback: null });
      expect(response.status, `rating ${rating}`).toBe(422);
      expect(response.body.errors).toEqual({ rating: [message] });
    }
    expect(await ratingRows()).toHaveLength(0);
    expect((await client.post('/api/ratings', { type: 'course', subject_id: 1, rating: 1, feedback: null })).status).toBe(201);
    expect((await client.post('/api/ratings', { type: 'course', subject_id: 2, rating: 5, feedback: null })).status).toBe(201);
  });

  it('refuses an unknown type and a missing, empty or oversize subject id', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ type: 'teacher', subject_id: 1, rating: 3 }, { type: ['The selected type is invalid.'] }],
      [{ subject_id: 1, rating: 3 }, { type: ['The type field is required.'] }],
      [{ type: 'course', rating: 3 }, { subject_id: ['The subject id field is required.'] }],
      [{ type: 'course', subject_id: '  ', rating: 3 }, { subject_id: ['The subject id field is required.'] }],
      [
        { type: 'tutor', subject_id: 'p'.repeat(65), rating: 3 },
        { subject_id: ['The subject id field must not be greater than 64 characters.'] },
      ],
      [{ type: 'course', subject_id: { id: 1 }, rating: 3 }, { subject_id: ['The subject id field must be a string.'] }],
    ];
    for (const [body, errors] of cases) {
      const response = await client.post('/api/ratings', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.errors).toEqual(errors);
    }
    expect(await ratingRows()).toHaveLength(0);
  });

  it('refuses subjects that do not exist: course 0, 26 or "01", an unknown tutor', async () => {
    for (const [type, subjectId] of [
      ['course', 0],
      ['course', 26],
      ['course', '01'],
      ['course', 'abc'],
      ['tutor', 999],
      ['tutor', '1.5'],
    ] as const) {
      const response = await client.post('/api/ratings', { type, subject_id: subjectId, rating: 3 });
      expect(response.status, `${type} ${subjectId}`).toBe(422);
      expect(response.body).toMatchObject({
        message: 'The selected subject id is invalid.',
        code: 'validation.in',
        errors: { subject_id: ['The selected subject id is invalid.'] },
      });
    }
    expect(await ratingRows()).toHaveLength(0);
    for (const [type, subjectId] of [
      ['course', 25],
      ['tutor', 6],
      ['product', 'platform'],
    ] as const) {
      expect((await client.post('/api/ratings', { type, subject_id: subjectId, rating: 3 })).status).toBe(201);
    }
  });

  it('answers 401 to a guest and stores nothing', async () => {
    const guest = new TestClient(server.url);
    await guest.csrf();
    const response = await guest.post('/api/ratings', { type: 'course', subject_id: 1, rating: 5 });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Unauthenticated.', code: 'auth.unauthenticated' });
    expect(await ratingRows()).toHaveLength(0);
  });

  it('answers 403 to a user whose e-mail address is not verified and stores nothing', async () => {
    const unverified = await createUser(server, { email_verified_at: null });
    const c = new TestClient(server.url);
    await actingAs(server, c, unverified);
    const response = await c.post('/api/ratings', { type: 'course', subject_id: 1, rating: 5 });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Your email address is not verified.', code: 'auth.unverified' });
    expect(await ratingRows()).toHaveLength(0);
  });

  it('answers 419 without the CSRF header and stores nothing', async () => {
    const response = await client.post('/api/ratings', { type: 'course', subject_id: 1, rating: 5 }, { 'X-XSRF-TOKEN': '' });
    expect(response.status).toBe(419);
    expect(await ratingRows()).toHaveLength(0);
  });

  it('answers 400 to malformed JSON and 413 to an oversize body, storing nothing', async () => {
    const malformed = await client.post('/api/ratings', '{"type":"course",', { 'Content-Type': 'application/json' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'The request body is not valid JSON.', code: 'http.invalid_json' });
    const huge = JSON.stringify({ type: 'course', subject_id: 1, rating: 5, feedback: 'x'.repeat(1024 * 1024) });
    const oversize = await client.post('/api/ratings', huge, { 'Content-Type': 'application/json' });
    expect(oversize.status).toBe(413);
    expect(await ratingRows()).toHaveLength(0);
  });

  it('does not let the client choose the user or the id', async () => {
    const other = await createUser(server);
    const response = await client.post('/api/ratings', { type: 'course', subject_id: 5, rating: 4, user_id: other.id, id: 777 });
    expect(response.status).toBe(201);
    const rows = await ratingRows();
    expect(rows[0]!.user_id).toBe(user.id);
    expect(rows[0]!.id).not.toBe(777);
  });
});

describe('the per-user limit on rating writes', () => {
  it('answers 429 Too Many Attempts. past RATING_WRITES_PER_HOUR writes in an hour, changing nothing; others still rate', async () => {
    const max = server.app.config.ratingWritesPerHour;
    expect(max).toBe(60);
    for (let i = 0; i < max; i++) {
      const response = await client.post('/api/ratings', { type: 'course', subject_id: 1 + (i % 25), rating: 1 + (i % 5), feedback: null });
      expect(response.status, `write ${i + 1}`).toBeLessThan(300);
    }
    const before = await ratingRows();
    const refused = await client.post('/api/ratings', { type: 'course', subject_id: 2, rating: 5, feedback: 'Once more.' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too Many Attempts.', code: 'throttle.too_many_attempts' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await ratingRows()).toEqual(before);

    await rateAs('course', 2, 3); // another user is not limited by this one
  });
});

describe('GET /api/ratings/summary', () => {
  it('gives the average (one decimal) and count of every rated subject of the type', async () => {
    await rateAs('course', 1, 5);
    await rateAs('course', 1, 4);
    await rateAs('course', 1, 4);
    await rateAs('course', 10, 2);
    await rateAs('course', 2, 3);
    await rateAs('tutor', 1, 1);
    const guest = new TestClient(server.url);
    const response = await guest.get('/api/ratings/summary?type=course');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { type: 'course', subject_id: '1', average: 4.3, count: 3, verified_count: 0 },
      { type: 'course', subject_id: '2', average: 3, count: 1, verified_count: 0 },
      { type: 'course', subject_id: '10', average: 2, count: 1, verified_count: 0 },
    ]);
    const tutors = await guest.get('/api/ratings/summary?type=tutor');
    expect(tutors.body).toEqual([{ type: 'tutor', subject_id: '1', average: 1, count: 1, verified_count: 0 }]);
    expect((await guest.get('/api/ratings/summary?type=product')).body).toEqual([]);
  });

  it('counts a replaced rating once, with its new value', async () => {
    await client.post('/api/ratings', { type: 'product', subject_id: 'platform', rating: 1 });
    await client.post('/api/ratings', { type: 'product', subject_id: 'platform', rating: 4 });
    await rateAs('product', 'platform', 5);
    const response = await client.get('/api/ratings/summary?type=product');
    expect(response.body).toEqual([{ type: 'product', subject_id: 'platform', average: 4.5, count: 2, verified_count: 0 }]);
  });

  it('filters by subject_id when given', async () => {
    await rateAs('course', 7, 5);
    await rateAs('course', 8, 1);
    const response = await client.get('/api/ratings/summary?type=course&subject_id=8');
    expect(response.body).toEqual([{ type: 'course', subject_id: '8', average: 1, count: 1, verified_count: 0 }]);
    expect((await client.get('/api/ratings/summary?type=course&subject_id=9')).body).toEqual([]);
  });

  it('answers 422 without a valid type', async () => {
    const missing = await client.get('/api/ratings/summary');
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({
      message: 'The type field is required.',
      code: 'validation.required',
      errors: { type: ['The type field is required.'] },
    });
    const wrong = await client.get('/api/ratings/summary?type=teacher');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ type: ['The selected type is invalid.'] });
  });

  it('is revalidated by browsers (no-cache with an ETag) and answers 304 when unchanged', async () => {
    await rateAs('course', 3, 5);
    const first = await client.get('/api/ratings/summary?type=course');
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await client.get('/api/ratings/summary?type=course', { 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    await rateAs('course', 3, 1);
    const changed = await client.get('/api/ratings/summary?type=course', { 'If-None-Match': etag! });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual([{ type: 'course', subject_id: '3', average: 3, count: 2, verified_count: 0 }]);
  });
  it('compresses a large summary once and shows a change made elsewhere (another instance) at once', async () => {
    // 40 rated courses, as in the scale data set: over the compression threshold.
    await server.app.db
      .insertInto('rating_aggregates')
      .values(
        Array.from({ length: 40 }, (_, i) => ({ type: 'product' as const, subject_id: `p${i + 1}`, count: 3, sum: 12, verified_count: 1 })),
      )
      .execute();
    const headers = { 'Accept-Encoding': 'br' };
    const first = await client.get('/api/ratings/summary?type=product', headers);
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('vary')).toContain('Accept-Encoding');
    expect(first.body).toHaveLength(40);
    expect(first.body[1]).toEqual({ type: 'product', subject_id: 'p2', average: 4, count: 3, verified_count: 1 });
    const again = await client.get('/api/ratings/summary?type=product', headers);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    // A write this process did not make: the next read sees it.
    await server.app.db
      .updateTable('rating_aggregates')
      .set({ count: 4, sum: 20 })
      .where('type', '=', 'product')
      .where('subject_id', '=', 'p2')
      .execute();
    const changed = await client.get('/api/ratings/summary?type=product', headers);
    expect(changed.headers.get('etag')).not.toBe(first.headers.get('etag'));
    expect(changed.body[1]).toEqual({ type: 'product', subject_id: 'p2', average: 5, count: 4, verified_count: 1 });
  });
});
