import { describe, expect, it } from 'vitest';
import { type Checkin, isSaneLocation, isWithinNight, nextCheckin, sharingAllowed } from './safety';

const start = new Date('2026-12-01T01:00:00Z');
const at = (iso: string) => new Date(iso);
const c = (kind: Checkin['kind'], iso: string): Checkin => ({ kind, at: at(iso) });
const next = (checkins: Checkin[], interval = 30) => {
  const n = nextCheckin(checkins, start, interval);
  return n && { kind: n.kind, dueAt: n.dueAt.toISOString() };
};

describe('the next check-in', () => {
  it('expects On my way 60 minutes before the start, then Arrived by the start', () => {
    expect(next([])).toEqual({ kind: 'on-the-way', dueAt: '2026-12-01T00:00:00.000Z' });
    expect(next([c('on-the-way', '2026-11-30T23:40:00Z')])).toEqual({
      kind: 'arrived',
      dueAt: '2026-12-01T01:00:00.000Z',
    });
  });

  it('gives her 30 minutes to arrive when she sets off late', () => {
    expect(next([c('on-the-way', '2026-12-01T00:50:00Z')])).toEqual({
      kind: 'arrived',
      dueAt: '2026-12-01T01:20:00.000Z',
    });
  });

  it("expects I'm OK every interval from her last Arrived or I'm OK", () => {
    const there = [c('on-the-way', '2026-12-01T00:00:00Z'), c('arrived', '2026-12-01T00:55:00Z')];
    expect(next(there)).toEqual({ kind: 'ok', dueAt: '2026-12-01T01:25:00.000Z' });
    expect(next([...there, c('ok', '2026-12-01T01:20:00Z')], 45)).toEqual({
      kind: 'ok',
      dueAt: '2026-12-01T02:05:00.000Z',
    });
  });

  it('expects Home safe 90 minutes after Leaving, and nothing after Home safe', () => {
    const left = [c('arrived', '2026-12-01T00:55:00Z'), c('leaving', '2026-12-01T03:00:00Z')];
    expect(next(left)).toEqual({ kind: 'home-safe', dueAt: '2026-12-01T04:30:00.000Z' });
    // An I'm OK on the way home does not take the Home safe back.
    expect(next([...left, c('ok', '2026-12-01T03:30:00Z')])).toEqual({
      kind: 'home-safe',
      dueAt: '2026-12-01T04:30:00.000Z',
    });
    expect(next([...left, c('home-safe', '2026-12-01T03:40:00Z')])).toBeNull();
  });

  it('takes a forgotten button in its stride: Arrived without On my way', () => {
    expect(next([c('arrived', '2026-12-01T00:59:00Z')])).toEqual({ kind: 'ok', dueAt: '2026-12-01T01:29:00.000Z' });
  });
});

describe('the night window', () => {
  const night = { start, durationMinutes: 120 };
  it('runs from 12 hours before the start to 12 hours after the end', () => {
    expect(isWithinNight(night, at('2026-11-30T12:59:59Z'))).toBe(false);
    expect(isWithinNight(night, at('2026-11-30T13:00:00Z'))).toBe(true);
    expect(isWithinNight(night, at('2026-12-01T15:00:00Z'))).toBe(true);
    expect(isWithinNight(night, at('2026-12-01T15:00:01Z'))).toBe(false);
  });
});

describe('locations', () => {
  it('are kept only between On my way and Home safe', () => {
    expect(sharingAllowed([])).toBe(false);
    expect(sharingAllowed([c('on-the-way', '2026-12-01T00:00:00Z')])).toBe(true);
    expect(sharingAllowed([c('leaving', '2026-12-01T03:00:00Z')])).toBe(true);
    expect(sharingAllowed([c('leaving', '2026-12-01T03:00:00Z'), c('home-safe', '2026-12-01T03:30:00Z')])).toBe(false);
  });

  it('are sane: latitude, longitude and an accuracy up to 10 km', () => {
    expect(isSaneLocation({ lat: 25.77, lng: -80.19, accuracy: 12 })).toBe(true);
    expect(isSaneLocation({ lat: 90, lng: -180, accuracy: 0 })).toBe(true);
    expect(isSaneLocation({ lat: 90, lng: 180, accuracy: 10_000 })).toBe(true);
    for (const bad of [
      { lat: 90.0001, lng: 0, accuracy: 1 },
      { lat: -91, lng: 0, accuracy: 1 },
      { lat: 0, lng: 180.5, accuracy: 1 },
      { lat: 0, lng: -181, accuracy: 1 },
      { lat: 0, lng: 0, accuracy: -1 },
      { lat: 0, lng: 0, accuracy: 10_001 },
      { lat: Number.NaN, lng: 0, accuracy: 1 },
    ]) {
      expect(isSaneLocation(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});
