import { lazyPage } from '../../lib/lazy-page';
import type { PageRoute } from '../../lib/page-route';
import type { ResourceStore } from '../../lib/resource';
import { eventTypesResource, serviceAreasResource } from '../catalog/api';
import { featuredPerformersResource, performerPagesResource } from '../performers/api';

// The filters' rules are read only here, on the server: the route table loads with every page.
async function prefetchGallery(store: ResourceStore, search: URLSearchParams) {
  const { parseFilters, toApiParams } = await import('./filter-state');
  return Promise.all([
    store.ensure(performerPagesResource(toApiParams(parseFilters(search)))),
    store.ensure(featuredPerformersResource()),
    store.ensure(serviceAreasResource()),
    store.ensure(eventTypesResource()),
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
