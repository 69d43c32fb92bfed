import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Performer } from '../../../shared/schemas/performer';
import { getJson, getJsonOrNull, getJsonPage, toQueryString, typed } from '../../lib/http';
import { type PerformerListParams, queryKeys } from '../../lib/query-keys';

/** Parameters of GET /api/performers as the client sends them; empty values and 'all' are left out. */
export type { PerformerListParams };

const keys = queryKeys.performers;
// Public reads: typed by the shared schema, never parsed with it (zod stays out of public pages).
const performer = typed<Performer>();
const performers = typed<Performer[]>();

export const performerListQuery = (params: PerformerListParams = {}) =>
  queryOptions({
    queryKey: keys.list(params),
    queryFn: (ctx) => getJson(performers, `/api/performers${toQueryString(params)}`, ctx),
  });

export const featuredPerformersQuery = () =>
  queryOptions({
    queryKey: keys.featured(),
    queryFn: (ctx) => getJson(performers, '/api/performers/featured', ctx),
  });

export const performerBySlugQuery = (slug: string) =>
  queryOptions({
    queryKey: keys.bySlug(slug),
    queryFn: (ctx) => getJsonOrNull(performer, `/api/performers/by-slug/${encodeURIComponent(slug)}`, ctx),
  });

/** The gallery shows this many performers at first and this many more per 'Load more'. */
const GALLERY_PAGE_SIZE = 24;

/** The gallery's list, a page at a time (limit/offset), with the full count from X-Total-Count. */
export const performerPagesQuery = (params: PerformerListParams = {}) =>
  infiniteQueryOptions({
    queryKey: keys.pages(params),
    initialPageParam: 0,
    queryFn: ({ pageParam, client }) =>
      getJsonPage(
        performers,
        `/api/performers${toQueryString({ ...params, limit: GALLERY_PAGE_SIZE, offset: pageParam || undefined })}`,
        { client },
      ),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });
