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
