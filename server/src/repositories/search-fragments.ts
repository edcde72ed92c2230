/**
 * Which part of a contained search the trigram index reads (decision 087, amended). pg_trgm's GIN
 * index answers LIKE '%q%' by reading the posting list of every trigram of q, and a trigram most
 * accounts hold ('stu' of "student", 'gma' of "gmail") is a list of most accounts, read through:
 * 32 of the 36 ms of `student1234` among a million accounts. Every text holding q holds any part
 * of q, so the search may read the index for its longest part made of uncommon trigrams and check
 * the whole of q (strpos) on the rows found: the same answer, from short lists.
 *
 * How common a trigram is comes from a sample of the accounts (user-sample.ts).
 */

/** A trigram held by more than this share of the sampled texts is common. */
export const COMMON_SHARE = 0.05;
/**
 * The parts are read instead of the whole text only when what the search reads is in at most this
 * share of the accounts: each account found is then checked again (strpos, and the whole condition
 * once one of its arms is not an index condition), about a microsecond each, and `udent77`'s
 * 11,111 accounts cost more than the common lists the parts spared (31 ms against 14).
 */
export const PART_SHARE_MAX = 0.002;
/** Fewer sampled texts than this say nothing: every part of q is then read. */
const SAMPLE_MIN = 100;

/**
 * The sampled texts, and which of them hold each trigram (their indexes, ascending): the texts
 * holding a part are then looked for among those holding its rarest trigram, microseconds for a
 * rare part, where reading every text took a tenth of a millisecond on every search.
 */
export type TrigramSample = { size: number; texts: string[]; holders: Map<string, number[]> };

/** The distinct trigrams (any three characters, counted as PostgreSQL's substr counts them) of a text. */
export function trigramsOf(text: string): Set<string> {
  const chars = Array.from(text);
  return new Set(Array.from({ length: Math.max(0, chars.length - 2) }, (_, i) => chars.slice(i, i + 3).join('')));
}

export function sampleOf(texts: string[]): TrigramSample {
  const holders = new Map<string, number[]>();
  texts.forEach((text, i) => {
    for (const trigram of trigramsOf(text)) {
      const list = holders.get(trigram);
      if (list) list.push(i);
      else holders.set(trigram, [i]);
    }
  });
  return { size: texts.length, texts, holders };
}

/** The indexes of the sampled texts holding `part`, ascending: the first `limit` of them. */
export function holding(sample: TrigramSample, part: string, limit = Infinity): number[] {
  const found: number[] = [];
  const take = (candidates: Iterable<number>) => {
    for (const i of candidates) {
      if (found.length >= limit) break;
      if (sample.texts[i]!.includes(part)) found.push(i);
    }
    return found;
  };
  let rarest: number[] | undefined;
  for (const trigram of trigramsOf(part)) {
    const list = sample.holders.get(trigram);
    if (!list) return [];
    if (!rarest || list.length < rarest.length) rarest = list;
  }
  return take(rarest ?? sample.texts.keys()); // shorter than three characters: every text
}

/**
 * The part of `text` (lower-cased) whose trigrams are all uncommon, the longest such run; `text`
 * itself when every trigram is uncommon, none is, the sample is too small, or the part holds no
 * three letters or digits in a row (pg_trgm reads words of letters and digits: without one, the
 * index could not be read at all). `share`: how many of the sampled texts hold what is read,
 * counted up to the first past PART_SHARE_MAX (all the search needs to know; a common part's
 * thousands of holders are not counted on every search), undefined without a sample.
 */
export function uncommonPart(text: string, sample: TrigramSample | undefined): { part: string; share: number | undefined } {
  if (!sample || sample.size < SAMPLE_MIN) return { part: text, share: undefined };
  const shareOf = (part: string) => holding(sample, part, Math.floor(sample.size * PART_SHARE_MAX) + 1).length / sample.size;
  let best: [number, number] | null = null;
  let start = -1;
  for (let i = 0; i <= text.length - 3; i += 1) {
    const uncommon = (sample.holders.get(text.slice(i, i + 3))?.length ?? 0) <= sample.size * COMMON_SHARE;
    if (uncommon && start < 0) start = i;
    if (start >= 0 && (!uncommon || i === text.length - 3)) {
      const end = uncommon ? i : i - 1;
      if (!best || end - start > best[1] - best[0]) best = [start, end];
      start = -1;
    }
  }
  const part = best ? text.slice(best[0], best[1] + 3) : text;
  if (part === text || !/[\p{L}\p{N}]{3}/u.test(part)) return { part: text, share: shareOf(text) };
  return { part, share: shareOf(part) };
}
