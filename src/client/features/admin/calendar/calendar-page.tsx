import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { statusLabel } from '../../../../shared/booking-labels';
import { DATE, isCalendarDate } from '../../../../shared/booking-rules';
import { ACTIVE_STATUSES, type ActiveStatus, isActiveStatus, statusBadge } from '../../../../shared/booking-status';
import { businessDay } from '../../../../shared/business-day';
import { addDays, dateInWords, timeInWords } from '../../../../shared/event-time';
import type { AdminBooking } from '../../../../shared/schemas/admin-booking';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { toQueryString } from '../../../lib/http';
import { usePage } from '../../../lib/page-context';
import { useMediaQuery } from '../../../lib/use-media-query';
import { adminBookingPageQuery } from '../desk/api';
import { BookingPanel, useOpenBooking } from '../desk/booking-panel';
import { waitingOnPerformers } from '../desk/offer-words';
import { adminPerformersQuery } from '../performers/api';
import { AdminGate } from '../shell/admin-gate';
import { BackToDashboard } from '../shell/admin-header';
import { bookingAnchor } from '../shell/booking-anchor';
import { addMonths, monthWeeks, weekOf } from './calendar-dates';

type View = 'month' | 'week';
/**
 * One colour per status the calendar shows (those that hold time), with the status in words too
 * (colour is never the only cue).
 */
const CHIP: Record<ActiveStatus, string> = {
  pending: 'bg-orange-950 text-orange-50 ring-orange-600',
  depositPending: 'bg-yellow-950 text-yellow-50 ring-yellow-600',
  depositPaid: 'bg-sky-950 text-sky-50 ring-sky-600',
  confirmed: 'bg-emerald-950 text-emerald-50 ring-emerald-600',
};
const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const FULL_DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function BookingChip({ booking }: { booking: AdminBooking }) {
  const time = booking.eventTime ? timeInWords(booking.eventTime) : 'Time not set';
  return (
    <a
      href={`#${bookingAnchor(booking.id)}`}
      className={cn(
        'block rounded-md px-1.5 py-1 text-xs ring-1 hover:brightness-125 focus-visible:outline-2 focus-visible:outline-amber-300',
        isActiveStatus(booking.status) ? CHIP[booking.status] : 'bg-zinc-800 ring-zinc-600',
      )}
    >
      <span className="font-semibold">{time}</span> {booking.clientName}
      <span className="block truncate opacity-90">
        {statusLabel(booking.status)} · {booking.performers.map((p) => p.name).join(', ') || booking.reference}
      </span>
      {waitingOnPerformers(booking) && <WaitingMark />}
    </a>
  );
}

/** Not every performer has accepted the offer yet: in words, with a sign (never colour alone). */
function WaitingMark() {
  return (
    <span className="block truncate font-semibold">
      <span aria-hidden="true">⏳ </span>
      {WAITING}
    </span>
  );
}
const WAITING = 'Waiting for performers';

function DayBookings({ bookings }: { bookings: readonly AdminBooking[] }) {
  if (bookings.length === 0) return null;
  return (
    <ul className="mt-1 space-y-1">
      {bookings.map((b) => (
        <li key={b.id}>
          <BookingChip booking={b} />
        </li>
      ))}
    </ul>
  );
}

function DayLabel({ date, today, unavailable }: { date: string; today: string; unavailable: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-1 text-xs">
      <time
        dateTime={date}
        className={cn('font-semibold', date === today && 'rounded bg-amber-400 px-1 text-zinc-950')}
      >
        {Number(date.slice(8))}
        <span className="sr-only">, {dateInWords(date)}</span>
      </time>
      {date === today && <span className="sr-only">(today)</span>}
      {unavailable && <span className="rounded bg-rose-950 px-1 text-rose-100">Unavailable</span>}
    </div>
  );
}

function Calendar() {
  const params = new URLSearchParams(useSearch());
  const performerId = params.get('performer') || '';
  const [, navigate] = useLocation();
  const today = businessDay(new Date()).date;
  const wide = useMediaQuery('(min-width: 768px)');
  const [chosenView, setView] = useState<View | null>(null);
  const view: View = chosenView ?? (wide ? 'month' : 'week');
  // ?date=YYYY-MM-DD (a booking's "Calendar of …" link) opens around that day.
  const [anchor, setAnchor] = useState(() => {
    const asked = params.get('date') ?? '';
    return DATE.test(asked) && isCalendarDate(asked) ? asked : today;
  });
  const [openId, open] = useOpenBooking();

  const weeks = view === 'month' ? monthWeeks(anchor) : [weekOf(anchor)];
  const from = weeks[0]?.[0] ?? anchor;
  const to = weeks.at(-1)?.at(-1) ?? anchor;
  const bookings = useQuery(
    adminBookingPageQuery({
      view: 'active',
      from,
      to,
      sort: 'event',
      limit: 1000,
      ...(performerId && { performerId }),
    }),
  );
  const performers = useQuery(adminPerformersQuery());
  const performer = performers.data?.find((p) => p.id === performerId);
  const unavailable = new Set(performer?.unavailableDates ?? []);
  const byDay = new Map<string, AdminBooking[]>();
  for (const b of bookings.data?.bookings ?? []) {
    if (b.eventDate) byDay.set(b.eventDate, [...(byDay.get(b.eventDate) ?? []), b]);
  }

  const step = (n: number) => setAnchor(view === 'month' ? addMonths(anchor, n) : addDays(anchor, 7 * n));
  const title =
    view === 'month'
      ? new Date(`${anchor.slice(0, 7)}-15T12:00:00Z`).toLocaleDateString('en-US', {
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        })
      : `Week of ${dateInWords(from, { weekday: false })}`;
  const total = bookings.data?.total ?? 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackToDashboard />
        <Link href="/admin/bookings" className="text-amber-300 underline-offset-4 hover:underline">
          Booking Management
        </Link>
      </div>
      <h1 className="mt-4 text-3xl font-bold">Calendar</h1>
      <p className="mt-1 text-zinc-300">Active bookings (pending, awaiting deposit, deposit paid and confirmed).</p>

      <div className="mt-4 flex flex-wrap items-end gap-3">
        <fieldset className="flex gap-2">
          <legend className="sr-only">View</legend>
          {(['month', 'week'] as const).map((v) => (
            <Button
              key={v}
              size="sm"
              variant={view === v ? 'primary' : 'secondary'}
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              {v === 'month' ? 'Month' : 'Week'}
            </Button>
          ))}
        </fieldset>
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={() => step(-1)}>
            Previous {view}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setAnchor(today)}>
            Today
          </Button>
          <Button size="sm" variant="secondary" onClick={() => step(1)}>
            Next {view}
          </Button>
        </div>
        <SelectField
          className="w-full sm:w-64"
          label="Performer"
          value={performerId}
          options={[
            { value: '', label: 'All performers' },
            ...(performers.data ?? []).map((p) => ({ value: p.id, label: p.isActive ? p.name : `${p.name} (hidden)` })),
          ]}
          onChange={(e) =>
            navigate(`/admin/calendar${toQueryString({ performer: e.target.value })}`, { replace: true })
          }
        />
      </div>

      <h2 className="mt-6 text-xl font-bold" aria-live="polite">
        {title}
        {performer && ` · ${performer.name}`}
      </h2>
      <p role="status" className="text-sm text-zinc-300">
        {bookings.isPending
          ? 'Loading...'
          : bookings.isError
            ? `The bookings could not be loaded: ${bookings.error.message}`
            : `${total} active ${total === 1 ? 'booking' : 'bookings'}${performer && unavailable.size > 0 ? '; days marked Unavailable are on the performer’s list' : ''}`}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2 text-xs" aria-label="Colours">
        {ACTIVE_STATUSES.map((s) => (
          <li key={s} className={cn('rounded-md px-2 py-0.5 ring-1', CHIP[s])}>
            {statusBadge(s).label}
          </li>
        ))}
        <li className="rounded-md px-2 py-0.5 ring-1 ring-zinc-600">
          <span aria-hidden="true">⏳ </span>
          {WAITING}: not every offer accepted
        </li>
      </ul>

      {view === 'month' ? (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[42rem] table-fixed border-collapse text-left">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                {DAY_NAMES.map((d, i) => (
                  <th key={d} scope="col" className="px-1 py-1 text-xs text-zinc-300">
                    <abbr title={FULL_DAY_NAMES[i]} className="no-underline">
                      {d}
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week[0]}>
                  {week.map((date) => (
                    <td
                      key={date}
                      className={cn(
                        'h-28 border border-zinc-800 p-1 align-top',
                        date.slice(0, 7) !== anchor.slice(0, 7) && 'bg-zinc-950 text-zinc-400',
                        unavailable.has(date) && 'bg-rose-950/40',
                      )}
                    >
                      <DayLabel date={date} today={today} unavailable={unavailable.has(date)} />
                      <DayBookings bookings={byDay.get(date) ?? []} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ol className="mt-4 grid gap-3 md:grid-cols-7">
          {(weeks[0] ?? []).map((date) => (
            <li
              key={date}
              className={cn(
                'rounded-xl bg-zinc-900 p-2 ring-1 ring-zinc-700',
                unavailable.has(date) && 'ring-rose-700',
              )}
            >
              <h3 className="text-sm font-semibold">{dateInWords(date)}</h3>
              {date === today && <p className="text-xs text-amber-300">Today</p>}
              {unavailable.has(date) && <p className="text-xs text-rose-200">Unavailable</p>}
              {(byDay.get(date) ?? []).length === 0 ? (
                <p className="mt-1 text-xs text-zinc-400">No bookings</p>
              ) : (
                <DayBookings bookings={byDay.get(date) ?? []} />
              )}
            </li>
          ))}
        </ol>
      )}
      <BookingPanel bookingId={openId} onOpen={open} />
    </div>
  );
}

export default function AdminCalendarPage() {
  usePage({ title: 'Calendar', noindex: true });
  // A new ?date (a booking's "Calendar of …" link, from this page too) starts over around that day.
  const date = new URLSearchParams(useSearch()).get('date') ?? '';
  return (
    <AdminGate deniedText="You need admin permissions to access the calendar.">
      {() => <Calendar key={date} />}
    </AdminGate>
  );
}
