import { describe, expect, it } from 'vitest';
import { isLateStart, riskMarkers } from './client-signals';

// 2026-11-20 12:00 in Miami.
const MADE = new Date('2026-11-20T17:00:00Z');
const base = { eventDate: '2026-11-28', eventTime: '20:00', estimatedGuests: 10, createdAt: MADE, earlierBookings: 1 };

describe('risk markers', () => {
  it('marks nothing for a returning client’s evening party for ten, a week ahead', () => {
    expect(riskMarkers(base)).toEqual([]);
  });

  it('marks a first booking', () => {
    expect(riskMarkers({ ...base, earlierBookings: 0 })).toEqual(['first-booking']);
  });

  it('marks a start at or after 23:00 or before 05:00, Miami time', () => {
    expect(['22:59', '05:00', '12:00'].map(isLateStart)).toEqual([false, false, false]);
    expect(['23:00', '23:59', '00:00', '04:59'].map(isLateStart)).toEqual([true, true, true, true]);
    expect(riskMarkers({ ...base, eventTime: '23:30' })).toEqual(['late-start']);
  });

  it('marks more than 30 guests', () => {
    expect(riskMarkers({ ...base, estimatedGuests: 30 })).toEqual([]);
    expect(riskMarkers({ ...base, estimatedGuests: 31 })).toEqual(['large-party']);
  });

  it('marks a request made less than 24 hours before the start', () => {
    // The next day at 11:59 Miami time is 23 h 59 min ahead; at 12:00, exactly 24 hours.
    expect(riskMarkers({ ...base, eventDate: '2026-11-21', eventTime: '11:59' })).toEqual(['short-notice']);
    expect(riskMarkers({ ...base, eventDate: '2026-11-21', eventTime: '12:00' })).toEqual([]);
  });

  it('lists every marker that applies, in one order', () => {
    expect(
      riskMarkers({
        eventDate: '2026-11-20',
        eventTime: '23:30',
        estimatedGuests: 80,
        createdAt: MADE,
        earlierBookings: 0,
      }),
    ).toEqual(['first-booking', 'late-start', 'large-party', 'short-notice']);
  });
});
