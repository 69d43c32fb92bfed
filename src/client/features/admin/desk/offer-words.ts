import type { OfferState } from '../../../../shared/offers';
import type { AdminBooking } from '../../../../shared/schemas/admin-booking';
import type { BadgeTone } from '../../../components/ui/badge';
import { dateTime } from '../shell/format';

type Offer = AdminBooking['offers'][number];

/** An offer's state for the booking panel: a sign and a sentence (the colour only repeats them). */
export type OfferWords = { text: string; tone: BadgeTone; icon: string };

const TONE: Record<OfferState, BadgeTone> = {
  sent: 'yellow',
  accepted: 'green',
  declined: 'red',
  expired: 'red',
  withdrawn: 'gray',
};
const ICON: Record<OfferState, string> = { sent: '⏳', accepted: '✓', declined: '✕', expired: '⌛', withdrawn: '–' };

/** What the team reads about one performer's newest offer; null is a performer with no portal account. */
export function offerInWords(offer: Offer | null): OfferWords {
  if (!offer) return { text: 'No portal account', tone: 'gray', icon: '·' };
  const answered = dateTime(offer.answeredAt ?? offer.expiresAt);
  const text = {
    sent: `Offer sent, answer due ${dateTime(offer.expiresAt)}`,
    accepted: `Accepted ${answered}`,
    declined: offer.reason ? `Declined: ${offer.reason}` : 'Declined',
    expired: `Expired ${dateTime(offer.expiresAt)}`,
    withdrawn: 'Withdrawn',
  }[offer.state];
  return { text, tone: TONE[offer.state], icon: ICON[offer.state] };
}

/** Each booked performer still on file, with her newest offer (null without a portal account). */
export function performerOffers(booking: AdminBooking): { id: string; name: string; offer: Offer | null }[] {
  return booking.performers.flatMap((p) =>
    p.id === null
      ? []
      : [{ id: p.id, name: p.name, offer: booking.offers.find((o) => o.performerId === p.id) ?? null }],
  );
}

/**
 * Whether the calendar marks the booking: some offer is not accepted (sent, declined, expired or
 * withdrawn). Performers without a portal account get no offer, so staff phone them as before.
 */
export const waitingOnPerformers = (booking: Pick<AdminBooking, 'offers'>) =>
  booking.offers.some((o) => o.state !== 'accepted');
