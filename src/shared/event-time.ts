import { southFloridaOffsetMinutes } from './business-day';

export { dateInWords, eventWhenInWords, monthInWords, timeInWords } from './date-words';

import { INTL_LOCALE, type Locale } from './locale';

/** The booking reference people quote: the first 8 characters of the id, in capitals. */
export function bookingReference(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/** A booking reference as typed by a person: 8 hex digits, any case, spaces and a leading # ignored. */
export const REFERENCE = /^[0-9A-F]{8}$/;
export function normalizeReference(typed: string): string {
  return typed.replace(/[\s#]/g, '').toUpperCase();
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
  let instant = wall - southFloridaOffsetMinutes(wall) * 60_000;
  instant = wall - southFloridaOffsetMinutes(instant) * 60_000;
  return new Date(instant);
}

/** "2 hours", "1 hour", "15 minutes" ("2 horas", "1 hora", "15 minutos"). */
export function durationInWords(minutes: number, locale: Locale = 'en'): string {
  const [value, unit] = minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** A YYYY-MM-DD calendar date moved by whole days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whether an event on this date at this South Florida wall-clock time has begun at `now`. */
export function hasStarted(date: string, time: string, now: Date): boolean {
  return eventStart(date, time).getTime() <= now.getTime();
}
