import { msg } from '@lingui/core/macro';
import type { SortBy } from '../../../shared/filter-options';
import type { MessageDescriptor } from '../../../shared/i18n-runtime';
import { useLingui } from '../../lib/i18n-react';

const LABELS: Record<SortBy, MessageDescriptor> = {
  rating: msg`Highest Rated (Default)`,
  price_low: msg`Price: Low to High`,
  price_high: msg`Price: High to Low`,
  newest: msg`Newest`,
  popular: msg`Most Popular`,
};

/** The gallery's sort options in the page's language (the values in the address stay the same). */
export function useSortLabels(): (value: SortBy, fallback: string) => string {
  const { i18n } = useLingui();
  return (value, fallback) => (LABELS[value] ? i18n._(LABELS[value]) : fallback);
}
