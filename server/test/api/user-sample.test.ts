import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb, type Db } from '../../src/db/index.ts';
import { userSample, type UserSample } from '../../src/repositories/user-sample.ts';
import { startTestServer, usingPostgres, type TestServer } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';

/**
 * The sample of the accounts that the back office's user search reads to choose how it reads
 * (decision 087, fifth amendment): every weight-th id, newest first, held an hour per database
 * handle and then read again in the background while the held one still answers. PostgreSQL only:
 * SQLite's search reads newest first without it.
 */
let server: TestServer;
let db: Db;
const emailsNewestFirst = async (handle: Db) =>
  (await handle.selectFrom('users').select(['email', 'created_at', 'id']).execute())
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .map((u) => u.email.toLowerCase());

const emailsOf = (sample: UserSample) => sample.email.texts;

describe.skipIf(!usingPostgres())('the sample of the accounts', () => {
  beforeAll(async () => {
    server = await startTestServer();
    db = server.app.db;
    for (let i = 0; i < 5; i += 1) await createUser(server, { email: `Sampled-${i}@Example.com` });
  });
  afterAll(() => server?.close());

  it('is every account of a small table, newest first, held an hour, then read again while the held one answers', async () => {
    const first = (await userSample(db))!;
    expect(first.weight).toBe(1);
    expect(emailsOf(first)).toEqual(await emailsNewestFirst(db));
    expect(first.email.size).toBe(first.created.length);

    await createUser(server, { email: 'newcomer@example.com' });
    expect(await userSample(db)).toBe(first);

    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 3_600_001);
    try {
      // No search waits for the new read: the held sample answers meanwhile.
      expect(await userSample(db)).toBe(first);
      await vi.waitFor(async () => expect(emailsOf((await userSample(db))!)[0]).toBe('newcomer@example.com'));
    } finally {
      clock.mockRestore();
    }
  });

  it('takes every weight-th id of a big table, about 5,000 accounts standing for all', async () => {
    await sql`insert into users (name, email, password, created_at, updated_at)
      select 'Bulk ' || g, 'bulk-' || g || '@example.com', 'x', to_char(now() - g * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '2026-01-01T00:00:00.000Z'
      from generate_series(1, 12000) as g`.execute(db);
    const fresh = createDb(server.config.database);
    try {
      const sample = (await userSample(fresh))!;
      const { lo, hi, count } = (
        await sql<{ lo: number; hi: number; count: string }>`
        select min(id) as lo, max(id) as hi, count(*) as count from users`.execute(db)
      ).rows[0]!;
      expect(sample.weight).toBe(Math.ceil((hi - lo + 1) / 5_000));
      expect(sample.created.length).toBe(Math.ceil(Number(count) / sample.weight));
      expect(sample.created).toEqual([...sample.created].sort().reverse());
    } finally {
      await fresh.destroy();
    }
  });

  it('is undefined when the accounts cannot be read', async () => {
    const unreachable = createDb({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/test' });
    try {
      expect(await userSample(unreachable)).toBeUndefined();
    } finally {
      await unreachable.destroy();
    }
  });
});
