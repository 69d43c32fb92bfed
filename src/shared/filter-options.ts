import {
  FILTER_ATTRIBUTE_KEYS,
  type FilterAttributeKey,
  mapAttributes,
  PERFORMER_ATTRIBUTES,
} from './performer-attributes';

/**
 * The gallery's sort options, the admin form's specialty choices and the attribute filters. The
 * option lists of the performer attributes themselves are in `performer-attributes.ts`.
 */
export const SPECIALTIES = ['Dancing', 'Performance', 'Entertainment', 'Modeling', 'Acting'] as const;

export const SORT_OPTIONS = [
  { value: 'rating', label: 'Highest Rated (Default)' },
  { value: 'price_low', label: 'Price: Low to High' },
  { value: 'price_high', label: 'Price: High to Low' },
  { value: 'newest', label: 'Newest' },
  { value: 'popular', label: 'Most Popular' },
] as const;
export const SORT_VALUES = ['rating', 'price_low', 'price_high', 'newest', 'popular'] as const;
export type SortBy = (typeof SORT_VALUES)[number];

/**
 * The repeated attribute filters of GET /api/performers (and of the gallery's URL), with the
 * values each accepts. Within one attribute the values are "any of"; across attributes "all of".
 */
export const ATTRIBUTE_FILTERS = mapAttributes<
  FilterAttributeKey,
  { [K in FilterAttributeKey]: (typeof PERFORMER_ATTRIBUTES)[K]['options'] }
>(FILTER_ATTRIBUTE_KEYS, (key) => PERFORMER_ATTRIBUTES[key].options);
export type AttributeFilterName = FilterAttributeKey;
export const ATTRIBUTE_FILTER_NAMES = FILTER_ATTRIBUTE_KEYS;
