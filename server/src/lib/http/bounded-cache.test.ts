import { describe, expect, it } from 'vitest';
import { BoundedCache } from './bounded-cache.ts';

describe('BoundedCache', () => {
  it('keeps at most `entries` values, dropping the oldest first', () => {
    const cache = new BoundedCache<number>({ entries: 2, bytes: 1000 });
    cache.set('a', 1, 10);
    cache.set('b', 2, 10);
    cache.set('c', 3, 10);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(20);
  });

  it('keeps at most `bytes`, and never a value larger than that', () => {
    const cache = new BoundedCache<string>({ entries: 100, bytes: 100 });
    cache.set('a', 'x', 60);
    cache.set('b', 'y', 60);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('y');
    cache.set('huge', 'z', 101);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.bytes).toBe(60);
  });

  it('drops an expired value when it is read', () => {
    const cache = new BoundedCache<number>({ entries: 10, bytes: 100 });
    cache.set('a', 1, 10, 1000, 0);
    expect(cache.get('a', 999)).toBe(1);
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('counts a value at its real size once known, only if the entry still holds it', () => {
    const cache = new BoundedCache<object>({ entries: 10, bytes: 100 });
    const first = {};
    cache.set('a', first, 1);
    cache.resize('a', first, 70);
    expect(cache.bytes).toBe(70);
    const second = {};
    cache.set('a', second, 5);
    cache.resize('a', first, 90);
    expect(cache.bytes).toBe(5);
    cache.set('b', {}, 10);
    // Now 105 bytes: the oldest entry goes.
    cache.resize('a', second, 95);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(10);
  });
});
