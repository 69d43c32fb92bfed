import { createCatalogCache } from '../http/catalog-cache';

/**
 * A rendered page, kept for anonymous visitors until the catalogue changes. The body is kept as
 * bytes: sending a Buffer skips re-encoding the text on every hit.
 */
export type CachedPage = { status: number; html: string | Buffer };

/**
 * Least-recently-used cache of rendered pages, bounded in entries and in bytes of HTML. Every entry
 * carries the catalogue version it was rendered from; a lookup under another version misses, so
 * a page can never outlive a change to what it shows.
 */
export function createPageCache({
  maxEntries = 500,
  maxBytes = 64 * 1024 * 1024,
  now,
}: {
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
} = {}) {
  return createCatalogCache<CachedPage>({ maxEntries, maxBytes, now, sizeOf: (page) => Buffer.byteLength(page.html) });
}
