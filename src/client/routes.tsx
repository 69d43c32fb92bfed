import { parse } from 'regexparam';
import { HomePage } from './features/home/home-page';
import { performerListQuery } from './features/performers/api';
import type { PageRoute, RouteParams } from './lib/page-route';

export const pageRoutes: PageRoute[] = [
  {
    path: '/',
    component: HomePage,
    prefetch: (qc) => qc.ensureQueryData(performerListQuery()),
  },
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
