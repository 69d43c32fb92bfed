import { CITY_PAGES } from '../../../shared/cities';
import type { PageRoute } from '../../lib/page-route';
import { CityPage, cityPerformersQuery, topRatedQuery, UnknownCityOrPage } from './city-page';

export const cityRoutes: PageRoute[] = CITY_PAGES.map((city) => ({
  path: city.path,
  component: () => <CityPage city={city} />,
  prefetch: (qc) => Promise.all([qc.ensureQueryData(cityPerformersQuery(city)), qc.ensureQueryData(topRatedQuery())]),
}));

/** Must come last among single-segment routes: it takes any '/{slug}'. */
export const unknownCityRoute: PageRoute = { path: '/:slug', component: UnknownCityOrPage };
