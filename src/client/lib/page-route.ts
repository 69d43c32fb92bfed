import type { ComponentType } from 'react';
import type { CatalogArea } from '../../shared/catalog-areas';
import type { Locale } from '../../shared/locale';
import type { ResourceStore } from './resource';

export type RouteParams = Record<string, string>;

/** One page of the site. Feature folders export these; src/client/routes.tsx lists them all. */
export type PageRoute = {
  /** wouter/regexparam pattern, e.g. '/performer/:slug'. */
  path: string;
  component: ComponentType;
  /** Loads what the page reads, so the server can render it whole and hand its reads to the browser. */
  prefetch?: (store: ResourceStore, params: RouteParams, search: URLSearchParams) => Promise<unknown>;
  /** For lazy pages (lib/lazy-page.tsx): loads the page's code before rendering or hydrating it. */
  preload?: (locale: Locale, path: string) => Promise<void>;
  /** For lazy pages: the page's source module, whose chunk the server preloads (lib/lazy-page.tsx). */
  module?: string;
  /** The feature whose catalog of messages the page needs besides the common one (lib/i18n.ts). */
  catalog?: CatalogArea;
};
