import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE, businessDay, businessTime } from './business-day';

describe('businessDay', () => {
  it('runs on South Florida time', () => {
    expect(BUSINESS_TIME_ZONE).toBe('America/New_York');
  });

  it('gives the date in South Florida, not in UTC (winter, UTC-5)', () => {
    // 03:00 UTC on Saturday 4 January is 22:00 on Friday 3 January in Miami.
    expect(businessDay(new Date('2025-01-04T03:00:00Z'))).toEqual({ date: '2025-01-03', isWeekend: true });
    // 04:59 UTC is still 23:59 the day before; 05:00 UTC is midnight.
    expect(businessDay(new Date('2025-01-02T04:59:00Z'))).toEqual({ date: '2025-01-01', isWeekend: false });
    expect(businessDay(new Date('2025-01-02T05:00:00Z'))).toEqual({ date: '2025-01-02', isWeekend: false });
  });

  it('follows daylight saving time (summer, UTC-4)', () => {
    expect(businessDay(new Date('2025-07-01T03:59:00Z')).date).toBe('2025-06-30');
    expect(businessDay(new Date('2025-07-01T04:00:00Z')).date).toBe('2025-07-01');
  });

  it('counts Friday to Sunday as the weekend (docs/product.md, Prices and limits)', () => {
    const at = (date: string) => businessDay(new Date(`${date}T16:00:00Z`));
    expect(at('2025-01-02').isWeekend).toBe(false); // Thursday
    expect(at('2025-01-03').isWeekend).toBe(true); // Friday
    expect(at('2025-01-04').isWeekend).toBe(true); // Saturday
    expect(at('2025-01-05').isWeekend).toBe(true); // Sunday
    expect(at('2025-01-06').isWeekend).toBe(false); // Monday
  });

  it('ends the weekend at midnight on Sunday in Miami, while it is still Sunday nowhere else', () => {
    // 04:30 UTC Monday is 23:30 Sunday in Miami.
    expect(businessDay(new Date('2025-01-06T04:30:00Z'))).toEqual({ date: '2025-01-05', isWeekend: true });
    // 05:30 UTC Monday is 00:30 Monday in Miami.
    expect(businessDay(new Date('2025-01-06T05:30:00Z'))).toEqual({ date: '2025-01-06', isWeekend: false });
  });

  it('pads month and day to two digits', () => {
    expect(businessDay(new Date('2025-03-09T17:00:00Z')).date).toBe('2025-03-09');
  });
});

describe('South Florida time without Intl (decision in docs/performance.md)', () => {
  const icu = new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'short',
  });
  const fromIcu = (instant: number) => {
    const p = Object.fromEntries(icu.formatToParts(instant).map((x) => [x.type, x.value]));
    return {
      date: `${p.year}-${p.month}-${p.day}`,
      isWeekend: ['Fri', 'Sat', 'Sun'].includes(p.weekday ?? ''),
      time: `${p.hour}:${p.minute}`,
    };
  };
  const ours = (instant: number) => ({ ...businessDay(new Date(instant)), time: businessTime(new Date(instant)) });

  it('agrees with ICU at any instant from 2007 to 2099', () => {
    const instants = fc.integer({ min: Date.UTC(2007, 0, 1), max: Date.UTC(2100, 0, 1) - 1 });
    fc.assert(
      fc.property(instants, (t) => {
        expect(ours(t)).toEqual(fromIcu(t));
      }),
      { numRuns: 20_000 },
    );
  });

  it('agrees with ICU minute by minute around every change of the clocks, 2007 to 2099', () => {
    for (let year = 2007; year <= 2099; year++) {
      for (const month of [2, 10]) {
        // Each Sunday of March and November, 04:00 to 09:00 UTC: both changes fall inside.
        for (let day = 1; day <= 14; day++) {
          const start = Date.UTC(year, month, day, 4);
          if (new Date(start).getUTCDay() !== 0) continue;
          for (let t = start; t <= start + 5 * 3_600_000; t += 15 * 60_000) {
            expect(ours(t), new Date(t).toISOString()).toEqual(fromIcu(t));
          }
        }
      }
    }
  });
});
