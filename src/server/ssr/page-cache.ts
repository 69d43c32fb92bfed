import { createCatalogCache } from '../http/catalog-cache';

/**
 * A rendered page, kept for anonymous visitors until the catalogue changes. The body is kept as
 * bytes: sending a Buffer skips re-encoding the text on every hit.
 */
export type CachedPage = { status: number; html: string | Buffer };

type Bounds = { maxEntries: number; maxBytes: number };

/**
 * The pages: each address of the site once (plus its business day). Filtered gallery views and
 * 404 pages have addresses anyone can make up without end, so each kind has a small cache of its
 * own: a flood of them evicts only its own kind, never the pages most visitors get (issue 26).
 */
const PAGE_BOUNDS: Bounds = { maxEntries: 500, maxBytes: 64 * 1024 * 1024 };
export const FILTERED_PAGE_BOUNDS: Bounds = { maxEntries: 100, maxBytes: 16 * 1024 * 1024 };
export const NOT_FOUND_PAGE_BOUNDS: Bounds = { maxEntries: 50, maxBytes: 4 * 1024 * 1024 };

/**
 * Least-recently-used cache of rendered pages, bounded in entries and in bytes of HTML. Every entry
 * carries the catalogue version it was rendered from; a lookup under another version misses, so
 * a page can never outlive a change to what it shows.
 */
export function createPageCache({
  maxEntries = PAGE_BOUNDS.maxEntries,
  maxBytes = PAGE_BOUNDS.maxBytes,
  now,
}: {
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
} = {}) {
  return createCatalogCache<CachedPage>({ maxEntries, maxBytes, now, sizeOf: (page) => Buffer.byteLength(page.html) });
}
