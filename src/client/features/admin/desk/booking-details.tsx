import { Fragment } from 'react';
import { Link } from 'wouter';
import { statusLabel } from '../../../../shared/booking-labels';
import { eventWhenInWords } from '../../../../shared/event-time';
import { LOCALE_ENGLISH_NAMES } from '../../../../shared/locale';
import { formatMoney } from '../../../../shared/money';
import type { AdminBooking } from '../../../../shared/schemas/admin-booking';
import { dateTime, durationInWords } from '../shell/format';
import { mailtoHref, telHref } from './contact-links';

const linkClass = 'text-amber-300 underline underline-offset-2';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs tracking-wide text-zinc-400 uppercase">{label}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  );
}

/** Each booked performer's calendar around the event: who is free, and their unavailable dates. */
function PerformerCalendars({ booking }: { booking: AdminBooking }) {
  const performers = booking.performers.filter((p) => p.id !== null);
  if (performers.length === 0) return null;
  const date = booking.eventDate ? `&date=${booking.eventDate}` : '';
  return (
    <p className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-sm">
      <span className="text-zinc-300">Before confirming, check:</span>
      {performers.map((p) => (
        <Link key={p.id} className={linkClass} href={`/admin/calendar?performer=${p.id}${date}`}>
          Calendar of {p.name}
        </Link>
      ))}
    </p>
  );
}

/** What the client asked for (spec, /admin/bookings), and who moved the booking when. */
export function BookingDetails({ booking }: { booking: AdminBooking }) {
  const tel = booking.clientPhone ? telHref(booking.clientPhone) : null;
  return (
    <>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Row label="Email">
          <a className={linkClass} href={mailtoHref(booking.clientEmail)}>
            {booking.clientEmail}
          </a>
        </Row>
        {booking.clientPhone && (
          <Row label="Phone">
            {tel ? (
              <a className={linkClass} href={tel}>
                {booking.clientPhone}
              </a>
            ) : (
              booking.clientPhone
            )}
          </Row>
        )}
        <Row label="Language">{LOCALE_ENGLISH_NAMES[booking.locale]}</Row>
        <Row label="Event date">{eventWhenInWords(booking.eventDate, booking.eventTime)}</Row>
        <Row label="Duration">{durationInWords(booking.eventDuration)}</Row>
        <Row label="Performers">
          {booking.numberOfPerformers}
          {booking.performers.length > 0 && (
            <>
              {' ('}
              {booking.performers.map((p, i) => (
                <Fragment key={p.id ?? p.name}>
                  {i > 0 && ', '}
                  {p.name}
                  {p.hidden && (
                    <span className="ml-1 rounded bg-zinc-700 px-1.5 text-xs font-semibold text-zinc-100">Hidden</span>
                  )}
                </Fragment>
              ))}
              )
            </>
          )}
        </Row>
        <Row label="Service area">{booking.serviceArea ?? 'Not set'}</Row>
        <Row label="Event type">{booking.eventType ?? 'Not set'}</Row>
        <Row label="Total">{formatMoney(booking.totalAmount)}</Row>
        <Row label="Deposit">{formatMoney(booking.depositAmount)}</Row>
        <Row label="Payment link">
          <a className={linkClass} href={booking.cashAppLink} target="_blank" rel="noopener noreferrer">
            Cash App
          </a>
        </Row>
        <Row label="Created">{dateTime(booking.createdAt)}</Row>
      </dl>
      <PerformerCalendars booking={booking} />
      <dl className="mt-3 space-y-2">
        <Row label="Event Location">{booking.eventDetails || '—'}</Row>
        {booking.customMessage && <Row label="Special Requests">{booking.customMessage}</Row>}
      </dl>
      {booking.statusHistory.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer rounded text-zinc-300 focus-visible:outline-2 focus-visible:outline-amber-300">
            Status history ({booking.statusHistory.length})
          </summary>
          <ol className="mt-2 space-y-1">
            {booking.statusHistory.map((h) => (
              <li key={`${h.at}-${h.to}`}>
                {h.from ? `${statusLabel(h.from)} → ${statusLabel(h.to)}` : statusLabel(h.to)} by {h.by} on{' '}
                {dateTime(h.at)}
              </li>
            ))}
          </ol>
        </details>
      )}
    </>
  );
}
