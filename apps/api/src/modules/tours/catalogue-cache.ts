import type { TourSuggestResponse } from '@belizepass/domain';
import type { Db } from '../../db/client.ts';
import type { EncodedJson } from '../../lib/encoded-json.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';

/**
 * What the public catalogue endpoints cache per database (so two apps in one process never share
 * entries), each entry good for one content version. Sizes bound memory to a few MB.
 */
export interface CatalogueCache {
  /** Whole listing and search responses (serialised JSON) by their normalised query. */
  lists: VersionedCache<EncodedJson>;
  /** Match counts by filters and search, shared by every page and sort of them. */
  counts: VersionedCache<number>;
  /** Tour detail responses (serialised JSON) by id. */
  details: VersionedCache<EncodedJson>;
  /** A merchant's review count and average rating over its public tours. */
  merchantScores: VersionedCache<{ reviews: number; rating: number | null }>;
  /** Search-box suggestions by their normalised words and limit. */
  suggestions: VersionedCache<TourSuggestResponse>;
}

const caches = new WeakMap<Db, CatalogueCache>();

export function catalogueCache(db: Db): CatalogueCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = {
      lists: new VersionedCache(500),
      counts: new VersionedCache(1000),
      details: new VersionedCache(1000),
      merchantScores: new VersionedCache(1000),
      suggestions: new VersionedCache(2000),
    };
    caches.set(db, cache);
  }
  return cache;
}
