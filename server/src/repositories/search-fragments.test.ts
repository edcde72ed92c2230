import { describe, expect, it } from 'vitest';
import { holding, PART_SHARE_MAX, sampleOf, uncommonPart } from './search-fragments.ts';

// 200 addresses that all hold "student" and "@scale.test"; the numbers are theirs alone.
const sample = sampleOf(Array.from({ length: 200 }, (_, i) => `student${i * 37}@scale.test`));

describe('the part of a contained search the trigram index reads', () => {
  it('leaves out the trigrams most texts hold, keeping the longest uncommon run', () => {
    expect(uncommonPart('student1234', sample).part).toBe('t1234');
    // 'nt1' is common too: a sixth of these numbers start with 1.
    expect(uncommonPart('udent1@scale', sample).part).toBe('udent1@scale');
    expect(uncommonPart('x7363@scale.test', sample).part).toBe('x7363@');
  });

  it('reads the whole text when every trigram is uncommon, or none is', () => {
    expect(uncommonPart('zzqx9', sample).part).toBe('zzqx9');
    expect(uncommonPart('student@scale', sample).part).toBe('student@scale');
  });

  it('reads the whole text when the part would hold no three letters or digits in a row', () => {
    const words = sampleOf(Array.from({ length: 200 }, () => 'abcd'));
    // 'cd.', 'd.-' and '.-x' are uncommon, but 'cd.-x' holds no word pg_trgm could read.
    expect(uncommonPart('abcd.-x', words).part).toBe('abcd.-x');
  });

  it('says how many sampled texts hold what is read', () => {
    const few = sampleOf(Array.from({ length: 1000 }, (_, i) => (i === 0 ? 'student-x7q' : `student-${i}`)));
    expect(uncommonPart('udent-x7q', few)).toEqual({ part: 't-x7q', share: 0.001 });
    // Counted up to the first past PART_SHARE_MAX: 3 of these 1,000.
    expect(uncommonPart('student', few)).toEqual({ part: 'student', share: 0.003 });
    expect(0.003).toBeGreaterThan(PART_SHARE_MAX);
    expect(uncommonPart('student', undefined)).toEqual({ part: 'student', share: undefined });
  });

  it('says nothing from a sample too small, or none', () => {
    expect(uncommonPart('student1234', undefined).part).toBe('student1234');
    expect(uncommonPart('student1234', sampleOf(['student1', 'student2'])).part).toBe('student1234');
  });
});

describe('the sampled texts holding a part', () => {
  const texts = sampleOf(['abcab', 'xyz', 'cab abc', '', 'zab', 'ab']);

  it('are those holding it, each once, in order, looked for among the holders of its rarest trigram', () => {
    expect(holding(texts, 'abc')).toEqual([0, 2]);
    expect(holding(texts, 'cab')).toEqual([0, 2]);
    expect(holding(texts, 'bca')).toEqual([0]);
    // Every trigram held, but not together.
    expect(holding(texts, 'abcabc')).toEqual([]);
    expect(holding(texts, 'nothing')).toEqual([]);
  });

  it('stop at the limit', () => {
    expect(holding(texts, 'ab', 2)).toEqual([0, 2]);
    expect(holding(texts, 'cab', 1)).toEqual([0]);
    expect(holding(texts, 'cab', 0)).toEqual([]);
  });

  it('are read one by one for a part shorter than a trigram', () => {
    expect(holding(texts, 'ab')).toEqual([0, 2, 4, 5]);
    expect(holding(texts, 'z')).toEqual([1, 4]);
  });
});
