/**
 * A small least-recently-used map whose entries are good for one content version: a read with any
 * other version misses. Values are shared, never copied: treat them as read-only.
 */
export class VersionedCache<T> {
  readonly #entries = new Map<string, { version: number; value: T; bytes: number; expiresAt: number }>();
  #bytes = 0;

  /**
   * At most `maxEntries` entries and, when `sizeOf` is given, `maxBytes` bytes: the least recently
   * used go first.
   */
  constructor(
    readonly maxEntries: number,
    readonly bounds: { maxBytes?: number; sizeOf?: (value: T) => number } = {},
  ) {}

  get(key: string, version: number): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version || entry.expiresAt <= Date.now()) {
      this.#remove(key);
      return undefined;
    }
    // Re-inserting moves the key to the end: the Map's first key is the least recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` for `version`; with `ttlMs`, only for that long. */
  set(key: string, version: number, value: T, ttlMs = Number.POSITIVE_INFINITY) {
    this.#remove(key);
    const bytes = this.bounds.sizeOf?.(value) ?? 0;
    this.#entries.set(key, { version, value, bytes, expiresAt: Date.now() + ttlMs });
    this.#bytes += bytes;
    const maxBytes = this.bounds.maxBytes ?? Number.POSITIVE_INFINITY;
    while (this.#entries.size > this.maxEntries || (this.#bytes > maxBytes && this.#entries.size > 1)) {
      this.#remove(this.#entries.keys().next().value as string);
    }
  }

  #remove(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#bytes -= entry.bytes;
    this.#entries.delete(key);
  }

  get size() {
    return this.#entries.size;
  }

  /** Bytes held, as measured by `sizeOf`. */
  get bytes() {
    return this.#bytes;
  }

  clear() {
    this.#entries.clear();
    this.#bytes = 0;
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
  ttlMs?: number,
): Promise<T> {
  const hit = cache.get(key, version);
  if (hit !== undefined) return hit;
  const value = await load();
  cache.set(key, version, value, ttlMs);
  return value;
}
