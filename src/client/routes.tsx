import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { parse } from 'regexparam';
import { HomePage } from './features/home/home-page';
import { performerListQuery } from './features/performers/api';

export type RouteParams = Record<string, string>;

export type PageRoute = {
  path: string;
  component: ComponentType;
  /** Loads what the page reads, so the server can render it whole and hand the cache to the browser. */
  prefetch?: (queryClient: QueryClient, params: RouteParams, search: URLSearchParams) => Promise<unknown>;
};

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
