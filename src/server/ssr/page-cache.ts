/** A rendered page, kept for anonymous visitors until the catalogue changes. */
/** The body is kept as bytes: sending a Buffer skips re-encoding the text on every hit. */
export type CachedPage = { status: number; html: string | Buffer; headers?: Record<string, string> };

/**
 * Least-recently-used cache of rendered pages, bounded in entries and in bytes. Every entry
 * carries the catalogue version it was rendered from; a lookup under another version misses, so
 * a page can never outlive a change to what it shows.
 */
export function createPageCache({ maxEntries = 500, maxBytes = 64 * 1024 * 1024 } = {}) {
  const entries = new Map<string, CachedPage & { version: number; bytes: number }>();
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
      if (entry.version !== version) {
        drop(key);
        return null;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key: string, version: number, page: CachedPage): void {
      drop(key);
      const size = Buffer.byteLength(page.html);
      if (size > maxBytes) return;
      entries.set(key, { ...page, version, bytes: size });
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
