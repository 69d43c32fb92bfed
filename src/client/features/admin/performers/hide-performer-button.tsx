import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { statusLabel } from '../../../../shared/booking-labels';
import { eventWhenInWords } from '../../../../shared/event-time';
import type { PerformerOpenBooking } from '../../../../shared/schemas/admin-performer';
import type { Performer } from '../../../../shared/schemas/performer';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { countOf } from '../shell/format';
import { adminPerformerOpenBookingsQuery } from './api';

type Named = Pick<Performer, 'id' | 'name'>;

/** The open bookings of each performer, read while `enabled` (the question is open). */
function useOpenBookings(performers: readonly Named[], enabled: boolean) {
  const reads = useQueries({
    queries: performers.map((p) => ({ ...adminPerformerOpenBookingsQuery(p.id), enabled })),
  });
  const error = reads.find((r) => r.isError)?.error;
  const booked = performers.flatMap((p, i) => {
    const bookings = reads[i]?.data ?? [];
    return bookings.length > 0 ? [{ performer: p, bookings }] : [];
  });
  return { pending: reads.some((r) => r.isPending), error, booked };
}

function BookingLines({ performer, bookings }: { performer: Named; bookings: PerformerOpenBooking[] }) {
  return (
    <>
      <p className="font-semibold">
        {performer.name} is booked in {countOf(bookings.length, 'open booking')}. Hiding does not cancel{' '}
        {bookings.length === 1 ? 'it' : 'them'}:
      </p>
      <ul aria-label={`Open bookings of ${performer.name}`} className="mt-1 mb-2 space-y-1 text-sm">
        {bookings.map((b) => (
          <li key={b.id}>
            <span className="font-semibold">Ref {b.reference}</span>: {b.clientName},{' '}
            {eventWhenInWords(b.eventDate, b.eventTime)}, {statusLabel(b.status)}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The Hide question, single or bulk (issue 26): it lists the open bookings of the performers about
 * to be hidden, read afresh each time it opens, since hiding cancels none of them and the team
 * must know whom to call.
 */
export function HideQuestion({
  open,
  title,
  description,
  performers,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  description: string;
  performers: readonly Named[];
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { pending, error, booked } = useOpenBookings(performers, open);
  const nobody = performers.length === 1 ? `${performers[0]?.name} has` : 'They have';
  return (
    <ConfirmDialog
      open={open}
      title={title}
      description={description}
      confirmLabel={booked.length > 0 ? 'Hide anyway' : 'Hide'}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {pending ? (
        <p role="status" className="text-sm text-zinc-300">
          Checking the bookings still to come...
        </p>
      ) : error ? (
        <p role="alert" className="text-sm text-rose-200">
          The bookings still to come could not be checked: {error.message}
        </p>
      ) : booked.length === 0 ? (
        <p className="text-sm text-zinc-300">{nobody} no bookings still to come.</p>
      ) : (
        <div className="rounded-xl bg-amber-950 p-3 text-amber-50 ring-1 ring-amber-700">
          {booked.map(({ performer, bookings }) => (
            <BookingLines key={performer.id} performer={performer} bookings={bookings} />
          ))}
        </div>
      )}
    </ConfirmDialog>
  );
}

const LEAVES = 'The profile leaves the gallery, the city pages and the booking wizard. Unhide brings it back.';

/** A row's Hide, asked first with the performer's open bookings listed. */
export function HidePerformerButton({
  performer,
  disabled,
  onConfirm,
}: {
  performer: Named;
  disabled?: boolean;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        disabled={disabled}
        aria-label={`Hide ${performer.name}`}
        onClick={() => setAsking(true)}
      >
        Hide
      </Button>
      <HideQuestion
        open={asking}
        title={`Hide ${performer.name}?`}
        description={LEAVES}
        performers={[performer]}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onConfirm();
        }}
      />
    </>
  );
}
