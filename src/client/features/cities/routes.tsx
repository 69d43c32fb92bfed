import { CITY_PLACES, type CityPlace } from '../../../shared/cities';
import type { CityContent } from '../../../shared/city-pages';
import type { Locale } from '../../../shared/locale';
import { lazyPage } from '../../lib/lazy-page';
import type { PageRoute } from '../../lib/page-route';
import { cityPerformersResource, topRatedResource } from './api';

// Route-level splitting (decision 024): each page's code is its own chunk, preloaded by the server.
const MODULE = 'src/client/features/cities/city-page.tsx';
const load = () => import('./city-page');
// A city page loads its texts with its code, in its language only.
async function contentOf(place: CityPlace, locale: Locale): Promise<CityContent> {
  if (locale === 'es') {
    const [{ CITY_TEXT_ES }, { CITY_AREAS }] = await Promise.all([
      import('../../../shared/cities-es'),
      import('../../../shared/city-areas'),
    ]);
    return { ...place, ...CITY_TEXT_ES[place.city], serviceAreas: CITY_AREAS[place.city] };
  }
  const { CITY_PAGES } = await import('../../../shared/city-pages');
  const english = CITY_PAGES.find((c) => c.city === place.city);
  if (!english) throw new Error(`No texts for ${place.city}`);
  return english;
}

export const cityRoutes: PageRoute[] = CITY_PLACES.map((place) => ({
  path: place.path,
  ...lazyPage(
    (locale) =>
      Promise.all([load(), contentOf(place, locale)]).then(([{ CityPage }, content]) => ({
        default: () => <CityPage city={content} />,
      })),
    MODULE,
    'cities',
  ),
  prefetch: (store) => Promise.all([store.ensure(cityPerformersResource(place)), store.ensure(topRatedResource())]),
}));

/** Must come last among single-segment routes: it takes any '/{slug}'. */
export const unknownCityRoute: PageRoute = {
  path: '/:slug',
  ...lazyPage(() => load().then(({ UnknownCityOrPage }) => ({ default: UnknownCityOrPage })), MODULE, 'cities'),
};
