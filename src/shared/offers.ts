/** Offers to performers (decision 033): what she is asked, and what she is paid. */
export const OFFER_STATES = ['sent', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** No offer is answerable later than this before the event starts. */
const OFFER_LAST_ANSWER_BEFORE_EVENT_MS = 2 * 3_600_000;

/** Her share of her line's price after the business's commission, in dollars with cents. */
export function performerShare(linePrice: number, commissionPercent: number): number {
  return Math.round(linePrice * (100 - commissionPercent)) / 100;
}

/**
 * When an offer sent at `sentAt` must be answered: after the response time, but never later than
 * 2 hours before the event (nor earlier than the moment it is sent).
 */
export function offerDeadline(sentAt: Date, eventStartsAt: Date | null, responseMinutes: number): Date {
  const byResponse = sentAt.getTime() + responseMinutes * 60_000;
  const byEvent = eventStartsAt ? eventStartsAt.getTime() - OFFER_LAST_ANSWER_BEFORE_EVENT_MS : byResponse;
  return new Date(Math.max(sentAt.getTime(), Math.min(byResponse, byEvent)));
}

/** The client's phone shows to a booked performer from 2 hours before the start to 2 hours after the end. */
const PHONE_WINDOW_MS = 2 * 3_600_000;

/**
 * What a booked performer may read of the client, and when (decision 033): the exact address and
 * the client's first name once the deposit is in; the phone only on the night.
 */
export function releasedDetails(
  q: { depositIn: boolean; startsAt: Date | null; durationMinutes: number },
  at: Date,
): { address: boolean; firstName: boolean; phone: boolean } {
  if (!q.depositIn) return { address: false, firstName: false, phone: false };
  const start = q.startsAt?.getTime();
  const onTheNight =
    start !== undefined &&
    at.getTime() >= start - PHONE_WINDOW_MS &&
    at.getTime() <= start + q.durationMinutes * 60_000 + PHONE_WINDOW_MS;
  return { address: true, firstName: true, phone: onTheNight };
}
