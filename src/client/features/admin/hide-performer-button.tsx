import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { statusLabel } from '../../../shared/booking-labels';
import { eventWhenInWords } from '../../../shared/event-time';
import type { Performer } from '../../../shared/schemas/performer';
import { Button } from '../../components/ui/button';
import { adminPerformerOpenBookingsQuery } from './api';
import { ConfirmDialog } from './confirm-dialog';
import { countOf } from './format';

const LEAVES = 'The profile leaves the gallery, the city pages and the booking wizard. Unhide brings it back.';

/**
 * Hide, asked first: the question lists the performer's bookings still to come (issue 26), which
 * hiding does not cancel, so the team knows whom to call before the profile goes.
 */
export function HidePerformerButton({
  performer,
  disabled,
  onConfirm,
}: {
  performer: Pick<Performer, 'id' | 'name'>;
  disabled?: boolean;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const open = useQuery({ ...adminPerformerOpenBookingsQuery(performer.id), enabled: asking });
  const bookings = open.data ?? [];
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
      <ConfirmDialog
        open={asking}
        title={`Hide ${performer.name}?`}
        description={LEAVES}
        confirmLabel={bookings.length > 0 ? 'Hide anyway' : 'Hide'}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {open.isPending ? (
          <p role="status" className="text-sm text-zinc-300">
            Checking the bookings still to come...
          </p>
        ) : open.isError ? (
          <p role="alert" className="text-sm text-rose-200">
            The bookings still to come could not be checked: {open.error.message}
          </p>
        ) : bookings.length === 0 ? (
          <p className="text-sm text-zinc-300">{performer.name} has no bookings still to come.</p>
        ) : (
          <div className="rounded-xl bg-amber-950 p-3 text-amber-50 ring-1 ring-amber-700">
            <p className="font-semibold">
              {performer.name} is booked in {countOf(bookings.length, 'open booking')}. Hiding does not cancel{' '}
              {bookings.length === 1 ? 'it' : 'them'}:
            </p>
            <ul aria-label={`Open bookings of ${performer.name}`} className="mt-2 space-y-1 text-sm">
              {bookings.map((b) => (
                <li key={b.id}>
                  <span className="font-semibold">Ref {b.reference}</span>: {b.clientName},{' '}
                  {eventWhenInWords(b.eventDate, b.eventTime)}, {statusLabel(b.status)}
                </li>
              ))}
            </ul>
          </div>
        )}
      </ConfirmDialog>
    </>
  );
}
