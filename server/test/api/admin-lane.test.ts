import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { signedInClient } from '../helpers/shop.ts';

/** Decision 082: admin reads wait in their own lane; students' reads do not wait behind them. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_READ_CONCURRENCY: '1' });
});
afterAll(() => server.close());

describe('the admin lane', () => {
  it('answers every admin read in turn, one at a time, while public reads go on', async () => {
    const { client } = await signedInClient(server, { role: 'admin' });
    const admin = Promise.all(Array.from({ length: 12 }, () => client.get('/api/admin/users')));
    const publicReads = Promise.all(Array.from({ length: 12 }, () => fetch(`${server.url}/api/tutors`).then((r) => r.status)));
    expect((await admin).map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(await publicReads).toEqual(Array(12).fill(200));
  });
});
