import { CONFLICT_BUFFER_MINUTES, isActiveStatus } from './booking-status';
import { bookingReference, eventStart } from './event-time';

/** What conflict finding needs of a booking. */
export type Slot = {
  id: string;
  status: string;
  eventDate: string | null;
  eventTime: string | null;
  /** Minutes. */
  eventDuration: number;
  performers: { id: string | null; name: string }[];
};

/** Another booking that holds the same performer around the same time: which, whose, its status and when. */
export type Conflict = {
  id: string;
  reference: string;
  performerName: string;
  status: string;
  eventDate: string | null;
  eventTime: string | null;
};

function window(s: Slot): [number, number] | null {
  if (!s.eventDate) return null;
  const start = eventStart(s.eventDate, s.eventTime).getTime();
  return [start, start + s.eventDuration * 60_000];
}
const BUFFER = CONFLICT_BUFFER_MINUTES * 60_000;

/**
 * For each active booking, the other active bookings that share a performer and come within the
 * buffer of it: less than 60 minutes between one's end and the other's start counts as an
 * overlap (travel and set-up). Inactive bookings have none.
 */
export function findConflicts(slots: Slot[]): Map<string, Conflict[]> {
  const active = slots.flatMap((s) => {
    const w = isActiveStatus(s.status) ? window(s) : null;
    return w ? [{ slot: s, w, ids: new Set(s.performers.flatMap((p) => (p.id ? [p.id] : []))) }] : [];
  });
  const result = new Map<string, Conflict[]>();
  for (const a of active) {
    const found: Conflict[] = [];
    for (const b of active) {
      if (a === b || !(a.w[0] - BUFFER < b.w[1] && b.w[0] < a.w[1] + BUFFER)) continue;
      const shared = b.slot.performers.find((p) => p.id !== null && a.ids.has(p.id));
      if (shared)
        found.push({
          id: b.slot.id,
          reference: bookingReference(b.slot.id),
          performerName: shared.name,
          status: b.slot.status,
          eventDate: b.slot.eventDate,
          eventTime: b.slot.eventTime,
        });
    }
    if (found.length) result.set(a.slot.id, found);
  }
  return result;
}
