import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { statusLabel } from '../../../../shared/booking-labels';
import { BOOKING_STATUSES } from '../../../../shared/booking-status';
import { businessDay } from '../../../../shared/business-day';
import { addDays, dateInWords } from '../../../../shared/event-time';
import type { AdminBookingQuery, AdminBookingSort, AdminBookingView } from '../../../../shared/schemas/admin-booking';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { usePage } from '../../../lib/page-context';
import { addMonths } from '../calendar/calendar-dates';
import { AdminGate } from '../shell/admin-gate';
import { BackToDashboard } from '../shell/admin-header';
import { TonightLink } from '../tonight/tonight-link';
import { adminBookingCountsQuery, adminBookingPageQuery } from './api';
import { BookingPanel, useOpenBooking } from './booking-panel';
import { BookingTable } from './bookings-table';

const FILTERS = ['all', ...BOOKING_STATUSES] as const;
type Filter = (typeof FILTERS)[number];
type View = AdminBookingView | 'all';
const PAGE_SIZE = 50;

const VIEWS: { value: View; label: string }[] = [
  { value: 'all', label: 'All bookings' },
  { value: 'upcoming', label: 'Upcoming (next 14 days)' },
  { value: 'needs-action', label: 'Needs action (waiting over 24 hours)' },
];

const SORTS: { value: AdminBookingSort | 'default'; label: string }[] = [
  { value: 'default', label: "The view's order" },
  { value: '-created', label: 'Newest request first' },
  { value: 'created', label: 'Oldest request first' },
  { value: 'event', label: 'Event date, soonest first' },
  { value: '-event', label: 'Event date, latest first' },
  { value: 'client', label: 'Client name, A to Z' },
  { value: '-total', label: 'Total, highest first' },
];

/** The period the CSV export covers: the chosen event dates, else this month (in Miami). */
function exportPeriod(from: string, to: string): { from: string; to: string } {
  if (from && to && from <= to) return { from, to };
  const today = businessDay(new Date()).date;
  return { from: addMonths(today, 0), to: addDays(addMonths(today, 1), -1) };
}

function emptyText(filter: Filter, searching: boolean): string {
  if (searching) return 'No bookings match this search.';
  return filter === 'all'
    ? 'No booking requests have been submitted yet.'
    : `No bookings with status "${statusLabel(filter)}" found.`;
}

function BookingManagement() {
  const [filter, setFilter] = useState<Filter>('all');
  const [typed, setTyped] = useState('');
  // A link may open the desk on a search (the team webhook links '?q={reference}', never the id).
  // Read after hydration, so the server's markup (rendered without the query) matches the first render.
  useEffect(() => {
    const linked = new URLSearchParams(window.location.search).get('q');
    if (linked) setTyped(linked.slice(0, 100));
  }, []);
  const q = useDeferredValue(typed.trim());
  const [view, setView] = useState<View>('all');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [sort, setSort] = useState<AdminBookingSort | 'default'>('default');
  const [offset, setOffset] = useState(0);
  const [openId, open] = useOpenBooking();

  const rangeError = from && to && from > to ? 'The end date is before the start date' : undefined;
  const search: AdminBookingQuery = {
    ...(q && { q }),
    ...(view !== 'all' && { view }),
    ...(from && { from }),
    ...(to && !rangeError && { to }),
  };
  const counts = useQuery(adminBookingCountsQuery(search));
  const page = useQuery(
    adminBookingPageQuery({
      ...search,
      ...(filter !== 'all' && { status: filter }),
      ...(sort !== 'default' && { sort }),
      limit: PAGE_SIZE,
      offset,
    }),
  );
  const searching = Object.keys(search).length > 0;
  /** Any change of what is shown starts again at the first page. */
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setOffset(0);
    };

  const period = exportPeriod(from, to);
  const total = page.data?.total ?? 0;
  const shown = page.data?.bookings ?? [];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackToDashboard />
        {/* Wraps on a phone: five links do not fit beside each other at 390 px. */}
        <span className="flex flex-wrap gap-x-4 gap-y-1">
          <TonightLink />
          <Link href="/admin/calendar" className="text-amber-300 underline-offset-4 hover:underline">
            Calendar
          </Link>
          <Link href="/admin/messages" className="text-amber-300 underline-offset-4 hover:underline">
            Messages
          </Link>
          <Link href="/admin/payments" className="text-amber-300 underline-offset-4 hover:underline">
            Unmatched payments
          </Link>
          <Link href="/admin/refunds" className="text-amber-300 underline-offset-4 hover:underline">
            Refunds due
          </Link>
          <Link href="/admin/do-not-book" className="text-amber-300 underline-offset-4 hover:underline">
            Do-not-book list
          </Link>
        </span>
      </div>
      <h1 className="mt-4 text-3xl font-bold">Booking Management</h1>

      <search className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <TextField
          className="sm:col-span-2 lg:col-span-2"
          label="Search"
          type="search"
          value={typed}
          placeholder="Reference, name, e-mail or phone"
          onChange={(e) => reset(setTyped)(e.target.value)}
        />
        <SelectField
          label="View"
          value={view}
          options={VIEWS}
          onChange={(e) => reset(setView)(e.target.value as View)}
        />
        <TextField label="Event from" type="date" value={from} onChange={(e) => reset(setFrom)(e.target.value)} />
        <TextField
          label="Event to"
          type="date"
          value={to}
          error={rangeError}
          onChange={(e) => reset(setTo)(e.target.value)}
        />
      </search>

      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Filter by status</legend>
          {FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={filter === f}
              onClick={() => reset(setFilter)(f)}
              className={cn(
                'h-9 rounded-full px-3 text-sm font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-amber-300',
                filter === f ? 'bg-amber-400 text-zinc-950 ring-amber-300' : 'bg-zinc-900 text-zinc-100 ring-zinc-600',
              )}
            >
              {f === 'all' ? 'All' : statusLabel(f)} ({counts.data ? counts.data[f] : '…'})
            </button>
          ))}
        </fieldset>
        <SelectField
          className="w-full sm:w-64"
          label="Sort by"
          value={sort}
          options={SORTS}
          onChange={(e) => reset(setSort)(e.target.value as AdminBookingSort | 'default')}
        />
      </div>

      <p className="mt-3 text-sm">
        <a
          className="text-amber-300 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-amber-300"
          href={`/api/admin/bookings.csv?from=${period.from}&to=${period.to}`}
          download
        >
          Download CSV: events from {dateInWords(period.from, { weekday: false })} to{' '}
          {dateInWords(period.to, { weekday: false })}
        </a>
      </p>
      <div className="mt-6">
        {page.isPending ? (
          <div className="space-y-4">
            <p role="status">Loading...</p>
            <Skeleton className="h-12 w-full rounded-xl" />
            <Skeleton className="h-12 w-full rounded-xl" />
          </div>
        ) : page.isError ? (
          <p role="alert" className="text-rose-200">
            The bookings could not be loaded: {page.error.message}
          </p>
        ) : shown.length === 0 ? (
          <p className="text-zinc-300">{emptyText(filter, searching)}</p>
        ) : (
          <>
            <p role="status" className="mb-3 text-sm text-zinc-300">
              Showing {offset + 1}–{offset + shown.length} of {total}
            </p>
            <BookingTable bookings={shown} />
            {total > PAGE_SIZE && (
              <nav aria-label="Pages" className="mt-4 flex gap-3">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={offset === 0}
                  onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
                >
                  Previous page
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={offset + PAGE_SIZE >= total}
                  onClick={() => setOffset(offset + PAGE_SIZE)}
                >
                  Next page
                </Button>
              </nav>
            )}
          </>
        )}
      </div>
      <BookingPanel bookingId={openId} onOpen={open} />
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
