import { BUSINESS_TIME_ZONE } from './business-day';

/** The booking reference people quote: the first 8 characters of the id, in capitals. */
export function bookingReference(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/** A booking reference as typed by a person: 8 hex digits, any case, spaces and a leading # ignored. */
export const REFERENCE = /^[0-9A-F]{8}$/;
export function normalizeReference(typed: string): string {
  return typed.replace(/[\s#]/g, '').toUpperCase();
}

let offsetFormatter: Intl.DateTimeFormat | undefined;

/** Minutes the business's time zone is ahead of UTC at an instant (negative in Florida). */
function zoneOffsetMinutes(instant: number): number {
  offsetFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const p = Object.fromEntries(offsetFormatter.formatToParts(instant).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The instant an event starts: its date and wall-clock time in South Florida (America/New_York),
 * daylight saving included. A missing time counts as midnight.
 */
export function eventStart(date: string, time: string | null): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = (time ?? '00:00').split(':').map(Number);
  const wall = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0);
  // Two passes settle the offset on either side of a daylight-saving change.
  let instant = wall - zoneOffsetMinutes(wall) * 60_000;
  instant = wall - zoneOffsetMinutes(instant) * 60_000;
  return new Date(instant);
}

const wordsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const wordsNoWeekdayFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const timeFormatter = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });

/**
 * "Saturday, November 28, 2026" (or "November 28, 2026" without the weekday) for a YYYY-MM-DD
 * date: a calendar date, so no time zone shifts it. Every date a person reads goes through here;
 * "today" itself is the business day in America/New_York (business-day.ts).
 */
export function dateInWords(date: string, { weekday = true }: { weekday?: boolean } = {}): string {
  return (weekday ? wordsFormatter : wordsNoWeekdayFormatter).format(new Date(`${date}T12:00:00Z`));
}

/** "9:00 PM" for a HH:MM wall-clock time. */
export function timeInWords(time: string): string {
  return timeFormatter.format(new Date(`1970-01-01T${time}:00Z`));
}

/** "Saturday, November 28, 2026 at 9:00 PM", or "Not set". */
export function eventWhenInWords(date: string | null, time: string | null): string {
  if (!date) return 'Not set';
  return time ? `${dateInWords(date)} at ${timeInWords(time)}` : dateInWords(date);
}

/** "2 hours", "1 hour", "15 minutes". */
export function durationInWords(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** A YYYY-MM-DD calendar date moved by whole days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
