import type { QueryClient } from '@tanstack/react-query';
import type { PageRoute } from '../../lib/page-route';
import { eventTypesQuery, serviceAreasQuery } from '../catalog/api';
import { featuredPerformersQuery, performerPagesQuery } from '../performers/api';
import { parseFilters, toApiParams } from './filter-state';
import { GalleryPage } from './gallery-page';

function prefetchGallery(qc: QueryClient, search: URLSearchParams) {
  return Promise.all([
    qc.ensureInfiniteQueryData(performerPagesQuery(toApiParams(parseFilters(search)))),
    qc.ensureQueryData(featuredPerformersQuery()),
    qc.ensureQueryData(serviceAreasQuery()),
    qc.ensureQueryData(eventTypesQuery()),
  ]);
}

const HomeGallery = () => <GalleryPage variant="home" />;
const AllPerformers = () => <GalleryPage variant="performers" />;

export const galleryRoutes: PageRoute[] = [
  { path: '/', component: HomeGallery, prefetch: (qc, _p, search) => prefetchGallery(qc, search) },
  { path: '/performers', component: AllPerformers, prefetch: (qc, _p, search) => prefetchGallery(qc, search) },
];
