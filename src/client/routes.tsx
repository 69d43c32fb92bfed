import { parse } from 'regexparam';
import type { Locale } from '../shared/locale';
import { adminRoutes } from './features/admin/shell/routes';
import { authRoutes } from './features/auth/routes';
import { bookingRoutes } from './features/booking/routes';
import { cityRoutes, unknownCityRoute } from './features/cities/routes';
import { galleryRoutes } from './features/gallery/routes';
import { portalRoutes } from './features/portal/routes';
import { profileRoutes } from './features/profile/routes';
import { reviewRoutes } from './features/reviews/routes';
import { staticPageRoutes } from './features/static-pages/routes';
import type { PageRoute, RouteParams } from './lib/page-route';

/** Every page, most specific first: the first pattern that matches wins, on the server and in <Switch>. */
export const pageRoutes: PageRoute[] = [
  ...galleryRoutes,
  ...profileRoutes,
  ...staticPageRoutes,
  ...bookingRoutes,
  ...reviewRoutes,
  ...authRoutes,
  ...adminRoutes,
  ...portalRoutes,
  ...cityRoutes,
  // Keep last: it takes any single-segment path. Add new pages above it.
  unknownCityRoute,
];

/** Staff pages (sign-in and the admin) are English only: /es has the public pages and the performer portal. */
const staffRoutes = new Set<PageRoute>([...authRoutes, ...adminRoutes]);
const spanishRoutes = pageRoutes.filter((route) => !staffRoutes.has(route));

/** The pages of a language, in matching order. */
export function routesOf(locale: Locale): PageRoute[] {
  return locale === 'es' ? spanishRoutes : pageRoutes;
}

/** The page for a path inside a language's base ('/faq' of '/es/faq'). */
export function matchPageRoute(path: string, locale: Locale): { route: PageRoute; params: RouteParams } | null {
  for (const route of routesOf(locale)) {
    const { pattern, keys } = parse(route.path);
    const found = pattern.exec(path);
    if (found) {
      const params = Object.fromEntries(keys.map((key, i) => [key, decodeURIComponent(found[i + 1] ?? '')]));
      return { route, params };
    }
  }
  return null;
}
