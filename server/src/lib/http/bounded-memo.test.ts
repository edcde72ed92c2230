import { describe, expect, it } from 'vitest';
import { boundedMemo } from './bounded-memo.ts';

describe('boundedMemo', () => {
  it('computes each distinct argument once while it is among the most recent', () => {
    const calls: string[] = [];
    const memo = boundedMemo((key) => (calls.push(key), key.length > 1 ? key.toUpperCase() : null), { entries: 2, maxKeyLength: 10 });
    expect([memo('ab'), memo('ab'), memo('c'), memo('c')]).toEqual(['AB', 'AB', null, null]);
    expect(calls).toEqual(['ab', 'c']);
  });

  it('keeps at most `entries` results, dropping the oldest', () => {
    const calls: string[] = [];
    const memo = boundedMemo((key) => (calls.push(key), key), { entries: 2, maxKeyLength: 10 });
    memo('a');
    memo('b');
    memo('c'); // drops 'a'
    memo('b');
    memo('a');
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });

  it('never keeps a key longer than maxKeyLength', () => {
    const calls: string[] = [];
    const memo = boundedMemo((key) => (calls.push(key), key.length), { entries: 4, maxKeyLength: 3 });
    expect([memo('abcd'), memo('abcd'), memo('abc'), memo('abc')]).toEqual([4, 4, 3, 3]);
    expect(calls).toEqual(['abcd', 'abcd', 'abc']);
  });
});
