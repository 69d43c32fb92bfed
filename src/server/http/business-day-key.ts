import { businessDay } from '../../shared/business-day';

/**
 * The business day (YYYY-MM-DD, South Florida time) that the read and page caches put in their
 * keys, so nothing cached yesterday is served today. Worked out at most once a second of the
 * given clock: it changes once a day, and the caches ask on every request.
 */
export function businessDayKey(now: () => Date): () => string {
  let at = Number.NaN;
  let value = '';
  return () => {
    const t = now().getTime();
    if (!(t >= at && t - at < 1000)) {
      value = businessDay(new Date(t)).date;
      at = t;
    }
    return value;
  };
}
