import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { bookingReference } from '../../../shared/event-time';
import type { PortalBooking } from '../../../shared/schemas/portal';
import { ClientFacts } from './client-facts';
import { ClientRatingForm } from './client-rating-form';
import { EventFacts, Fact } from './event-facts';
import { canRateClient, withheld } from './portal-rules';
import { bookingStatusWords } from './words';

/**
 * A booking she is on. The server releases the exact address and the client's first name once
 * the deposit is paid, and the phone only on the night; until then the card says when they come.
 */
export function BookingCard({
  booking,
  level = 3,
  past = false,
  children,
  rated,
  now = new Date(),
}: {
  booking: PortalBooking;
  level?: 2 | 3;
  /** Over or called off: nothing more will be released. */
  past?: boolean;
  /** What goes below the facts (the night's check-ins). */
  children?: ReactNode;
  /** Reads her bookings again (after she rates the client). */
  rated?: () => Promise<void>;
  now?: Date;
}) {
  const { i18n } = useLingui();
  const titleId = useId();
  const reference = bookingReference(booking.id);
  const Heading = level === 2 ? 'h2' : 'h3';
  const held = past ? null : withheld(booking);
  const ratedStars = booking.clientRating?.stars;
  return (
    <article aria-labelledby={titleId} className="rounded-xl bg-zinc-900 p-4 ring-1 ring-zinc-700">
      <Heading id={titleId} className="text-lg font-semibold">
        <Trans>Booking {reference}</Trans>
      </Heading>
      <p className="mt-1 text-sm font-medium text-amber-300">{bookingStatusWords(i18n, booking.status)}</p>
      <EventFacts event={booking}>
        {booking.address !== null && (
          <Fact term={<Trans>Address</Trans>}>
            <span className="break-words">{booking.address}</span>
          </Fact>
        )}
        {booking.clientFirstName !== null && <Fact term={<Trans>Client</Trans>}>{booking.clientFirstName}</Fact>}
        {booking.clientPhone !== null && (
          <Fact term={<Trans>Client's phone</Trans>}>
            <a
              href={`tel:${booking.clientPhone.replace(/[^\d+]/g, '')}`}
              className="inline-block py-0.5 text-amber-300 underline underline-offset-4"
            >
              {booking.clientPhone}
            </a>
          </Fact>
        )}
      </EventFacts>
      {held === 'address' && (
        <p className="mt-3 text-sm text-zinc-300">
          <Trans>The address and the client's first name show here once the deposit is paid.</Trans>
        </p>
      )}
      {held === 'phone' && (
        <p className="mt-3 text-sm text-zinc-300">
          <Trans>The client's phone shows here from 2 hours before the start until 2 hours after the end.</Trans>
        </p>
      )}
      {!past && (
        <ClientFacts
          rulesVersion={booking.rulesVersion}
          rulesAcceptedAt={booking.rulesAcceptedAt}
          signals={booking.signals}
        />
      )}
      {ratedStars !== undefined && (
        <p className="mt-3 text-sm text-zinc-300">
          <Trans>You rated this client {ratedStars} out of 5. Only our team reads it.</Trans>
        </p>
      )}
      {past && rated && canRateClient(booking, now) && <ClientRatingForm bookingId={booking.id} rated={rated} />}
      {children}
    </article>
  );
}
