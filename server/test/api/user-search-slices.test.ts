import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trigramsOf } from '../../src/repositories/search-fragments.ts';
import { sliceTokens } from '../../src/repositories/user-search-slices.ts';
import { startTestServer, usingPostgres, type TestServer } from '../helpers/app.ts';

/**
 * users_search_slices_index (migration 024, decision 087 sixth amendment): the tokens that the
 * search builds (user-search-slices.ts) are those user_search_slices() writes for an account, for
 * any letters, so that the search finds every account of its window. PostgreSQL only.
 */
describe.skipIf(!usingPostgres())('the tokens of the accounts by slice of time', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it.each([
    ['Student77-1@Scale.Darsak.Test', 'Student 77', '2025-05-22T21:38:22.702Z'],
    ['نور.ع@مثال.لبنان', 'نور العلي', '2026-02-28T23:59:59.999Z'],
    ['emoji😀x@example.com', 'Zoë O’Brien', '2024-12-31T00:00:00.000Z'],
    ['ab@c', 'Al', '2026-11-01T00:00:00.000Z'],
  ])('are every three characters of %s and %s, by day and by month', async (email, name, createdAt) => {
    const { rows } = await sql<{ tokens: string[]; email: string; name: string }>`
      select user_search_slices(${createdAt}, ${email}, ${name}) as tokens, lower(${email}) as email, lower(${name}) as name`.execute(
      server.app.db,
    );
    const { tokens, ...lowered } = rows[0]!;
    const slices = [createdAt.slice(0, 10), createdAt.slice(0, 7)];
    const expected = [
      ...[...trigramsOf(lowered.email)].flatMap((trigram) => sliceTokens(slices, 'e', trigram)),
      ...[...trigramsOf(lowered.name)].flatMap((trigram) => sliceTokens(slices, 'n', trigram)),
    ];
    expect([...tokens].sort()).toEqual([...new Set(expected)].sort());
  });

  it('are read through the index for a search of the accounts since a bound', async () => {
    const { rows } = await sql<{ plan: string }>`
      explain (costs off) select id from users where user_search_slices(created_at, email, name) && ${sql.val(['2026-01 eude'])}::text[]`.execute(
      server.app.db,
    );
    expect(rows.map((r) => Object.values(r)[0]).join('\n')).toContain('users_search_slices_index');
  });
});
