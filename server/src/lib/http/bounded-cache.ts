/**
 * A cache with two ceilings, entries and bytes (decision 073): past either, the entries put in
 * first go first. Each entry has its own expiry; an expired one is dropped when it is next read.
 * An entry whose size is known only later (a body still being compressed) is put with an estimate
 * and `resize`d once known. What a client can make distinct (a path, a header) is never a key
 * here unless it was first reduced to a few known values: the ceilings are the last line, not
 * the first.
 */
export type BoundedCacheLimits = { entries: number; bytes: number };

type Entry<V> = { value: V; bytes: number; expiresAt: number };

export class BoundedCache<V> {
  readonly limits: BoundedCacheLimits;
  readonly #entries = new Map<string, Entry<V>>();
  #bytes = 0;

  constructor(limits: BoundedCacheLimits) {
    this.limits = limits;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The bytes the entries are counted at. */
  get bytes(): number {
    return this.#bytes;
  }

  /** The live value under `key`, or undefined (none, or expired: then it goes). */
  get(key: string, now = Date.now()): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Puts `value` (counted as `bytes`) for `ttlMs`; one larger than the byte ceiling is not kept. */
  set(key: string, value: V, bytes: number, ttlMs = Infinity, now = Date.now()): void {
    this.delete(key);
    if (bytes > this.limits.bytes) return;
    this.#entries.set(key, { value, bytes, expiresAt: now + ttlMs });
    this.#bytes += bytes;
    this.#evict();
  }

  /** The size of `key`'s entry once known, if it still holds `value`. */
  resize(key: string, value: V, bytes: number): void {
    const entry = this.#entries.get(key);
    if (!entry || entry.value !== value) return;
    if (bytes > this.limits.bytes) {
      this.delete(key);
      return;
    }
    this.#bytes += bytes - entry.bytes;
    entry.bytes = bytes;
    this.#evict();
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  #evict() {
    // Map keeps insertion order: the first key is the oldest.
    while (this.#entries.size > this.limits.entries || this.#bytes > this.limits.bytes) {
      this.delete(this.#entries.keys().next().value!);
    }
  }
}
