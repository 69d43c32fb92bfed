/** A rendered page, kept for anonymous visitors until the catalogue changes. */
/** The body is kept as bytes: sending a Buffer skips re-encoding the text on every hit. */
export type CachedPage = { status: number; html: string | Buffer; headers?: Record<string, string> };

/**
 * Least-recently-used cache of rendered pages, bounded in entries and in bytes. Every entry
 * carries the catalogue version it was rendered from; a lookup under another version misses, so
 * a page can never outlive a change to what it shows.
 */
export function createPageCache({
  maxEntries = 500,
  maxBytes = 64 * 1024 * 1024,
  now = Date.now,
}: {
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
} = {}) {
  const entries = new Map<string, CachedPage & { version: number; bytes: number; expires: number }>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  return {
    get(key: string, version: number): CachedPage | null {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.version !== version || entry.expires <= now()) {
        drop(key);
        return null;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    /** `maxAgeMs` bounds an entry that shows something the version does not follow (see maxAgeOf). */
    set(key: string, version: number, page: CachedPage, maxAgeMs = Number.POSITIVE_INFINITY): void {
      drop(key);
      const size = Buffer.byteLength(page.html);
      if (size > maxBytes) return;
      entries.set(key, { ...page, version, bytes: size, expires: now() + maxAgeMs });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;

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
