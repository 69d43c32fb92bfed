import { describe, expect, it } from 'vitest';
import { findConflicts, type Slot } from './conflicts';

const rita = { id: 'p1', name: 'Rita Ray' };
const max = { id: 'p2', name: 'Max Steel' };
const slot = (id: string, over: Partial<Slot>): Slot => ({
  id,
  status: 'pending',
  eventDate: '2026-12-05',
  eventTime: '20:00',
  eventDuration: 120,
  performers: [rita],
  ...over,
});

describe('double bookings', () => {
  it('flags active bookings sharing a performer within the 60-minute buffer, both ways', () => {
    const found = findConflicts([
      slot('aaaaaaaa-1', {}),
      // Ends 22:00; this one starts 22:59: inside the hour on each side.
      slot('bbbbbbbb-2', { eventTime: '22:59', status: 'confirmed', performers: [max, rita] }),
    ]);
    expect(found.get('aaaaaaaa-1')).toEqual([
      {
        id: 'bbbbbbbb-2',
        reference: 'BBBBBBBB',
        performerName: 'Rita Ray',
        status: 'confirmed',
        eventDate: '2026-12-05',
        eventTime: '22:59',
      },
    ]);
    expect(found.get('bbbbbbbb-2')?.map((c) => c.id)).toEqual(['aaaaaaaa-1']);
  });

  it('leaves alone bookings two hours apart, other performers, other days and inactive bookings', () => {
    const found = findConflicts([
      slot('a', {}),
      slot('b', { eventTime: '23:00' }), // starts exactly 60 minutes after the other ends
      slot('c', { performers: [max] }),
      slot('d', { eventDate: '2026-12-06' }),
      slot('e', { status: 'cancelled' }),
      slot('f', { status: 'archived' }),
      slot('g', { eventDate: null }),
    ]);
    expect([...found.keys()]).toEqual([]);
  });

  it('sees an overlap across midnight', () => {
    const found = findConflicts([
      slot('a', { eventTime: '23:30' }),
      slot('b', { eventDate: '2026-12-06', eventTime: '01:00' }),
    ]);
    expect(found.get('a')?.[0]?.id).toBe('b');
  });
});
