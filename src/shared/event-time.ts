import { BUSINESS_TIME_ZONE } from './business-day';
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

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Formats in UTC: the values are calendar dates and wall-clock times, already in Miami's zone. */
function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: 'UTC' });
    formatters.set(key, found);
  }
  return found;
}

const LONG_DATE: Intl.DateTimeFormatOptions = { month: 'long', day: 'numeric', year: 'numeric' };

/**
 * "Saturday, November 28, 2026" (or "November 28, 2026" without the weekday) for a YYYY-MM-DD
 * date, "sábado, 28 de noviembre de 2026" in Spanish: a calendar date, so no time zone shifts it.
 * Every date a person reads goes through here; "today" itself is the business day in
 * America/New_York (business-day.ts).
 */
export function dateInWords(
  date: string,
  { weekday = true, locale = 'en' }: { weekday?: boolean; locale?: Locale } = {},
): string {
  const options = weekday ? { ...LONG_DATE, weekday: 'long' as const } : LONG_DATE;
  return formatter(locale, options).format(new Date(`${date}T12:00:00Z`));
}

/** "9:00 PM" ("9:00 p.m." in Spanish) for a HH:MM wall-clock time. */
export function timeInWords(time: string, locale: Locale = 'en'): string {
  return formatter(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(`1970-01-01T${time}:00Z`));
}

const NOT_SET: Record<Locale, string> = { en: 'Not set', es: 'Sin definir' };

/**
 * "Saturday, November 28, 2026 at 9:00 PM" ("sábado, 28 de noviembre de 2026 a las 9:00 p.m.",
 * "a la 1:30 p.m." at one o'clock, as a Miami reader says it), or "Not set".
 */
export function eventWhenInWords(date: string | null, time: string | null, locale: Locale = 'en'): string {
  if (!date) return NOT_SET[locale];
  if (!time) return dateInWords(date, { locale });
  if (locale === 'es') {
    const article = /^(01|13):/.test(time) ? 'a la' : 'a las';
    return `${dateInWords(date, { locale })} ${article} ${timeInWords(time, locale)}`;
  }
  return formatter(locale, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(`${date}T${time}:00Z`));
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

let clockFormatter: Intl.DateTimeFormat | undefined;
/** The wall-clock time (HH:MM, 24-hour) in South Florida at `now`: the earliest time still open today. */
export function businessTime(now: Date): string {
  clockFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
  });
  const p = Object.fromEntries(clockFormatter.formatToParts(now).map((x) => [x.type, x.value]));
  return `${p.hour}:${p.minute}`;
}
