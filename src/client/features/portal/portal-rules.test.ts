import { describe, expect, it } from 'vitest';
import {
  canRateClient,
  instantInWords,
  isLate,
  isOpen,
  sortOffers,
  splitBookings,
  timeInWords,
  timeLeft,
  withDate,
  withheld,
} from './portal-rules';

const now = new Date('2026-11-26T15:00:00Z');

describe('timeLeft', () => {
  it('reads the whole hours and minutes left', () => {
    expect(timeLeft('2026-11-26T16:20:30Z', now)).toEqual({ closed: false, hours: 1, minutes: 20 });
    expect(timeLeft('2026-11-26T15:45:00Z', now)).toEqual({ closed: false, hours: 0, minutes: 45 });
  });
  it('says one minute for the last seconds, never zero', () => {
    expect(timeLeft('2026-11-26T15:00:20Z', now)).toEqual({ closed: false, hours: 0, minutes: 1 });
  });
  it('is closed at the deadline and after it', () => {
    expect(timeLeft('2026-11-26T15:00:00Z', now)).toEqual({ closed: true });
    expect(timeLeft('2026-11-26T14:00:00Z', now)).toEqual({ closed: true });
    expect(timeLeft('not a date', now)).toEqual({ closed: true });
  });
});

describe('isOpen and sortOffers', () => {
  const offer = (state: 'sent' | 'accepted' | 'expired', expiresAt: string, sentAt = '2026-11-26T14:00:00Z') => ({
    state,
    expiresAt,
    sentAt,
  });
  it('lets her answer only a sent offer before its deadline', () => {
    expect(isOpen(offer('sent', '2026-11-26T16:00:00Z'), now)).toBe(true);
    expect(isOpen(offer('sent', '2026-11-26T14:59:00Z'), now)).toBe(false);
    expect(isOpen(offer('accepted', '2026-11-26T16:00:00Z'), now)).toBe(false);
  });
  it('puts the open offers first, soonest deadline first, the rest latest sent first', () => {
    const later = offer('sent', '2026-11-26T17:00:00Z');
    const sooner = offer('sent', '2026-11-26T16:00:00Z');
    const old = offer('accepted', '2026-11-26T16:00:00Z', '2026-11-20T10:00:00Z');
    const recent = offer('expired', '2026-11-26T14:00:00Z', '2026-11-25T10:00:00Z');
    expect(sortOffers([later, old, sooner, recent], now)).toEqual({ open: [sooner, later], answered: [recent, old] });
  });
});

describe('splitBookings', () => {
  const booking = (eventDate: string | null, eventTime: string | null, status = 'confirmed', eventDuration = 120) => ({
    eventDate,
    eventTime,
    eventDuration,
    status,
  });
  it('orders what is to come, soonest first, and the past latest first', () => {
    const tonight = booking('2026-11-26', '21:00');
    const nextWeek = booking('2026-12-03', '20:00');
    const undated = booking(null, null, 'pending');
    const lastWeek = booking('2026-11-19', '21:00');
    const lastMonth = booking('2026-10-19', '21:00');
    expect(splitBookings([undated, nextWeek, lastMonth, tonight, lastWeek], now)).toEqual({
      next: tonight,
      upcoming: [tonight, nextWeek, undated],
      past: [lastWeek, lastMonth],
    });
  });
  it('keeps an event under way upcoming until it ends (Miami time)', () => {
    // 9:00 AM in Miami is 14:00 UTC in November; two hours later it is still on.
    const onNow = booking('2026-11-26', '09:00', 'confirmed', 120);
    const over = booking('2026-11-26', '09:00', 'confirmed', 60);
    expect(splitBookings([onNow, over], now)).toEqual({ next: onNow, upcoming: [onNow], past: [over] });
  });
  it('never calls a cancelled booking next', () => {
    const cancelled = booking('2026-11-27', '21:00', 'cancelled');
    const later = booking('2026-11-28', '21:00');
    expect(splitBookings([cancelled, later], now)).toEqual({ next: later, upcoming: [later], past: [cancelled] });
  });
});

describe('withheld', () => {
  it('names the first detail the server still holds back', () => {
    expect(withheld({ address: null, clientPhone: null })).toBe('address');
    expect(withheld({ address: '1 Ocean Dr', clientPhone: null })).toBe('phone');
    expect(withheld({ address: '1 Ocean Dr', clientPhone: '305 555 0100' })).toBeNull();
  });
});

describe('instantInWords', () => {
  it('reads an instant on Miami time', () => {
    expect(instantInWords('2026-11-26T20:45:00Z', 'en')).toBe('Thu, Nov 26, 3:45 PM');
  });
});

describe('withDate', () => {
  it('adds a date once, in order, and ignores a malformed one', () => {
    expect(withDate(['2026-12-24'], '2026-12-01')).toEqual(['2026-12-01', '2026-12-24']);
    expect(withDate(['2026-12-24'], '2026-12-24')).toEqual(['2026-12-24']);
    expect(withDate(['2026-12-24'], '')).toEqual(['2026-12-24']);
  });
});

describe('the night', () => {
  it("says a check-in's time on Florida's clock, in her language", () => {
    expect(timeInWords('2026-12-01T01:30:00Z', 'en')).toBe('8:30 PM');
    expect(timeInWords('2026-12-01T01:30:00Z', 'es')).toBe('8:30 p.m.');
  });
  it('is late once the due time has passed, never without a check-in due', () => {
    expect(isLate({ dueAt: '2026-11-26T15:00:00Z' }, now)).toBe(false);
    expect(isLate({ dueAt: '2026-11-26T14:59:59Z' }, now)).toBe(true);
    expect(isLate(null, now)).toBe(false);
  });
});

describe('canRateClient', () => {
  // Saturday 2026-11-28, 20:00 to 22:00 in Miami (01:00 to 03:00 UTC on the 29th).
  const booking = (status: string, clientRating: { stars: number; tags: string[] } | null = null) => ({
    eventDate: '2026-11-28',
    eventTime: '20:00',
    eventDuration: 120,
    status,
    clientRating,
  });
  const after = new Date('2026-11-29T03:00:00Z');

  it('opens once the event is over, for a booking that took place, once', () => {
    expect(canRateClient(booking('confirmed'), new Date('2026-11-29T02:59:00Z'))).toBe(false);
    expect(canRateClient(booking('confirmed'), after)).toBe(true);
    expect(canRateClient(booking('archived'), after)).toBe(true);
    expect(canRateClient(booking('confirmed', { stars: 4, tags: [] }), after)).toBe(false);
    for (const status of ['pending', 'depositPending', 'cancelled'])
      expect(canRateClient(booking(status), after), status).toBe(false);
  });
});
