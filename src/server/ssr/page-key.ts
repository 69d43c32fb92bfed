import { ATTRIBUTE_FILTER_NAMES } from '../../shared/filter-options';
import { localeOfPath } from '../../shared/locale';

/** What the gallery reads from its address (client features/gallery/filter-state.ts, parseFilters). */
const GALLERY_QUERY: ReadonlySet<string> = new Set([
  'keyword',
  'serviceAreaIds',
  'eventTypeIds',
  'sortBy',
  'minRating',
  'underBudget',
  'newPerformers',
  'availableTonight',
  ...ATTRIBUTE_FILTER_NAMES,
]);

/** Per page (its path inside its language), the query parameters its render reads; the other pages read none. */
const PAGE_QUERY: Record<string, ReadonlySet<string>> = { '/': GALLERY_QUERY, '/performers': GALLERY_QUERY };

/**
 * The address a cacheable page is rendered from and kept under: its path and only the query
 * parameters that page reads, in a stable order. '/faq?r=1' is '/faq', so a made-up parameter
 * can neither fill the cache with copies nor put itself into the HTML every visitor gets.
 * `filtered` says whether any parameter was kept (a filtered view, kept apart from plain pages).
 */
export function pageCacheUrl(url: string): { url: string; filtered: boolean } {
  const [path = '/', query = ''] = (url.split('#')[0] ?? '').split(/\?(.*)/s);
  // Matched as the router matches: in any letter case, with or without a trailing slash.
  const inLocale = localeOfPath(path).path.toLowerCase();
  const reads = PAGE_QUERY[inLocale.length > 1 ? inLocale.replace(/\/$/, '') : inLocale];
  if (!reads || !query) return { url: path, filtered: false };
  const kept = [...new URLSearchParams(query)]
    .filter(([name]) => reads.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (kept.length === 0) return { url: path, filtered: false };
  return { url: `${path}?${new URLSearchParams(kept).toString()}`, filtered: true };
}
