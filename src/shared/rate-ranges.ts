import type { AttributeValue } from './performer-attributes';

type HourlyRateRange = AttributeValue<'hourlyRateRange'>;
type AppearanceFeeRange = AttributeValue<'appearanceFeeRange'>;

/**
 * The price buckets are derived from the rate, never typed by hand, so a performer always sits
 * in the bucket its price says. Each bucket holds its lower bound and excludes its upper one;
 * the first bucket also takes anything cheaper and the last anything dearer.
 */
export function hourlyRateRangeOf(rate: number | null): HourlyRateRange | null {
  if (rate === null || !Number.isFinite(rate)) return null;
  if (rate < 200) return '$150-200';
  if (rate < 250) return '$200-250';
  if (rate < 300) return '$250-300';
  return '$300+';
}

export function appearanceFeeRangeOf(fee: number | null): AppearanceFeeRange | null {
  if (fee === null || !Number.isFinite(fee)) return null;
  if (fee < 150) return '$100-150';
  if (fee < 200) return '$150-200';
  if (fee < 250) return '$200-250';
  return '$250+';
}

/** Both price buckets of a performer, as stored next to its rates. */
export function priceBucketsOf(rates: { hourlyRate: number | null; appearanceFee: number | null }) {
  return {
    hourlyRateRange: hourlyRateRangeOf(rates.hourlyRate),
    appearanceFeeRange: appearanceFeeRangeOf(rates.appearanceFee),
  };
}
