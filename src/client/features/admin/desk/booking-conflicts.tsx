import { statusLabel } from '../../../../shared/booking-labels';
import { dateInWords, eventWhenInWords } from '../../../../shared/event-time';
import type { AdminBooking } from '../../../../shared/schemas/admin-booking';
import { bookingAnchor } from '../shell/booking-anchor';
import { countOf } from '../shell/format';

type Conflict = AdminBooking['conflicts'][number];

/** How many other bookings overlap (one booking may share more than one performer). */
export const conflictCount = (conflicts: readonly Conflict[]) => new Set(conflicts.map((c) => c.id)).size;

export const overlapQuestion = (n: number) =>
  `This booking overlaps ${countOf(n, 'other booking')} for the same performer. Continue?`;

/** The overlap line after the other booking's reference: who, its status and when ("Rita Ray, Confirmed, Saturday, … at 9:00 PM"). */
export const overlapLine = (c: Conflict) =>
  `${c.performerName}, ${statusLabel(c.status)}, ${c.eventDate ? eventWhenInWords(c.eventDate, c.eventTime) : 'date not set'}`;

/** The other active bookings that hold the same performer around the same time, each a link to its card. */
export function BookingConflicts({
  conflicts,
  onOpen,
}: {
  conflicts: readonly Conflict[];
  /** Shows and focuses a booking's card (the link alone cannot when a filter hides it). */
  onOpen: (id: string) => void;
}) {
  return (
    <div className="mt-3 rounded-xl bg-amber-950 p-3 text-amber-50 ring-1 ring-amber-700">
      <p className="font-semibold">
        <span aria-hidden="true">⚠ </span>Possible double booking
      </p>
      <p className="mt-1 text-sm">
        The same performer is booked around the same time (within an hour) in{' '}
        {countOf(conflictCount(conflicts), 'other booking')}:
      </p>
      <ConflictList conflicts={conflicts} onOpen={onOpen} />
    </div>
  );
}

export function ConflictList({ conflicts, onOpen }: { conflicts: readonly Conflict[]; onOpen?: (id: string) => void }) {
  return (
    <ul className="mt-2 space-y-1 text-sm">
      {conflicts.map((c) => (
        <li key={`${c.id}-${c.performerName}`}>
          {onOpen ? (
            <a
              href={`#${bookingAnchor(c.id)}`}
              onClick={() => onOpen(c.id)}
              className="font-semibold text-amber-200 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-amber-300"
            >
              Ref {c.reference}
            </a>
          ) : (
            <span className="font-semibold">Ref {c.reference}</span>
          )}
          : {overlapLine(c)}
        </li>
      ))}
    </ul>
  );
}

/** Other active bookings from the same e-mail address within a day: the same request sent twice, most likely. */
export function BookingDuplicates({
  duplicates,
  onOpen,
}: {
  duplicates: AdminBooking['duplicates'];
  onOpen: (id: string) => void;
}) {
  return (
    <div className="mt-3 rounded-xl bg-sky-950 p-3 text-sky-50 ring-1 ring-sky-700">
      <p className="font-semibold">Possible duplicate</p>
      <p className="mt-1 text-sm">
        The same e-mail address has {countOf(duplicates.length, 'other active booking')} within a day of this one:
      </p>
      <ul className="mt-2 space-y-1 text-sm">
        {duplicates.map((d) => (
          <li key={d.id}>
            <a
              href={`#${bookingAnchor(d.id)}`}
              onClick={() => onOpen(d.id)}
              className="font-semibold text-sky-200 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-amber-300"
            >
              Ref {d.reference}
            </a>
            , {d.eventDate ? dateInWords(d.eventDate) : 'date not set'}
          </li>
        ))}
      </ul>
    </div>
  );
}
