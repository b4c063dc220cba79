// A map that keeps at most `capacity` entries, dropping the least recently used: the gateway's
// in-memory caches (kept statements, verified tokens, callers' roles) stay bounded with it.
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  /** The value, now counted as the most recently used. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Sets the value as the most recently used; answers the entry dropped to stay within capacity. */
  set(key: K, value: V): [K, V] | undefined {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size <= this.capacity) return undefined;
    const [oldest] = this.entries;
    this.entries.delete(oldest[0]);
    return oldest;
  }

  delete(key: K): V | undefined {
    const value = this.entries.get(key);
    this.entries.delete(key);
    return value;
  }
}
