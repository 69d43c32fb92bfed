import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bookingReference,
  dateInWords,
  durationInWords,
  eventStart,
  eventWhenInWords,
  monthInWords,
  normalizeReference,
  REFERENCE,
  timeInWords,
} from './event-time';
import { INTL_LOCALE } from './locale';

describe('event time in South Florida', () => {
  it('turns a wall-clock date and time into the instant, on both sides of daylight saving', () => {
    expect(eventStart('2026-11-28', '20:00').toISOString()).toBe('2026-11-29T01:00:00.000Z'); // EST, UTC-5
    expect(eventStart('2026-07-04', '21:30').toISOString()).toBe('2026-07-05T01:30:00.000Z'); // EDT, UTC-4
    expect(eventStart('2026-03-08', '03:00').toISOString()).toBe('2026-03-08T07:00:00.000Z'); // first EDT hour
    expect(eventStart('2026-11-01', '00:30').toISOString()).toBe('2026-11-01T04:30:00.000Z'); // still EDT
    expect(eventStart('2026-12-31', null).toISOString()).toBe('2026-12-31T05:00:00.000Z');
  });

  it('reads dates and times in words', () => {
    expect(dateInWords('2026-12-05')).toBe('Saturday, December 5, 2026');
    expect(timeInWords('21:00')).toBe('9:00 PM');
    expect(timeInWords('00:15')).toBe('12:15 AM');
    expect(eventWhenInWords('2026-12-05', '21:00')).toBe('Saturday, December 5, 2026 at 9:00 PM');
    expect(eventWhenInWords(null, '21:00')).toBe('Not set');
    // Spanish says "a las", and "a la" at one o'clock (issue 31's Spanish reader).
    expect(eventWhenInWords('2026-12-05', '21:00', 'es')).toBe('sábado, 5 de diciembre de 2026 a las 9:00 p.m.');
    expect(eventWhenInWords('2026-12-05', '13:30', 'es')).toBe('sábado, 5 de diciembre de 2026 a la 1:30 p.m.');
    expect(eventWhenInWords('2026-12-05', '00:15', 'es')).toBe('sábado, 5 de diciembre de 2026 a las 12:15 a.m.');
    expect(durationInWords(120)).toBe('2 hours');
    expect(durationInWords(60)).toBe('1 hour');
    expect(durationInWords(15)).toBe('15 minutes');
  });

  it('makes and reads booking references', () => {
    expect(bookingReference('3f2a9c1e-0000-4000-8000-000000000000')).toBe('3F2A9C1E');
    expect(normalizeReference(' #3f2a 9c1e ')).toBe('3F2A9C1E');
    expect(REFERENCE.test('3F2A9C1E')).toBe(true);
    expect(REFERENCE.test('3F2A9C1')).toBe(false);
    expect(REFERENCE.test('3F2A9C1G')).toBe(false);
  });
});

describe('dates in words without Intl', () => {
  const icu = (date: string, locale: 'en' | 'es', options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
  const calendarDates = fc
    .integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31) })
    .map((t) => new Date(t).toISOString().slice(0, 10));

  it('writes every calendar date as ICU does, in both languages, with and without the weekday', () => {
    fc.assert(
      fc.property(calendarDates, fc.constantFrom('en' as const, 'es' as const), (date, locale) => {
        const long = { month: 'long', day: 'numeric', year: 'numeric' } as const;
        expect(dateInWords(date, { locale })).toBe(icu(date, locale, { ...long, weekday: 'long' }));
        expect(dateInWords(date, { locale, weekday: false })).toBe(icu(date, locale, long));
        expect(monthInWords(date, locale)).toBe(icu(date, locale, { month: 'long', year: 'numeric' }));
        expect(monthInWords(date.slice(0, 7), locale)).toBe(icu(date, locale, { month: 'long', year: 'numeric' }));
      }),
      { numRuns: 5000 },
    );
  });

  it('leaves what is not a calendar date to ICU, as before', () => {
    expect(() => dateInWords('not a date')).toThrow(RangeError);
    expect(dateInWords('2026-02-30')).toBe(
      icu('2026-02-30', 'en', { month: 'long', day: 'numeric', year: 'numeric', weekday: 'long' }),
    );
  });
});
