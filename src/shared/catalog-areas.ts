/**
 * The page features whose texts have a catalog of their own (lingui.config.ts): a page loads the
 * common catalog and its feature's, so no page carries every page's words (src/client/lib/i18n.ts).
 */
export const CATALOG_AREAS = [
  'gallery',
  'booking',
  'confirmation',
  'profile',
  'cities',
  'static-pages',
  'portal',
  'reviews',
] as const;
export type CatalogArea = (typeof CATALOG_AREAS)[number];

/**
 * The source files of each area's texts: its feature folder, but the booking confirmation page,
 * which is in the booking folder and has a catalog of its own (the wizard need not carry it).
 */
export const CATALOG_SOURCES: Record<CatalogArea, { include: string[]; exclude: string[] }> = {
  gallery: { include: ['src/client/features/gallery'], exclude: [] },
  booking: {
    include: ['src/client/features/booking'],
    exclude: ['**/booking/confirmation-*', '**/booking/reference-copy.tsx'],
  },
  confirmation: {
    include: ['src/client/features/booking/confirmation-*', 'src/client/features/booking/reference-copy.tsx'],
    exclude: [],
  },
  profile: { include: ['src/client/features/profile'], exclude: [] },
  cities: { include: ['src/client/features/cities'], exclude: [] },
  'static-pages': { include: ['src/client/features/static-pages'], exclude: [] },
  // The performer portal's pages (decision 033): never loaded by a public page.
  portal: { include: ['src/client/features/portal'], exclude: [] },
  // The client's review page (decision 040).
  reviews: { include: ['src/client/features/reviews'], exclude: [] },
};
