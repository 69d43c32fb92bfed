import { describe, expect, it } from 'vitest';
import {
  type AvailabilityRules,
  dateConflict,
  isEveningTime,
  isWeekendDay,
  timeConflict,
  weekdayOf,
} from './availability';

const performer = (rules: Partial<AvailabilityRules> = {}): AvailabilityRules => ({
  name: 'Ana',
  unavailableDates: [],
  weekendsOnly: false,
  eveningOnly: false,
  ...rules,
});

// 2025-01-02 is a Thursday; 2025-01-03..05 are Friday to Sunday; 2025-01-06 is a Monday.
describe('weekdayOf', () => {
  it('reads the calendar day, 0 = Sunday', () => {
    expect(weekdayOf('2025-01-05')).toBe(0);
    expect(weekdayOf('2025-01-06')).toBe(1);
    expect(weekdayOf('2025-01-02')).toBe(4);
    expect(weekdayOf('2025-01-03')).toBe(5);
    expect(weekdayOf('2025-01-04')).toBe(6);
    expect(weekdayOf('2024-02-29')).toBe(4);
  });
});

describe('isWeekendDay (spec: weekends only means Friday to Sunday)', () => {
  it('counts Friday, Saturday and Sunday as the weekend', () => {
    expect(['2025-01-03', '2025-01-04', '2025-01-05'].map(isWeekendDay)).toEqual([true, true, true]);
  });

  it('counts Monday to Thursday as weekdays', () => {
    expect(['2025-01-06', '2025-01-07', '2025-01-08', '2025-01-09'].map(isWeekendDay)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('isEveningTime (spec: evening only means 6 PM to 2 AM)', () => {
  it('accepts 6 PM through midnight to 2 AM', () => {
    for (const t of ['18:00', '18:30', '21:15', '23:59', '00:00', '01:30', '02:00']) {
      expect(isEveningTime(t), t).toBe(true);
    }
  });

  it('refuses the day, from just after 2 AM to just before 6 PM', () => {
    for (const t of ['02:01', '03:00', '09:00', '12:00', '17:00', '17:59']) {
      expect(isEveningTime(t), t).toBe(false);
    }
  });
});

describe('dateConflict', () => {
  it('lets a performer without rules work any day', () => {
    expect(dateConflict(performer(), '2025-01-06')).toBeNull();
    expect(dateConflict(performer(), '2025-01-04')).toBeNull();
  });

  it('refuses an unavailable date, and only that date', () => {
    const p = performer({ unavailableDates: ['2025-01-04', '2025-02-14'] });
    expect(dateConflict(p, '2025-01-04')).toBe('Ana is unavailable on this date');
    expect(dateConflict(p, '2025-02-14')).toBe('Ana is unavailable on this date');
    expect(dateConflict(p, '2025-01-05')).toBeNull();
  });

  it('refuses a weekday for a weekends-only performer and accepts Friday to Sunday', () => {
    const p = performer({ weekendsOnly: true });
    expect(dateConflict(p, '2025-01-06')).toBe('Ana performs on weekends only (Friday to Sunday)');
    expect(dateConflict(p, '2025-01-02')).toBe('Ana performs on weekends only (Friday to Sunday)');
    expect(dateConflict(p, '2025-01-03')).toBeNull();
    expect(dateConflict(p, '2025-01-05')).toBeNull();
  });

  it('refuses an unavailable weekend day for a weekends-only performer', () => {
    const p = performer({ weekendsOnly: true, unavailableDates: ['2025-01-04'] });
    expect(dateConflict(p, '2025-01-04')).toBe('Ana is unavailable on this date');
  });

  it('ignores the evening-only rule, which is about times', () => {
    expect(dateConflict(performer({ eveningOnly: true }), '2025-01-06')).toBeNull();
  });
});

describe('timeConflict', () => {
  it('lets a performer without the evening rule start at any time', () => {
    expect(timeConflict(performer(), '09:00')).toBeNull();
    expect(timeConflict(performer({ weekendsOnly: true }), '12:00')).toBeNull();
  });

  it('refuses a daytime start for an evening-only performer', () => {
    const p = performer({ name: 'Bo', eveningOnly: true });
    expect(timeConflict(p, '17:59')).toBe('Bo performs in the evening only (6 PM to 2 AM)');
    expect(timeConflict(p, '10:00')).toBe('Bo performs in the evening only (6 PM to 2 AM)');
    expect(timeConflict(p, '18:00')).toBeNull();
    expect(timeConflict(p, '01:00')).toBeNull();
  });
});
