export type BoundedMemoOptions = {
  /** Results kept at most; the oldest is dropped for a new one beyond that. */
  entries: number;
  /** Longer keys are computed every time, never kept (bounds the memory to entries x this). */
  maxKeyLength: number;
};

/**
 * A pure function of a string, remembered for its most recent distinct arguments (decision 064).
 * Only for functions whose result depends on nothing but the argument and constants fixed at start
 * (a key derived with the app's secret): never for state that can change, such as a stored session.
 */
export function boundedMemo<V>(compute: (key: string) => V, { entries, maxKeyLength }: BoundedMemoOptions): (key: string) => V {
  const results = new Map<string, V>();
  return (key) => {
    const hit = results.get(key);
    if (hit !== undefined || results.has(key)) return hit as V;
    const value = compute(key);
    if (key.length <= maxKeyLength) {
      // Map keeps insertion order: the first key is the oldest.
      if (results.size >= entries) results.delete(results.keys().next().value!);
      results.set(key, value);
    }
    return value;
  };
}
