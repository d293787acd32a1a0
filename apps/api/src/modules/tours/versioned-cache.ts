/**
 * A small least-recently-used map whose entries are good for one content version: a read with any
 * other version misses. Values are shared, never copied: treat them as read-only.
 */
export class VersionedCache<T> {
  readonly #entries = new Map<string, { version: number; value: T }>();

  constructor(readonly maxEntries: number) {}

  get(key: string, version: number): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version) {
      this.#entries.delete(key);
      return undefined;
    }
    // Re-inserting moves the key to the end: the Map's first key is the least recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, version: number, value: T) {
    this.#entries.delete(key);
    this.#entries.set(key, { version, value });
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value as string;
      this.#entries.delete(oldest);
    }
  }

  get size() {
    return this.#entries.size;
  }

  clear() {
    this.#entries.clear();
  }
}

/**
 * The value for `key` at `version`, computed by `load` on a miss. `version` must have been read
 * before `load` runs: a change committed in between then only makes the entry miss next time.
 */
export async function cached<T>(
  cache: VersionedCache<T>,
  key: string,
  version: number,
  load: () => Promise<T>,
): Promise<T> {
  const hit = cache.get(key, version);
  if (hit !== undefined) return hit;
  const value = await load();
  cache.set(key, version, value);
  return value;
}
