/**
 * Answers kept in the isolate, by key: for work a request repeats on the same inputs (formatting,
 * parsing, signing) whose answer for a key never changes. Bounded: once it holds `limit` keys it
 * is cleared whole (a cheap bound; the keys in use come straight back).
 * `kept.get(key) ?? kept.keep(key, make(key))`.
 */
export class Kept<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  /** Keeps `value` for `key` and answers it. */
  keep(key: K, value: V): V {
    if (this.size >= this.limit) this.clear();
    this.set(key, value);
    return value;
  }
}
