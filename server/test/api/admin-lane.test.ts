import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAsAdminRead } from '../../src/db/index.ts';
import { startTestServer, usingPostgres, type TestServer } from '../helpers/app.ts';
import { signedInClient } from '../helpers/shop.ts';

/** Decision 082: admin reads wait in their own lane; students' reads do not wait behind them. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_READ_CONCURRENCY: '1', ADMIN_READ_TIMEOUT_MS: '300' });
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

/**
 * Decision 087: on PostgreSQL an admin read's statements stop after ADMIN_READ_TIMEOUT_MS (its
 * own connections' statement_timeout); the read answers 503 server.read_timeout instead of
 * holding a connection, and the rest of the site is not slowed. A lock held on the audit log
 * stands in for a pathological search: the read waits on it as it would on a long scan.
 */
describe.skipIf(!usingPostgres())('an admin read past its statement timeout', () => {
  it('answers 503 server.read_timeout, frees its connection, and the site answers meanwhile', async () => {
    const { client } = await signedInClient(server, { role: 'admin' });
    const { client: student } = await signedInClient(server);
    const locker = new pg.Client({ connectionString: (server.config.database as { url: string }).url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table audit_log in access exclusive mode');
      const started = Date.now();
      const stopped = await client.get('/api/admin/audit');
      const took = Date.now() - started;
      expect(stopped.status).toBe(503);
      expect(stopped.body).toMatchObject({ code: 'server.read_timeout' });
      expect(stopped.headers.get('retry-after')).toBe('5');
      expect(took).toBeLessThan(3_000);
      // Students' reads take the main pool, which never waits on the admin lane's statements.
      const [user, tutors] = await Promise.all([student.get('/api/user'), fetch(`${server.url}/api/tutors`)]);
      expect([user.status, tutors.status]).toEqual([200, 200]);
      // Other admin reads go on (the timed-out one's connection is back in its pool).
      expect((await client.get('/api/admin/users')).status).toBe(200);
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
    expect((await client.get('/api/admin/audit')).status).toBe(200);
  });

  it('runs the back office without parallel workers, and the site as configured', async () => {
    const setting = () =>
      sql<{ setting: string }>`select current_setting('max_parallel_workers_per_gather') as setting`.execute(server.app.db);
    expect((await runAsAdminRead(setting)).rows[0]!.setting).toBe('0');
    expect((await setting()).rows[0]!.setting).not.toBe('0');
  });

  it('does not time out the site outside the back office', async () => {
    // The main pool's connections have no statement_timeout: only the back office's reads are stopped.
    const { rows } = await sql<{ setting: string }>`select current_setting('statement_timeout') as setting`.execute(server.app.db);
    expect(rows[0]!.setting).toBe('0');
  });
});
