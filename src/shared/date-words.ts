import { INTL_LOCALE, type Locale } from './locale';

const MONTHS: Record<Locale, string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
};
const WEEKDAYS: Record<Locale, string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  es: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
};
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * "Saturday, November 28, 2026" (or "November 28, 2026" without the weekday) for a YYYY-MM-DD
 * date, "sábado, 28 de noviembre de 2026" in Spanish: a calendar date, so no time zone shifts it.
 * Every date a person reads goes through here; "today" itself is the business day in
 * America/New_York (business-day.ts). Written from the month and day names, as ICU writes them
 * (tested against it), not with `Intl.DateTimeFormat`: a page's first one loads ICU's data, a
 * 150–200 ms task on a slow phone (docs/performance.md, "Intl on the main thread").
 */
export function dateInWords(
  date: string,
  { weekday = true, locale = 'en' }: { weekday?: boolean; locale?: Locale } = {},
): string {
  const [, y, m, d] = CALENDAR_DATE.exec(date) ?? [];
  const noon = new Date(`${date}T12:00:00Z`);
  if (!y || !m || !d || Number.isNaN(noon.getTime()) || noon.toISOString().slice(0, 10) !== date) {
    // Not a real calendar date: ICU's words (or its RangeError), as before.
    const options: Intl.DateTimeFormatOptions = { month: 'long', day: 'numeric', year: 'numeric' };
    return formatter(locale, weekday ? { ...options, weekday: 'long' } : options).format(noon);
  }
  const month = MONTHS[locale][Number(m) - 1];
  const day = Number(d);
  const words = locale === 'es' ? `${day} de ${month} de ${y}` : `${month} ${day}, ${y}`;
  return weekday ? `${WEEKDAYS[locale][noon.getUTCDay()]}, ${words}` : words;
}

/** "November 2026" ("noviembre de 2026") for a YYYY-MM-DD date or a YYYY-MM month. */
export function monthInWords(date: string, locale: Locale = 'en'): string {
  const [y = '', m = ''] = date.split('-');
  const month = MONTHS[locale][Number(m) - 1] ?? '';
  return locale === 'es' ? `${month} de ${y}` : `${month} ${y}`;
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
