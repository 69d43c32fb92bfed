import { CITY_PAGES } from '../../../shared/cities';
import { lazyPage } from '../../lib/lazy-page';
import type { PageRoute } from '../../lib/page-route';
import { cityPerformersQuery, topRatedQuery } from './api';

// Route-level splitting (decision 024): each page's code is its own chunk, preloaded by the server.
const MODULE = 'src/client/features/cities/city-page.tsx';
const load = () => import('./city-page');

export const cityRoutes: PageRoute[] = CITY_PAGES.map((city) => ({
  path: city.path,
  ...lazyPage(() => load().then(({ CityPage }) => ({ default: () => <CityPage city={city} /> })), MODULE),
  prefetch: (qc) => Promise.all([qc.ensureQueryData(cityPerformersQuery(city)), qc.ensureQueryData(topRatedQuery())]),
}));

/** Must come last among single-segment routes: it takes any '/{slug}'. */
export const unknownCityRoute: PageRoute = {
  path: '/:slug',
  ...lazyPage(() => load().then(({ UnknownCityOrPage }) => ({ default: UnknownCityOrPage })), MODULE),
};
