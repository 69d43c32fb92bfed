import { describe, expect, it } from 'vitest';
import { offerDeadline, performerShare, releasedDetails } from './offers';

describe('offers', () => {
  it('pays her the line less the commission, to the cent', () => {
    expect(performerShare(300, 25)).toBe(225);
    expect(performerShare(333.33, 25)).toBe(250);
    expect(performerShare(199.99, 0)).toBe(199.99);
    expect(performerShare(250, 100)).toBe(0);
  });

  it('gives her the response time, but never later than 2 hours before the event', () => {
    const sent = new Date('2026-12-01T15:00:00Z');
    expect(offerDeadline(sent, new Date('2026-12-05T03:00:00Z'), 120).toISOString()).toBe('2026-12-01T17:00:00.000Z');
    expect(offerDeadline(sent, new Date('2026-12-01T18:00:00Z'), 120).toISOString()).toBe('2026-12-01T16:00:00.000Z');
    // An event too close to ask: the offer is due at once (the desk sees it in Needs action).
    expect(offerDeadline(sent, new Date('2026-12-01T16:00:00Z'), 120).toISOString()).toBe(sent.toISOString());
    expect(offerDeadline(sent, null, 30).toISOString()).toBe('2026-12-01T15:30:00.000Z');
  });
});

describe('what a booked performer may read, and when', () => {
  const startsAt = new Date('2026-12-05T01:00:00Z');
  const booking = { depositIn: true, startsAt, durationMinutes: 120 };
  const at = (iso: string) => new Date(iso);
  it('keeps everything back until the deposit is in', () => {
    expect(releasedDetails({ ...booking, depositIn: false }, at('2026-12-05T01:30:00Z'))).toEqual({
      address: false,
      firstName: false,
      phone: false,
    });
  });
  it('shows the address and first name once paid, and the phone from 2 hours before to 2 hours after', () => {
    expect(releasedDetails(booking, at('2026-12-04T22:59:59Z'))).toEqual({
      address: true,
      firstName: true,
      phone: false,
    });
    expect(releasedDetails(booking, at('2026-12-04T23:00:00Z')).phone).toBe(true);
    expect(releasedDetails(booking, at('2026-12-05T05:00:00Z')).phone).toBe(true);
    expect(releasedDetails(booking, at('2026-12-05T05:00:01Z')).phone).toBe(false);
    expect(releasedDetails({ ...booking, startsAt: null }, at('2026-12-05T01:00:00Z')).phone).toBe(false);
  });
});
