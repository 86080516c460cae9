import type { WriteGeneration } from './write-generation.ts';

interface Entry<V> {
  generation: number;
  value: Promise<V>;
}

/**
 * Answers a read from memory while no write has reached the database since it was read (write-generation.ts), so
 * ten workstations asking for the same page between two writes cost the database one read. Reads of the same key
 * that arrive while it is being read share it. Only where this process sees every write (PGlite); a cached value is
 * shared by every caller and must not be changed.
 */
export class ReadCache<V> {
  /** Reads answered from memory (or shared with one under way), and reads sent to the database: for /metrics. */
  readonly counts = { hits: 0, misses: 0 };
  private readonly entries = new Map<string, Entry<V>>();
  private readonly generation: WriteGeneration;
  private readonly maxEntries: number;

  constructor(generation: WriteGeneration, maxEntries: number) {
    this.generation = generation;
    this.maxEntries = maxEntries;
  }

  read(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    if (entry && entry.generation === this.generation.current) {
      this.counts.hits++;
      // Most recently used last: the oldest entry is the first to go.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    this.counts.misses++;
    const generation = this.generation.current;
    const value = load();
    this.remember(key, { generation, value });
    value.then(
      // A write sent while it was being read may or may not be in the answer: then it is not kept.
      () => this.generation.current !== generation && this.forget(key, value),
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
