import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConcurrentIndexes } from '../../src/db/concurrent-indexes.ts';
import { createDb, type Db } from '../../src/db/index.ts';
import { startTestServer, usingPostgres, type TestServer } from '../helpers/app.ts';

/**
 * Indexes of big tables built after the migrations, CONCURRENTLY (decision 087, sixth amendment):
 * a start builds a missing one, or one a failed build left invalid, and two instances starting
 * together build it once. PostgreSQL only.
 */
describe.skipIf(!usingPostgres())('the indexes built without holding off writes', () => {
  let server: TestServer;
  let other: Db;
  beforeAll(async () => {
    server = await startTestServer();
    other = createDb({ kind: 'postgres', url: (server.config.database as { url: string }).url });
  });
  afterAll(async () => {
    await other?.destroy();
    await server?.close();
  });

  const state = async () =>
    (
      await sql<{ valid: boolean }>`
        select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
        where c.relname = 'users_search_slices_index' and c.relnamespace = (select oid from pg_namespace where nspname = current_schema())`.execute(
        server.app.db,
      )
    ).rows.map((r) => r.valid);

  it('are there after a start', async () => {
    expect(await state()).toEqual([true]);
  });

  it('are built CONCURRENTLY on a big table, the plain way on a small one', async () => {
    const statements: string[] = [];
    const recording = createDb({ kind: 'postgres', url: (server.config.database as { url: string }).url });
    try {
      for (const concurrentlyFrom of [0, Number.MAX_SAFE_INTEGER]) {
        await sql`drop index users_search_slices_index`.execute(server.app.db);
        const logged = recording.withPlugin({
          transformQuery: (args) => (statements.push(JSON.stringify(args.node)), args.node),
          transformResult: async (args) => args.result,
        });
        await buildConcurrentIndexes(logged, { concurrentlyFrom });
        expect(await state()).toEqual([true]);
      }
    } finally {
      await recording.destroy();
    }
    const creates = statements
      .filter((s) => s.includes('create index'))
      .map((s) => (s.includes('create index concurrently') ? 'concurrently' : 'plain'));
    expect(creates).toEqual(['concurrently', 'plain']);
  });

  it('are built once when two instances start together, and rebuilt when a failed build left one invalid', async () => {
    await sql`drop index users_search_slices_index`.execute(server.app.db);
    expect(await state()).toEqual([]);
    // However small the table, CONCURRENTLY (as at a million accounts).
    const concurrently = { concurrentlyFrom: 0 };
    await Promise.all([buildConcurrentIndexes(server.app.db, concurrently), buildConcurrentIndexes(other, concurrently)]);
    expect(await state()).toEqual([true]);

    // What an interrupted CREATE INDEX CONCURRENTLY leaves: the index, marked invalid (never read).
    await sql`update pg_index set indisvalid = false where indexrelid = 'users_search_slices_index'::regclass`.execute(server.app.db);
    expect(await state()).toEqual([false]);
    await buildConcurrentIndexes(other, concurrently);
    expect(await state()).toEqual([true]);
  });
});
