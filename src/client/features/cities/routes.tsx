import { CITY_PAGES } from '../../../shared/cities';
import type { Locale } from '../../../shared/locale';
import { lazyPage } from '../../lib/lazy-page';
import type { PageRoute } from '../../lib/page-route';
import { cityPerformersQuery, topRatedQuery } from './api';

// Route-level splitting (decision 024): each page's code is its own chunk, preloaded by the server.
const MODULE = 'src/client/features/cities/city-page.tsx';
const load = () => import('./city-page');
// A city's Spanish texts load with its Spanish page only.
const spanishTexts = (locale: Locale) => (locale === 'es' ? import('../../../shared/cities-es') : null);

export const cityRoutes: PageRoute[] = CITY_PAGES.map((city) => ({
  path: city.path,
  ...lazyPage(
    (locale) =>
      Promise.all([load(), spanishTexts(locale)]).then(([{ CityPage }, es]) => {
        const content = es ? { ...city, ...es.CITY_TEXT_ES[city.city] } : city;
        return { default: () => <CityPage city={content} /> };
      }),
    MODULE,
  ),
  prefetch: (qc) => Promise.all([qc.ensureQueryData(cityPerformersQuery(city)), qc.ensureQueryData(topRatedQuery())]),
}));

/** Must come last among single-segment routes: it takes any '/{slug}'. */
export const unknownCityRoute: PageRoute = {
  path: '/:slug',
  ...lazyPage(() => load().then(({ UnknownCityOrPage }) => ({ default: UnknownCityOrPage })), MODULE),
};
