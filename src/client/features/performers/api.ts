import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Performer } from '../../../shared/schemas/performer';
import { getJson, getJsonOrNull, getJsonPage, toQueryString } from '../../lib/http';

/** Parameters of GET /api/performers as the client sends them; empty values and 'all' are left out. */
export type PerformerListParams = Record<string, string | number | boolean | readonly string[] | undefined>;

export const performerKeys = {
  all: ['performers'] as const,
  list: (params: PerformerListParams) => ['performers', 'list', params] as const,
  pages: (params: PerformerListParams) => ['performers', 'pages', params] as const,
  featured: () => ['performers', 'featured'] as const,
  bySlug: (slug: string) => ['performers', 'by-slug', slug] as const,
  byId: (id: string) => ['performers', 'by-id', id] as const,
};

export const performerListQuery = (params: PerformerListParams = {}) =>
  queryOptions({
    queryKey: performerKeys.list(params),
    queryFn: () => getJson<Performer[]>(`/api/performers${toQueryString(params)}`),
  });

export const featuredPerformersQuery = () =>
  queryOptions({
    queryKey: performerKeys.featured(),
    queryFn: () => getJson<Performer[]>('/api/performers/featured'),
  });

export const performerBySlugQuery = (slug: string) =>
  queryOptions({
    queryKey: performerKeys.bySlug(slug),
    queryFn: () => getJsonOrNull<Performer>(`/api/performers/by-slug/${encodeURIComponent(slug)}`),
  });

export const performerByIdQuery = (id: string) =>
  queryOptions({
    queryKey: performerKeys.byId(id),
    queryFn: () => getJsonOrNull<Performer>(`/api/performers/${encodeURIComponent(id)}`),
  });

/** The gallery shows this many performers at first and this many more per 'Load more'. */
export const GALLERY_PAGE_SIZE = 24;

/** The gallery's list, a page at a time (limit/offset), with the full count from X-Total-Count. */
export const performerPagesQuery = (params: PerformerListParams = {}) =>
  infiniteQueryOptions({
    queryKey: performerKeys.pages(params),
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      getJsonPage<Performer>(
        `/api/performers${toQueryString({ ...params, limit: GALLERY_PAGE_SIZE, offset: pageParam || undefined })}`,
      ),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });
