import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trigramsOf } from '../../src/repositories/search-fragments.ts';
import { accountsOfWindow, slicesAfter, sliceTokens } from '../../src/repositories/user-search-slices.ts';
import { startTestServer, usingPostgres, type TestServer } from '../helpers/app.ts';

/**
 * users_search_slices_index (migration 024, decision 087 sixth amendment): the tokens that the
 * search builds (user-search-slices.ts) are those user_search_slices() writes for an account, for
 * any letters, and a window's accounts are every account created since its bound that holds the
 * characters, once. PostgreSQL only.
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

  it("find every account of a window once: the rest of its bound's day, then those holding the characters", async () => {
    // An account every 7 hours from 20 December to 10 March (across a year and three months);
    // every third one's e-mail holds 'xyz', every fifth one's name 'XYZ'.
    const start = Date.parse('2025-12-20T00:00:00Z');
    const accounts = Array.from({ length: 280 }, (_, i) => ({
      name: i % 5 === 0 ? `Person XYZ ${i}` : `Person ${i}`,
      email: i % 3 === 0 ? `w-${i}-xyz@window.test` : `w-${i}@window.test`,
      password: 'x',
      role: 'student' as const,
      created_at: new Date(start + i * 7 * 3_600_000).toISOString(),
      updated_at: new Date(start + i * 7 * 3_600_000).toISOString(),
    }));
    await server.app.db.insertInto('users').values(accounts).execute();
    const since = accounts[20]!.created_at; // 2025-12-25T20:00: days to the year's end, then months
    const { slices, dayEnd } = slicesAfter(since, new Date().toISOString());
    const tokens = [...sliceTokens(slices, 'e', 'xyz'), ...sliceTokens(slices, 'n', 'xyz')];
    const found = (await accountsOfWindow(server.app.db, { since, dayEnd, tokens }).execute()).filter((a) =>
      a.email.endsWith('@window.test'),
    );
    const expected = accounts.filter(
      (a) => a.created_at >= since && (a.created_at < dayEnd || a.email.includes('xyz') || a.name.toLowerCase().includes('xyz')),
    );
    expect(found.map((a) => a.email).sort()).toEqual(expected.map((a) => a.email).sort());
    expect(found.some((a) => a.created_at < dayEnd)).toBe(true);
  });

  it('are what the index answers: the search names the indexed expression', async () => {
    // Whatever the planner prefers for this small table, the index can answer the condition.
    const plan = await server.app.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const window = accountsOfWindow(trx, {
        since: '2026-01-31T00:00:00.000Z',
        dayEnd: '2026-02-01T00:00:00.000Z',
        tokens: ['2026-02 eude'],
      });
      const { sql: text, parameters } = window.compile();
      return (await trx.executeQuery<Record<string, string>>(CompiledQuery.raw(`explain (costs off) ${text}`, [...parameters]))).rows;
    });
    expect(plan.map((row) => Object.values(row)[0]).join('\n')).toContain('users_search_slices_index');
  });
});
