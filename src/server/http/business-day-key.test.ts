import { describe, expect, it } from 'vitest';
import { businessDayKey } from './business-day-key';

describe('the caches’ business day key', () => {
  it('is the date in South Florida, worked out again once the clock has moved on a second', () => {
    // 23:59:59.5 on 22 November in Miami (UTC-5).
    let at = Date.parse('2026-11-23T04:59:59.500Z');
    const today = businessDayKey(() => new Date(at));
    expect(today()).toBe('2026-11-22');
    // Midnight in Miami, less than a second later: the key is still the one just worked out.
    at += 700;
    expect(today()).toBe('2026-11-22');
    at += 300;
    expect(today()).toBe('2026-11-23');
  });

  it('follows a clock that goes back (a test setting "today")', () => {
    let at = Date.parse('2026-11-23T17:00:00Z');
    const today = businessDayKey(() => new Date(at));
    expect(today()).toBe('2026-11-23');
    at = Date.parse('2026-07-04T17:00:00Z');
    expect(today()).toBe('2026-07-04');
  });
});
