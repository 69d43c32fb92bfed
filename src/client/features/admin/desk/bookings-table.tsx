import { paymentLabel, statusLabel } from '../../../../shared/booking-labels';
import { statusBadge } from '../../../../shared/booking-status';
import { eventWhenInWords } from '../../../../shared/event-time';
import { formatMoney } from '../../../../shared/money';
import type { AdminBooking } from '../../../../shared/schemas/admin-booking';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { bookingAnchor } from '../shell/booking-anchor';
import { countOf, dateTime } from '../shell/format';

const COLUMNS = ['Reference', 'Client', 'Event', 'Performers', 'Total', 'Status', 'Payment', 'Requested'];

/** What a row warns about: possible duplicates, overlaps, and how many notes it has. */
function Flags({ booking }: { booking: AdminBooking }) {
  return (
    <span className="flex flex-wrap gap-1">
      {booking.duplicates.length > 0 && <Badge tone="blue">Possible duplicate</Badge>}
      {booking.conflicts.length > 0 && <Badge tone="yellow">Overlap</Badge>}
      {booking.notes.length > 0 && <Badge tone="gray">{countOf(booking.notes.length, 'note')}</Badge>}
    </span>
  );
}

const performerNames = (booking: AdminBooking) =>
  booking.performers.length > 0
    ? booking.performers.map((p) => p.name).join(', ')
    : countOf(booking.numberOfPerformers, 'performer');

/** The link that opens a booking's panel; the address keeps it, so Back and shared links work. */
function OpenLink({
  booking,
  className,
  label,
  children,
}: {
  booking: AdminBooking;
  className?: string;
  /** The link's name when its text alone (the reference) would not say what it does. */
  label?: string;
  children: React.ReactNode;
}) {
  return (
    <a
      href={`#${bookingAnchor(booking.id)}`}
      aria-label={label}
      className={
        className ??
        'font-mono font-semibold text-amber-300 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-amber-300'
      }
    >
      {children}
    </a>
  );
}

/**
 * The booking desk's list: a dense table on wide screens, a card per booking on phones. A booking
 * opens in the panel through its reference link (#booking-{id}).
 */
export function BookingTable({ bookings }: { bookings: readonly AdminBooking[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl ring-1 ring-zinc-700 md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Bookings</caption>
          <thead className="bg-zinc-900 text-xs tracking-wide text-zinc-300 uppercase">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className={cn('px-3 py-2', column === 'Total' && 'text-right')}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-800">
            {bookings.map((b) => (
              <tr key={b.id} className="align-top hover:bg-zinc-900/60">
                <td className="px-3 py-2">
                  <OpenLink booking={b} label={`Open booking ${b.reference}`}>
                    {b.reference}
                  </OpenLink>
                  <div className="mt-1">
                    <Flags booking={b} />
                  </div>
                </td>
                <td className="px-3 py-2">
                  <div className="font-semibold">{b.clientName}</div>
                  <div className="break-all text-zinc-400">{b.clientEmail}</div>
                </td>
                <td className="px-3 py-2">{eventWhenInWords(b.eventDate, b.eventTime)}</td>
                <td className="px-3 py-2">{performerNames(b)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatMoney(b.totalAmount)}</td>
                <td className="px-3 py-2">
                  <Badge tone={statusBadge(b.status).color}>{statusLabel(b.status)}</Badge>
                </td>
                <td className="px-3 py-2">{paymentLabel(b.paymentStatus, b.status)}</td>
                <td className="px-3 py-2 text-zinc-300">{dateTime(b.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {bookings.map((b) => (
          <li key={b.id} className="rounded-xl bg-zinc-900 p-3 ring-1 ring-zinc-700">
            <div className="flex flex-wrap items-center gap-2">
              <span className="mr-auto font-semibold">{b.clientName}</span>
              <Badge tone={statusBadge(b.status).color}>{statusLabel(b.status)}</Badge>
            </div>
            <p className="mt-1 text-sm">{eventWhenInWords(b.eventDate, b.eventTime)}</p>
            <p className="text-sm text-zinc-300">
              {performerNames(b)} · {formatMoney(b.totalAmount)} · {paymentLabel(b.paymentStatus, b.status)}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <OpenLink
                booking={b}
                className="inline-flex h-9 items-center rounded-lg bg-zinc-800 px-3 text-sm font-semibold text-amber-200 ring-1 ring-zinc-600 focus-visible:outline-2 focus-visible:outline-amber-300"
              >
                Open booking {b.reference}
              </OpenLink>
              <Flags booking={b} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
