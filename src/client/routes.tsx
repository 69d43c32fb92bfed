import { parse } from 'regexparam';
import { adminRoutes } from './features/admin/routes';
import { authRoutes } from './features/auth/routes';
import { bookingRoutes } from './features/booking/routes';
import { cityRoutes, unknownCityRoute } from './features/cities/routes';
import { galleryRoutes } from './features/gallery/routes';
import { profileRoutes } from './features/profile/routes';
import { staticPageRoutes } from './features/static-pages/routes';
import type { PageRoute, RouteParams } from './lib/page-route';

/** Every page, most specific first: the first pattern that matches wins, on the server and in <Switch>. */
export const pageRoutes: PageRoute[] = [
  ...galleryRoutes,
  ...profileRoutes,
  ...staticPageRoutes,
  ...bookingRoutes,
  ...authRoutes,
  ...adminRoutes,
  ...cityRoutes,
  // Keep last: it takes any single-segment path. Add new pages above it.
  unknownCityRoute,
];

export function matchPageRoute(path: string): { route: PageRoute; params: RouteParams } | null {
  for (const route of pageRoutes) {
    const { pattern, keys } = parse(route.path);
    const found = pattern.exec(path);
    if (found) {
      const params = Object.fromEntries(keys.map((key, i) => [key, decodeURIComponent(found[i + 1] ?? '')]));
      return { route, params };
    }
  }
  return null;
}
