import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE, businessDay } from './business-day';

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
