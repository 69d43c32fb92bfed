import { LRUCache } from 'lru-cache';

/**
 * A least-recently-used cache of answers that follow the catalogue, bounded in entries and in
 * bytes (lru-cache does the bookkeeping and the eviction). Every entry carries the catalogue
 * version it was made from; a lookup under another version misses and drops it, so an answer can
 * never outlive a change to what it shows. The page cache and the API read cache are both this.
 */
export function createCatalogCache<T extends {}>({
  maxEntries,
  maxBytes,
  sizeOf,
  now = Date.now,
}: {
  maxEntries: number;
  maxBytes: number;
  /** The bytes an entry holds; one too large for maxBytes on its own is not kept. */
  sizeOf: (value: T) => number;
  now?: () => number;
}) {
  type Entry = { value: T; version: number; expires: number };
  const entries = new LRUCache<string, Entry>({
    max: maxEntries,
    maxSize: maxBytes,
    // lru-cache counts sizes from 1: an empty answer weighs one byte.
    sizeCalculation: (entry) => Math.max(1, sizeOf(entry.value)),
  });
  return {
    get(key: string, version: number): T | null {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.version !== version || entry.expires <= now()) {
        entries.delete(key);
        return null;
      }
      return entry.value;
    },
    /**
     * `maxAgeMs` bounds an entry that shows something the version does not follow (see maxAgeOf).
     * Expiry is checked here, on the cache's own clock, rather than by lru-cache's TTL, so tests
     * can move that clock and an entry is gone at exactly its maximum age.
     */
    set(key: string, version: number, value: T, maxAgeMs = Number.POSITIVE_INFINITY): void {
      entries.set(key, { value, version, expires: now() + maxAgeMs });
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * The 'popular' order follows booking counts, which every booking raises. A booking must not
 * empty every cache (the catalogue version ignores booking counts, migration 0006), so answers in
 * that order are kept for at most a minute instead: the order may lag the last minute's bookings.
 */
export const POPULAR_MAX_AGE_MS = 60_000;
export const maxAgeOf = (url: string) =>
  // Parsed as the API and the pages read it: '%70opular' and 'popular ' are the popular order too.
  // Only the query is parsed: a path like '//' is not a URL relative to anything.
  new URLSearchParams(url.split('#')[0]?.split('?').slice(1).join('?')).get('sortBy')?.trim() === 'popular'
    ? POPULAR_MAX_AGE_MS
    : Number.POSITIVE_INFINITY;
