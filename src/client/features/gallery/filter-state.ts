import {
  ATTRIBUTE_FILTER_NAMES,
  type AttributeFilterName,
  SORT_VALUES,
  type SortBy,
} from '../../../shared/filter-options';
import { isOptionOf, mapAttributes } from '../../../shared/performer-attributes';
import type { PerformerListParams } from '../performers/api';

/**
 * The gallery's whole filter state. It lives in the URL (same parameter names as the API), so a
 * filtered view can be shared, reloaded and rendered by the server on first load.
 */
export type GalleryFilters = {
  keyword: string;
  serviceAreaIds: string;
  eventTypeIds: string;
  sortBy: SortBy | '';
  minRating: string;
  underBudget: string;
  newPerformers: boolean;
  availableTonight: boolean;
} & Record<AttributeFilterName, string[]>;

export const EMPTY_FILTERS: GalleryFilters = {
  keyword: '',
  serviceAreaIds: '',
  eventTypeIds: '',
  sortBy: '',
  minRating: '',
  underBudget: '',
  newPerformers: false,
  availableTonight: false,
  ...mapAttributes<AttributeFilterName, Record<AttributeFilterName, string[]>>(ATTRIBUTE_FILTER_NAMES, () => []),
};

const ID = /^[a-z0-9-]{1,64}$/;
const isNumberIn = (text: string, min: number, max: number) => {
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) && n >= min && n <= max;
};

/** Reads filters from a query string; unknown or malformed values are dropped, never sent on. */
export function parseFilters(search: string | URLSearchParams): GalleryFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const one = (key: string) => params.get(key)?.trim() ?? '';
  const sortBy = one('sortBy');
  const filters: GalleryFilters = {
    ...EMPTY_FILTERS,
    keyword: one('keyword').slice(0, 100),
    serviceAreaIds: ID.test(one('serviceAreaIds')) ? one('serviceAreaIds') : '',
    eventTypeIds: ID.test(one('eventTypeIds')) ? one('eventTypeIds') : '',
    sortBy: (SORT_VALUES as readonly string[]).includes(sortBy) ? (sortBy as SortBy) : '',
    minRating: isNumberIn(one('minRating'), 1, 5) ? one('minRating') : '',
    underBudget: isNumberIn(one('underBudget'), 0, 1_000_000) ? one('underBudget') : '',
    newPerformers: one('newPerformers') === 'true',
    availableTonight: one('availableTonight') === 'true',
  };
  for (const name of ATTRIBUTE_FILTER_NAMES) {
    filters[name] = [...new Set(params.getAll(name).filter((v) => isOptionOf(name, v)))];
  }
  return filters;
}

/** The API parameters for these filters: empty values and 'all' are left out, lists stay lists. */
export function toApiParams(filters: GalleryFilters): PerformerListParams {
  const params: PerformerListParams = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === '' || value === false || (Array.isArray(value) && value.length === 0)) continue;
    params[key] = value;
  }
  return params;
}

/** The query string for these filters, in a stable order ('' when nothing is set). */
export function toSearch(filters: GalleryFilters): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(toApiParams(filters))) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function toggleValue(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** How many filters are set beyond the search bar, for the advanced panel's toggle. */
export function countAdvanced(filters: GalleryFilters): number {
  return (
    ATTRIBUTE_FILTER_NAMES.reduce((n, name) => n + filters[name].length, 0) +
    (filters.minRating ? 1 : 0) +
    (filters.underBudget ? 1 : 0) +
    (filters.newPerformers ? 1 : 0) +
    (filters.availableTonight ? 1 : 0)
  );
}
