import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'correct horsE')).toBe(false);
  });

  it('answers false for a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });

  it('takes about as long without a user (a dummy hash is verified) as with one', async () => {
    const hash = await hashPassword('correct horse');
    await verifyPassword(null, 'warm-up'); // the dummy hash is made once
    const time = async (stored: string | null) => {
      const start = performance.now();
      expect(await verifyPassword(stored, 'wrong guess')).toBe(false);
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      known.push(await time(hash));
      unknown.push(await time(null));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[2]!;
    // Without the dummy verification an unknown user answers in well under a millisecond.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });
});
