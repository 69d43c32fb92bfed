import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { bookingReference } from '../../../../shared/event-time';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/http';
import { bookingAnchor, bookingIdFromHash } from '../shell/booking-anchor';
import { adminBookingQuery } from './api';
import { BookingCard } from './booking-card';

/**
 * Which booking the panel shows, kept in the address as "#booking-{id}" so that the links in the
 * team's e-mails, on the Messages page and in overlap warnings open it, and Back closes it.
 */
export function useOpenBooking(): [string | null, (id: string | null) => void] {
  const [openId, setOpenId] = useState<string | null>(null);
  useEffect(() => {
    const read = () => setOpenId(bookingIdFromHash(window.location.hash));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  const open = useCallback((id: string | null) => {
    setOpenId(id);
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', id ? `#${bookingAnchor(id)}` : `${pathname}${search}`);
  }, []);
  return [openId, open];
}

/** The booking desk's detail panel: everything about one booking, and what can be done with it. */
export function BookingPanel({ bookingId, onOpen }: { bookingId: string | null; onOpen: (id: string | null) => void }) {
  const booking = useQuery({ ...adminBookingQuery(bookingId ?? ''), enabled: bookingId !== null });
  const close = () => onOpen(null);
  return (
    <Dialog
      open={bookingId !== null}
      onOpenChange={(open) => !open && close()}
      title={bookingId ? `Booking ${bookingReference(bookingId)}` : 'Booking'}
      className="max-w-3xl"
    >
      {booking.isPending ? (
        <div className="space-y-3">
          <p role="status">Loading...</p>
          <Skeleton className="h-40 w-full rounded-2xl" />
        </div>
      ) : booking.isError ? (
        <p role="alert" className="text-rose-200">
          {booking.error instanceof ApiError && booking.error.status === 404
            ? 'This booking does not exist any more.'
            : `The booking could not be loaded: ${booking.error.message}`}
        </p>
      ) : (
        <BookingCard booking={booking.data} onOpenBooking={onOpen} onDeleted={close} />
      )}
    </Dialog>
  );
}
