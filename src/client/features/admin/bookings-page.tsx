import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { BOOKING_STATUSES } from '../../../shared/booking-status';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { usePage } from '../../lib/page-context';
import { AdminGate } from './admin-gate';
import { BackToDashboard } from './admin-header';
import { adminBookingsQuery } from './api';
import { BookingCard } from './booking-card';
import { useBookingFocus } from './use-booking-focus';

const FILTERS = ['all', ...BOOKING_STATUSES] as const;
type Filter = (typeof FILTERS)[number];

function BookingManagement() {
  const bookings = useQuery(adminBookingsQuery());
  const [filter, setFilter] = useState<Filter>('all');
  const all = bookings.data ?? [];
  const count = (f: Filter) => (f === 'all' ? all.length : all.filter((b) => b.status === f).length);
  const shown = filter === 'all' ? all : all.filter((b) => b.status === filter);

  const known = useMemo(() => bookings.data?.map((b) => b.id), [bookings.data]);
  const openBooking = useBookingFocus({
    known,
    shown: shown.map((b) => b.id),
    showAll: useCallback(() => setFilter('all'), []),
  });

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackToDashboard />
        <Link href="/admin/messages" className="text-amber-300 underline-offset-4 hover:underline">
          Messages
        </Link>
      </div>
      <h1 className="mt-4 text-3xl font-bold">Booking Management</h1>
      <fieldset className="mt-4 flex flex-wrap gap-2">
        <legend className="sr-only">Filter by status</legend>
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
            className={cn(
              'h-9 rounded-full px-3 text-sm font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-amber-300',
              filter === f ? 'bg-amber-400 text-zinc-950 ring-amber-300' : 'bg-zinc-900 text-zinc-100 ring-zinc-600',
            )}
          >
            {f} ({bookings.data ? count(f) : '…'})
          </button>
        ))}
      </fieldset>
      <div className="mt-6">
        {bookings.isPending ? (
          <div className="space-y-4">
            <p role="status">Loading...</p>
            <Skeleton className="h-40 w-full rounded-2xl" />
            <Skeleton className="h-40 w-full rounded-2xl" />
          </div>
        ) : bookings.isError ? (
          <p role="alert" className="text-rose-200">
            The bookings could not be loaded: {bookings.error.message}
          </p>
        ) : shown.length === 0 ? (
          <p className="text-zinc-300">
            {filter === 'all'
              ? 'No booking requests have been submitted yet.'
              : `No bookings with status "${filter}" found.`}
          </p>
        ) : (
          <ul className="space-y-4">
            {shown.map((b) => (
              <BookingCard key={b.id} booking={b} onOpenBooking={openBooking} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export default function AdminBookingsPage() {
  usePage({ title: 'Booking Management', noindex: true });
  return (
    <AdminGate deniedText="You need admin permissions to access booking management.">
      {() => <BookingManagement />}
    </AdminGate>
  );
}
