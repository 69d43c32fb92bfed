import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BOOKING_STATUSES, statusBadge } from '../../../shared/booking-status';
import { formatMoney } from '../../../shared/money';
import type { AdminBooking } from '../../../shared/schemas/admin-booking';
import { Badge } from '../../components/ui/badge';
import { Button, type ButtonVariant } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { usePage } from '../../lib/page-context';
import { AdminGate } from './admin-gate';
import { BackToDashboard } from './admin-header';
import { adminApi, adminBookingsQuery, adminKeys } from './api';

const FILTERS = ['all', ...BOOKING_STATUSES] as const;
type Filter = (typeof FILTERS)[number];

type Action = {
  label: string;
  variant?: ButtonVariant;
  run: (id: string) => Promise<unknown>;
  done: { title: string; description: string };
  failed: { title: string; description: string };
  confirm?: string;
};

const updateFailed = { title: 'Update Failed', description: 'Failed to update booking status. Please try again.' };
const archiveFailed = { title: 'Archive Failed', description: 'Failed to archive booking. Please try again.' };
const move = (label: string, to: string, description: string, variant?: ButtonVariant): Action => ({
  label,
  variant,
  run: (id) => adminApi.setBookingStatus(id, to),
  done: { title: 'Booking updated', description },
  failed: updateFailed,
});
const archive: Action = {
  label: 'Archive',
  variant: 'ghost',
  run: adminApi.archiveBooking,
  done: { title: 'Booking archived', description: 'The booking was archived.' },
  failed: archiveFailed,
};

/** Spec section 4, "Admin actions by status". The server enforces the same table (409 otherwise). */
export const ACTIONS_BY_STATUS: Record<string, Action[]> = {
  pending: [
    move('Request Deposit', 'depositPending', 'The client is now asked for the deposit.'),
    move('Reject', 'cancelled', 'The booking request was rejected.', 'danger'),
    {
      label: 'Delete',
      variant: 'danger',
      run: adminApi.deleteBooking,
      done: { title: 'Booking deleted', description: 'The booking was deleted permanently.' },
      failed: { title: 'Delete Failed', description: 'Failed to delete booking. Please try again.' },
      confirm: 'Delete this booking permanently? This cannot be undone.',
    },
  ],
  depositPending: [
    {
      label: 'Confirm Deposit Received',
      run: adminApi.confirmDeposit,
      done: { title: 'Deposit confirmed', description: 'The deposit is recorded and the booking is now confirmed.' },
      failed: { title: 'Confirmation Failed', description: 'Failed to confirm deposit. Please try again.' },
    },
    move('Cancel', 'cancelled', 'The booking was cancelled.', 'danger'),
    archive,
  ],
  depositPaid: [
    move('Confirm Booking', 'confirmed', 'The booking is confirmed.'),
    move('Cancel', 'cancelled', 'The booking was cancelled.', 'danger'),
    archive,
  ],
  confirmed: [move('Cancel Booking', 'cancelled', 'The booking was cancelled.', 'danger'), archive],
  cancelled: [move('Reopen Booking', 'pending', 'The booking is pending again.', 'secondary'), archive],
  archived: [],
};

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/New_York' });
const hours = (h: number) => (h === 0.25 ? '15 minutes' : `${h} ${h === 1 ? 'hour' : 'hours'}`);

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs tracking-wide text-zinc-400 uppercase">{label}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  );
}

function BookingCard({ booking }: { booking: AdminBooking }) {
  const queryClient = useQueryClient();
  const action = useMutation({
    mutationFn: (a: Action) => a.run(booking.id),
    onSuccess: async (_answer, a) => {
      toast({ title: a.done.title, description: a.done.description });
      await queryClient.invalidateQueries({ queryKey: adminKeys.bookings });
    },
    onError: (_err, a) => toast({ ...a.failed, variant: 'destructive' }),
  });
  const badge = statusBadge(booking.status);
  return (
    <li className="rounded-2xl bg-zinc-900 p-4 ring-1 ring-zinc-700">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-lg font-bold">
          {booking.clientName} <span className="font-mono text-sm text-zinc-400">#{booking.id.slice(0, 8)}</span>
        </h2>
        <Badge tone={badge.color}>{badge.label}</Badge>
        <Badge tone="gray">Payment: {booking.paymentStatus}</Badge>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Row label="Email">
          <a className="text-amber-300 underline underline-offset-2" href={`mailto:${booking.clientEmail}`}>
            {booking.clientEmail}
          </a>
        </Row>
        {booking.clientPhone && (
          <Row label="Phone">
            <a className="text-amber-300 underline underline-offset-2" href={`tel:${booking.clientPhone}`}>
              {booking.clientPhone}
            </a>
          </Row>
        )}
        <Row label="Event date">
          {booking.eventDate ?? 'Not set'}
          {booking.eventTime ? ` at ${booking.eventTime}` : ''}
        </Row>
        <Row label="Duration">{hours(booking.eventDuration)}</Row>
        <Row label="Performers">
          {booking.numberOfPerformers}
          {booking.performers.length > 0 && ` (${booking.performers.map((p) => p.name).join(', ')})`}
        </Row>
        <Row label="Service area">{booking.serviceArea ?? 'Not set'}</Row>
        <Row label="Event type">{booking.eventType ?? 'Not set'}</Row>
        <Row label="Total">{formatMoney(booking.totalAmount)}</Row>
        <Row label="Deposit">{formatMoney(booking.depositAmount)}</Row>
        <Row label="Payment link">
          <a
            className="text-amber-300 underline underline-offset-2"
            href={booking.cashAppLink}
            target="_blank"
            rel="noopener noreferrer"
          >
            Cash App
          </a>
        </Row>
        <Row label="Created">{dateTime(booking.createdAt)}</Row>
      </dl>
      <dl className="mt-3 space-y-2">
        <Row label="Event Location">{booking.eventDetails || '—'}</Row>
        {booking.customMessage && <Row label="Special Requests">{booking.customMessage}</Row>}
      </dl>
      {booking.statusHistory.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-zinc-300">Status history ({booking.statusHistory.length})</summary>
          <ol className="mt-2 space-y-1">
            {booking.statusHistory.map((h) => (
              <li key={`${h.at}-${h.to}`}>
                {h.from ? `${h.from} → ${h.to}` : h.to} by {h.by} on {dateTime(h.at)}
              </li>
            ))}
          </ol>
        </details>
      )}
      {(ACTIONS_BY_STATUS[booking.status] ?? []).length > 0 && (
        <div className="mt-4 flex flex-wrap gap-2">
          {(ACTIONS_BY_STATUS[booking.status] ?? []).map((a) => (
            <Button
              key={a.label}
              size="sm"
              variant={a.variant ?? 'primary'}
              disabled={action.isPending}
              onClick={() => {
                if (a.confirm && !window.confirm(a.confirm)) return;
                action.mutate(a);
              }}
            >
              {a.label}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}

function BookingManagement() {
  const bookings = useQuery(adminBookingsQuery());
  const [filter, setFilter] = useState<Filter>('all');
  const all = bookings.data ?? [];
  const count = (f: Filter) => (f === 'all' ? all.length : all.filter((b) => b.status === f).length);
  const shown = filter === 'all' ? all : all.filter((b) => b.status === filter);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <BackToDashboard />
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
              <BookingCard key={b.id} booking={b} />
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
