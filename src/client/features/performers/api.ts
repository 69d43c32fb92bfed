import type { Performer } from '../../../shared/schemas/performer';
import { getJson, getJsonOrNull, getJsonPage, toQueryString, typed } from '../../lib/http';
import { type PerformerListParams, queryKeys } from '../../lib/query-keys';
import { pagedResource, type Resource } from '../../lib/resource';

/** Parameters of GET /api/performers as the client sends them; empty values and 'all' are left out. */
export type { PerformerListParams };

const keys = queryKeys.performers;
// Public reads: typed by the shared schema, never parsed with it (zod stays out of public pages).
const performer = typed<Performer>();
const performers = typed<Performer[]>();

export const performerListResource = (params: PerformerListParams = {}): Resource<Performer[]> => ({
  key: keys.list(params),
  load: (ctx) => getJson(performers, `/api/performers${toQueryString(params)}`, ctx),
});

export const featuredPerformersResource = (): Resource<Performer[]> => ({
  key: keys.featured(),
  load: (ctx) => getJson(performers, '/api/performers/featured', ctx),
});

export const performerBySlugResource = (slug: string): Resource<Performer | null> => ({
  key: keys.bySlug(slug),
  load: (ctx) => getJsonOrNull(performer, `/api/performers/by-slug/${encodeURIComponent(slug)}`, ctx),
});

/** The gallery shows this many performers at first and this many more per 'Load more'. */
const GALLERY_PAGE_SIZE = 24;

/** The gallery's list, a page at a time (limit/offset), with the full count from X-Total-Count. */
export const performerPagesResource = (params: PerformerListParams = {}) =>
  pagedResource(
    keys.pages(params),
    (offset, ctx) =>
      getJsonPage(
        performers,
        `/api/performers${toQueryString({ ...params, limit: GALLERY_PAGE_SIZE, offset: offset || undefined })}`,
        ctx,
      ),
    (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  );
