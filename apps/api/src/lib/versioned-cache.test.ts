import { describe, expect, it, vi } from 'vitest';
import { VersionedCache } from './versioned-cache.ts';

describe('the versioned cache', () => {
  it('keeps at most maxBytes, dropping the least recently used first', () => {
    const cache = new VersionedCache<string>(100, { maxBytes: 10, sizeOf: (value) => value.length });
    cache.set('a', 1, 'aaaa');
    cache.set('b', 1, 'bbbb');
    expect(cache.get('a', 1)).toBe('aaaa'); // a is now the most recently used
    cache.set('c', 1, 'cccc');
    expect(cache.bytes).toBeLessThanOrEqual(10);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBe('aaaa');
    expect(cache.get('c', 1)).toBe('cccc');
  });

  it('misses on another version and after its time to live', () => {
    vi.useFakeTimers();
    try {
      const cache = new VersionedCache<string>(10);
      cache.set('page', 3, 'html', 15_000);
      expect(cache.get('page', 4)).toBeUndefined();
      cache.set('page', 3, 'html', 15_000);
      vi.advanceTimersByTime(14_000);
      expect(cache.get('page', 3)).toBe('html');
      vi.advanceTimersByTime(2_000);
      expect(cache.get('page', 3)).toBeUndefined();
      expect(cache.size).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
