/**
 * What a kept value was read under. While `current` is the same number, what was read is still what the database
 * holds; null means nothing can be known now, so nothing is answered from memory or kept. A WriteGeneration is one
 * (write-generation.ts); sessions on PostgreSQL have their own (followed-session-ends.ts).
 */
export interface CacheVersion {
  readonly current: number | null;
}

interface Entry<V> {
  version: number;
  readAt: number;
  value: Promise<V>;
}

export interface ReadCacheOptions {
  maxEntries: number;
  /** How long a value is answered from memory at most, even while its version holds. */
  maxAgeMs?: number;
}

/**
 * Answers a read from memory while its version holds (for a WriteGeneration: while no write has reached the database
 * since it was read), so ten workstations asking for the same page between two writes cost the database one read.
 * Reads of the same key that arrive while it is being read share it. A cached value is shared by every caller and
 * must not be changed.
 */
export class ReadCache<V> {
  /** Reads answered from memory (or shared with one under way), and reads sent to the database: for /metrics. */
  readonly counts = { hits: 0, misses: 0 };
  private readonly entries = new Map<string, Entry<V>>();
  private readonly version: CacheVersion;
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;

  constructor(version: CacheVersion, { maxEntries, maxAgeMs = Infinity }: ReadCacheOptions) {
    this.version = version;
    this.maxEntries = maxEntries;
    this.maxAgeMs = maxAgeMs;
  }

  read(key: string, load: () => Promise<V>): Promise<V> {
    const version = this.version.current;
    const entry = this.entries.get(key);
    if (entry && entry.version === version && performance.now() - entry.readAt < this.maxAgeMs) {
      this.counts.hits++;
      // Most recently used last: the oldest entry is the first to go.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    this.counts.misses++;
    const value = load();
    if (version === null) return value;
    this.remember(key, { version, readAt: performance.now(), value });
    value.then(
      // A change made while it was being read may or may not be in the answer: then it is not kept.
      () => this.version.current !== version && this.forget(key, value),
      () => this.forget(key, value),
    );
    return value;
  }

  private remember(key: string, entry: Entry<V>) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  private forget(key: string, value: Promise<V>) {
    if (this.entries.get(key)?.value === value) this.entries.delete(key);
  }
}
