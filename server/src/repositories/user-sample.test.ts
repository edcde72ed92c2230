import { describe, expect, it } from 'vitest';
import { sampleOf } from './search-fragments.ts';
import { likelyNewestFrom, type UserSample } from './user-sample.ts';

/** Sampled accounts a minute apart, newest first, each standing for `weight` accounts. */
function sampleOfAccounts(emails: string[], weight: number): UserSample {
  const start = Date.parse('2026-01-01T00:00:00Z');
  const rows = emails.map((email, i) => ({ email, name: `person ${i}`, created_at: new Date(start + i * 60_000).toISOString() })).reverse();
  return { email: sampleOf(rows.map((r) => r.email)), name: sampleOf(rows.map((r) => r.name)), rows, weight };
}

describe('where the sample places enough accounts holding a text', () => {
  // 100 sampled accounts: 40 old 'import-…' ones, then 60 others.
  const emails = Array.from({ length: 100 }, (_, i) => (i < 40 ? `import-${i}@campus.test` : `other-${i}@mail.test`));

  it('is the creation time of the sampled match that stands, with the newer ones, for twice the aim', () => {
    // Each sampled account stands for 10: 2 x 25 / 10 = 5, and one more for the stretch above the newest.
    const sample = sampleOfAccounts(emails, 10);
    expect(likelyNewestFrom(sample, 'import-', 25)).toEqual({
      since: sample.rows.find((r) => r.email === 'import-34@campus.test')!.created_at,
      // import-39 ... import-34 among the 66 newest sampled accounts.
      share: 6 / 66,
    });
    // The names count too.
    expect(likelyNewestFrom(sample, 'person 9', 20)?.since).toBe(sample.rows.find((r) => r.name === 'person 95')!.created_at);
  });

  it('is undefined when the sample holds too few of them', () => {
    const sample = sampleOfAccounts(emails, 10);
    expect(likelyNewestFrom(sample, 'import-', 200)).toBeUndefined();
    expect(likelyNewestFrom(sample, 'nobody', 1)).toBeUndefined();
    expect(likelyNewestFrom(sampleOfAccounts([], 1), 'import-', 1)).toBeUndefined();
  });

  it('needs every match when each sampled account stands for itself', () => {
    const sample = sampleOfAccounts(emails, 1);
    expect(likelyNewestFrom(sample, 'import-', 19)?.since).toBe(sample.rows.find((r) => r.email === 'import-1@campus.test')!.created_at);
    expect(likelyNewestFrom(sample, 'import-', 20)).toBeUndefined();
  });
});
