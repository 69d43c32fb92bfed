import { queryOptions } from '@tanstack/react-query';
import type { Performer } from '../../../shared/schemas/performer';
import { getJson, getJsonOrNull, toQueryString } from '../../lib/http';

/** Parameters of GET /api/performers as the client sends them; empty values and 'all' are left out. */
export type PerformerListParams = Record<string, string | number | boolean | readonly string[] | undefined>;

export const performerKeys = {
  all: ['performers'] as const,
  list: (params: PerformerListParams) => ['performers', 'list', params] as const,
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
