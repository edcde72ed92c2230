import type { OwnRating, RatingSummary } from '@darsak/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { placeOrder, signedInClient } from '../helpers/shop.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const summaryOf = async (type: string, subjectId: string): Promise<RatingSummary | undefined> =>
  (await new TestClient(server.url).get<RatingSummary[]>(`/api/ratings/summary?type=${type}&subject_id=${subjectId}`)).body[0];

/** The figures recomputed from the ratings table: what the aggregate row must always equal. */
async function scanned(type: 'course' | 'tutor' | 'product', subjectId: string) {
  const rows = await server.app.db
    .selectFrom('ratings')
    .select(['rating', 'verified'])
    .where('type', '=', type)
    .where('subject_id', '=', subjectId)
    .where('hidden_at', 'is', null)
    .execute();
  const sum = rows.reduce((a, r) => a + r.rating, 0);
  return { count: rows.length, sum, verified_count: rows.filter((r) => r.verified).length };
}
const aggregateRow = (type: 'course' | 'tutor' | 'product', subjectId: string) =>
  server.app.db
    .selectFrom('rating_aggregates')
    .select(['count', 'sum', 'verified_count'])
    .where('type', '=', type)
    .where('subject_id', '=', subjectId)
    .executeTakeFirst();

async function markPaid(reference: string) {
  const admin = await signedInClient(server, { role: 'admin' });
  const response = await admin.client.post(`/api/admin/orders/${reference}/mark-paid`, {});
  expect(response.status).toBe(200);
}

describe('verified ratings', () => {
  it('counts a course rating as verified when its author paid for the course, before or after rating', async () => {
    const before = await signedInClient(server);
    const after = await signedInClient(server);
    const unpaid = await signedInClient(server);
    const otherCourse = await signedInClient(server);

    // Paid first, then rated.
    await markPaid((await placeOrder(before.client, [15])).reference);
    expect((await before.client.post('/api/ratings', { type: 'course', subject_id: 15, rating: 5 })).status).toBe(201);
    // Rated first, then paid.
    expect((await after.client.post('/api/ratings', { type: 'course', subject_id: '15', rating: 4 })).status).toBe(201);
    // An order that is only pending, and a paid order of another course, verify nothing.
    await placeOrder(unpaid.client, [15]);
    await unpaid.client.post('/api/ratings', { type: 'course', subject_id: 15, rating: 3 });
    await markPaid((await placeOrder(otherCourse.client, [16])).reference);
    await otherCourse.client.post('/api/ratings', { type: 'course', subject_id: 15, rating: 2 });

    expect(await summaryOf('course', '15')).toEqual({ type: 'course', subject_id: '15', average: 3.5, count: 4, verified_count: 1 });
    await markPaid((await placeOrder(after.client, [15, 17])).reference);
    expect(await summaryOf('course', '15')).toEqual({ type: 'course', subject_id: '15', average: 3.5, count: 4, verified_count: 2 });
    expect(await aggregateRow('course', '15')).toEqual(await scanned('course', '15'));

    // Editing a verified rating keeps it verified and moves the average.
    expect((await after.client.post('/api/ratings', { type: 'course', subject_id: 15, rating: 1 })).status).toBe(200);
    expect(await summaryOf('course', '15')).toEqual({ type: 'course', subject_id: '15', average: 2.8, count: 4, verified_count: 2 });
  });

  it('takes a deleted account’s ratings out of the figures', async () => {
    const stays = await signedInClient(server);
    const leaves = await signedInClient(server);
    const sold = await placeOrder(leaves.client, [18]);
    await markPaid(sold.reference);
    await stays.client.post('/api/ratings', { type: 'course', subject_id: 18, rating: 2 });
    await leaves.client.post('/api/ratings', { type: 'course', subject_id: 18, rating: 5 });
    await leaves.client.post('/api/ratings', { type: 'tutor', subject_id: 4, rating: 5 });
    expect(await summaryOf('course', '18')).toMatchObject({ count: 2, verified_count: 1, average: 3.5 });

    expect((await leaves.client.delete('/api/user')).status).toBe(204);
    expect(await summaryOf('course', '18')).toEqual({ type: 'course', subject_id: '18', average: 2, count: 1, verified_count: 0 });
    expect(await aggregateRow('tutor', '4')).toEqual(await scanned('tutor', '4'));
    // The sale stays in the books, naming no one (decision 012).
    const order = await server.app.db.selectFrom('orders').selectAll().where('reference', '=', sold.reference).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'paid', user_id: null, session_key: null });
  });

  it('keeps the figures exact under many simultaneous ratings of one subject', async () => {
    const raters = await Promise.all(Array.from({ length: 12 }, () => signedInClient(server)));
    const results = await Promise.all(
      raters.map((r, i) => r.client.post('/api/ratings', { type: 'tutor', subject_id: 5, rating: (i % 5) + 1 })),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    // The same users change their minds, all at once.
    await Promise.all(raters.map((r, i) => r.client.post('/api/ratings', { type: 'tutor', subject_id: 5, rating: 5 - (i % 5) })));
    expect(await aggregateRow('tutor', '5')).toEqual(await scanned('tutor', '5'));
    expect((await summaryOf('tutor', '5'))?.count).toBe(12);
  });
});

describe("platform ratings ('product')", () => {
  it.each([[1], ['anything'], [null], [undefined]])('accept subject_id %s and store it as the one platform subject', async (subjectId) => {
    const { client } = await signedInClient(server);
    const body: Record<string, unknown> = { type: 'product', rating: 4, feedback: null };
    if (subjectId !== undefined) body.subject_id = subjectId;
    const response = await client.post('/api/ratings', body);
    expect(response.status).toBe(201);
    expect(response.body.rating.subject_id).toBe('platform');
    expect(await aggregateRow('product', 'platform')).toEqual(await scanned('product', 'platform'));
  });
});

describe('GET /api/ratings/mine', () => {
  it("answers the signed-in user's own ratings of the type, and 401 signed out", async () => {
    const { client } = await signedInClient(server);
    await client.post('/api/ratings', { type: 'course', subject_id: 3, rating: 4, feedback: 'Good notes.' });
    await client.post('/api/ratings', { type: 'course', subject_id: 20, rating: 2 });
    await client.post('/api/ratings', { type: 'tutor', subject_id: 1, rating: 5 });
    const other = await signedInClient(server);
    await other.client.post('/api/ratings', { type: 'course', subject_id: 3, rating: 1 });

    const response = await client.get<OwnRating[]>('/api/ratings/mine?type=course');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toEqual([
      { type: 'course', subject_id: '3', rating: 4, feedback: 'Good notes.', updated_at: expect.any(String) },
      { type: 'course', subject_id: '20', rating: 2, feedback: null, updated_at: expect.any(String) },
    ]);
    expect((await client.get('/api/ratings/mine?type=tutor')).body).toHaveLength(1);
    expect((await client.get('/api/ratings/mine?type=product')).body).toEqual([]);
    expect((await client.get('/api/ratings/mine')).status).toBe(422);
    expect((await client.get('/api/ratings/mine?type=teacher')).status).toBe(422);
    expect((await new TestClient(server.url).get('/api/ratings/mine?type=course')).status).toBe(401);
  });
});
