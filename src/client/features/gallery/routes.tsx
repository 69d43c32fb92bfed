import type { QueryClient } from '@tanstack/react-query';
import { lazyPage } from '../../lib/lazy-page';
import type { PageRoute } from '../../lib/page-route';
import { eventTypesQuery, serviceAreasQuery } from '../catalog/api';
import { featuredPerformersQuery, performerPagesQuery } from '../performers/api';
import { parseFilters, toApiParams } from './filter-state';

function prefetchGallery(qc: QueryClient, search: URLSearchParams) {
  return Promise.all([
    qc.ensureInfiniteQueryData(performerPagesQuery(toApiParams(parseFilters(search)))),
    qc.ensureQueryData(featuredPerformersQuery()),
    qc.ensureQueryData(serviceAreasQuery()),
    qc.ensureQueryData(eventTypesQuery()),
  ]);
}

// Route-level splitting (decision 024): the gallery's code loads with the gallery pages only.
const MODULE = 'src/client/features/gallery/gallery-page.tsx';
const load = () => import('./gallery-page');
const home = lazyPage(
  () => load().then(({ GalleryPage }) => ({ default: () => <GalleryPage variant="home" /> })),
  MODULE,
  'gallery',
);
const all = lazyPage(
  () => load().then(({ GalleryPage }) => ({ default: () => <GalleryPage variant="performers" /> })),
  MODULE,
  'gallery',
);

export const galleryRoutes: PageRoute[] = [
  { path: '/', ...home, prefetch: (qc, _p, search) => prefetchGallery(qc, search) },
  { path: '/performers', ...all, prefetch: (qc, _p, search) => prefetchGallery(qc, search) },
];
