import { describe, expect, it } from 'vitest';
import { likelyNewestFrom, userSampleOf, type UserSample } from './user-sample.ts';

/** Sampled accounts a minute apart, oldest first, each standing for `weight` accounts. */
function sampleOfAccounts(emails: string[], weight: number): UserSample {
  const start = Date.parse('2026-01-01T00:00:00Z');
  return userSampleOf(
    emails.map((email, i) => ({ email, name: `person ${i}`, created_at: new Date(start + i * 60_000).toISOString() })),
    weight,
  );
}
/** The creation time of the sampled account with this e-mail or name. */
const createdOf = (sample: UserSample, text: string) =>
  sample.created[[sample.email.texts.indexOf(text), sample.name.texts.indexOf(text)].find((i) => i >= 0)!]!;

describe('where the sample places enough accounts holding a text', () => {
  // 100 sampled accounts: 40 old 'import-…' ones, then 60 others.
  const emails = Array.from({ length: 100 }, (_, i) => (i < 40 ? `import-${i}@campus.test` : `other-${i}@mail.test`));

  it('is the creation time of the sampled match that stands, with the newer ones, for twice the aim', () => {
    // Each sampled account stands for 10: 2 x 25 / 10 = 5, and one more for the stretch above the newest.
    const sample = sampleOfAccounts(emails, 10);
    expect(likelyNewestFrom(sample, 'import-', 25)).toEqual({
      since: createdOf(sample, 'import-34@campus.test'),
      // import-39 ... import-34 among the 66 newest sampled accounts.
      share: 6 / 66,
      within: 66,
    });
    // The names count too.
    expect(likelyNewestFrom(sample, 'person 9', 20)?.since).toBe(createdOf(sample, 'person 95'));
  });

  it('is undefined when the sample holds too few of them', () => {
    const sample = sampleOfAccounts(emails, 10);
    expect(likelyNewestFrom(sample, 'import-', 200)).toBeUndefined();
    expect(likelyNewestFrom(sample, 'nobody', 1)).toBeUndefined();
    expect(likelyNewestFrom(sampleOfAccounts([], 1), 'import-', 1)).toBeUndefined();
  });

  it('needs every match when each sampled account stands for itself', () => {
    const sample = sampleOfAccounts(emails, 1);
    expect(likelyNewestFrom(sample, 'import-', 19)?.since).toBe(createdOf(sample, 'import-1@campus.test'));
    expect(likelyNewestFrom(sample, 'import-', 20)).toBeUndefined();
  });
});
