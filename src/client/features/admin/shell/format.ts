import { BUSINESS_TIME_ZONE } from '../../../../shared/business-day';

/** A moment as the booking team reads it: in the business's time zone, e.g. "Mar 3, 2026, 9:00 PM". */
export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE });

/** A booking's duration in hours, in words (a stripper gram is a quarter of an hour). */
export const durationInWords = (h: number) => (h === 0.25 ? '15 minutes' : `${h} ${h === 1 ? 'hour' : 'hours'}`);

/** "1 other booking", "2 other bookings". */
export const countOf = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
