import { describe, expect, it } from 'vitest';
import type { SessionData } from './store.ts';
import { Session } from './index.ts';

describe('Session', () => {
  it('changes a copy of the data it was given: the store shares one frozen object among requests', () => {
    const stored: SessionData = Object.freeze({ csrf: 'a'.repeat(43), startedAt: 1, userId: 7 });
    const first = new Session('t'.repeat(43), stored, Date.now() + 60_000);
    const second = new Session('t'.repeat(43), stored, Date.now() + 60_000);
    first.set('passwordConfirmedAt', 2);
    first.unset('userId');
    first.regenerate();
    expect(stored).toEqual({ csrf: 'a'.repeat(43), startedAt: 1, userId: 7 });
    expect(second.data).toEqual({ csrf: 'a'.repeat(43), startedAt: 1, userId: 7 });
    expect(first.data.passwordConfirmedAt).toBe(2);
    expect(first.userId).toBeUndefined();
    expect(first.csrfToken).not.toBe(stored.csrf);
  });
});
