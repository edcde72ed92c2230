import { ADMIN_TOTAL_CAP } from '@darsak/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/db/schema.ts';
import { listUsersForAdmin, USER_SEARCH_CONTAINS_FROM, type ContainedSearchReads } from '../../src/repositories/admin-users.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';

/**
 * Decision 087, amended: a contained user search reads the newest accounts, else the matches newer
 * than where the sample places enough of them, else the whole match set, else newest first
 * (PostgreSQL); SQLite reads newest first. Whichever way it reads, the page
 * and its total are those of the plain definition: every account whose e-mail or name contains q,
 * newest first, the total capped at ADMIN_TOTAL_CAP. Small read bounds make every way happen here.
 */
let server: TestServer;
let everyone: User[];
beforeAll(async () => {
  server = await startTestServer();
  // 700 accounts four hours apart, from January to April (so a window of them spans days and
  // months): 500 'old-…' ones first (more than the sample places past the cap of the total: the
  // newer of them answer), then 'mid-…', then 'new-…'; every fifth account's name holds 'Rare'.
  const start = Date.parse('2026-01-01T00:00:00Z');
  const kinds = (i: number) => (i < 500 ? 'old' : i < 600 ? 'mid' : 'new');
  await server.app.db
    .insertInto('users')
    .values(
      Array.from({ length: 700 }, (_, i) => ({
        name: i % 5 === 0 ? `Rare Person ${i}` : `Person ${i}`,
        email: `${kinds(i)}-${i}@search.test`,
        password: 'x',
        role: 'student' as const,
        created_at: new Date(start + i * 4 * 3_600_000).toISOString(),
        updated_at: new Date(start + i * 4 * 3_600_000).toISOString(),
      })),
    )
    .execute();
  everyone = await server.app.db.selectFrom('users').selectAll().execute();
});
afterAll(() => server.close());

/** The definition, computed here. */
function expected(q: string, page: { limit: number; offset: number }) {
  const needle = q.toLowerCase();
  const contains = q.length >= USER_SEARCH_CONTAINS_FROM;
  const matches = everyone
    .filter((u) =>
      [u.email, u.name].some((text) => (contains ? text.toLowerCase().includes(needle) : text.toLowerCase().startsWith(needle))),
    )
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  return {
    ids: matches.slice(page.offset, page.offset + page.limit).map((u) => u.id),
    total: Math.min(matches.length, ADMIN_TOTAL_CAP),
    capped: matches.length > ADMIN_TOTAL_CAP,
  };
}

const READS: ContainedSearchReads[] = [
  { recentWalk: 200, matchSetCap: 20_000 }, // the defaults
  { recentWalk: 10, matchSetCap: 30 }, // a small window, a small match set
  { recentWalk: 0, matchSetCap: 5 }, // straight to the set; past it, newest first
];
const PAGES = [
  { limit: 20, offset: 0 },
  { limit: 5, offset: 5 },
  { limit: 20, offset: 40 },
  { limit: 20, offset: 400 }, // deep: past what the sample aims at
  { limit: 20, offset: 800 }, // past the end
];

describe('the back office user search', () => {
  it.each([
    'search.test',
    'new-',
    'old-',
    'mid-1',
    'rare',
    'RARE PERSON 1',
    '-12',
    'nobody-by-this-name',
    'ol',
    'pe',
    // Addresses, whole or in part (PostgreSQL reads the index for the part before the '@').
    'old-12@search.test',
    'OLD-12@Search.Test',
    'w-25@search.t',
    'd-1@search',
    '12@search.test',
    '1@search.test',
    '@search.test',
    'mid-150@',
    'old-1@search.test.other',
    'o_d-1@search.test',
    'old-12@search%',
  ])('answers %s with the same page and total whichever way it reads', async (q) => {
    for (const reads of READS) {
      for (const page of PAGES) {
        const { rows, total, capped } = await listUsersForAdmin(server.app.db, { q }, page, reads);
        const want = expected(q, page);
        expect({ ids: rows.map((u) => u.id), total, capped }, `${q} ${JSON.stringify({ ...reads, ...page })}`).toEqual(want);
      }
    }
  });

  it('takes LIKE wildcards literally', async () => {
    for (const q of ['%', '_', 'old\\']) {
      const { rows, total } = await listUsersForAdmin(server.app.db, { q }, { limit: 20, offset: 0 }, { recentWalk: 10, matchSetCap: 30 });
      expect([q, rows.length, total]).toEqual([q, 0, 0]);
    }
  });
});
