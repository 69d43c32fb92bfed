import { describe, expect, it } from 'vitest';
import { addDays } from '../../../../shared/event-time';
import { addMonths, monthWeeks, weekOf, weekStart } from './calendar-dates';

describe('staff calendar dates', () => {
  it('adds days and months across month, year and leap-day ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-01');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-01');
  });

  it('starts weeks on Sunday', () => {
    expect(weekStart('2026-11-25')).toBe('2026-11-22'); // a Wednesday
    expect(weekStart('2026-11-22')).toBe('2026-11-22');
    expect(weekOf('2026-11-28')).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });

  it('covers a month with whole weeks', () => {
    const november = monthWeeks('2026-11-25');
    expect(november).toHaveLength(5);
    expect(november[0]?.[0]).toBe('2026-11-01'); // 1 November 2026 is a Sunday
    expect(november.at(-1)?.at(-1)).toBe('2026-12-05');
    const august = monthWeeks('2026-08-10');
    expect(august).toHaveLength(6);
    expect(august[0]?.[0]).toBe('2026-07-26');
    expect(august.flat()).toContain('2026-08-31');
  });
});
