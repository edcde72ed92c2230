import { afterEach, describe, expect, it, vi } from 'vitest';
import { newApplicationId } from './save-join-team';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newApplicationId', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a version-4 UUID, a new one each time', () => {
    const ids = new Set(Array.from({ length: 50 }, newApplicationId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it('is one on a plain-HTTP address too, where crypto.randomUUID does not exist', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (array: Uint8Array<ArrayBuffer>) => real.getRandomValues(array), randomUUID: undefined });
    expect(globalThis.crypto.randomUUID).toBeUndefined();
    for (let i = 0; i < 20; i += 1) expect(newApplicationId()).toMatch(UUID_V4);
  });
});
