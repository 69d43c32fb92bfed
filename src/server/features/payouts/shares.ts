import { sql } from 'drizzle-orm';
import { performerShare } from '../../../shared/offers';
import {
  bookingPerformers,
  bookings,
  offers,
  payoutBookings,
  performerContacts,
  performerPayouts,
} from '../../db/schema';

/**
 * The columns a performer's share of a booking is worked out from, for a select over
 * `bookingPerformers` joined to `bookings` and left-joined to `performerContacts`: her line's
 * price, her own commission, the share of her accepted offer, and what payouts covered of it.
 * Payouts (what she is owed) and the money report (commission kept) read the same columns.
 */
export const shareColumns = {
  price: bookingPerformers.price,
  commission: performerContacts.commissionPercent,
  offerShare: sql<
    string | null
  >`(select ${offers.shareAmount} from ${offers} where ${offers.bookingId} = ${bookings.id} and ${offers.performerId} = ${bookingPerformers.performerId} and ${offers.state} = 'accepted' order by ${offers.sentAt} desc limit 1)`,
  paidOut: sql<string>`coalesce((select sum(pb.amount) from ${payoutBookings} pb join ${performerPayouts} pp on pp.id = pb.payout_id where pb.booking_id = ${bookings.id} and pp.performer_id = ${bookingPerformers.performerId}), 0)`,
};

/**
 * Her share of a booking (decision 035): her accepted offer's, else her line's price after her own
 * commission or, without one, the business's COMMISSION_PERCENT.
 */
export function shareOf(
  row: { price: string; commission: number | null; offerShare: string | null },
  commissionPercent: number,
): number {
  return row.offerShare !== null
    ? Number(row.offerShare)
    : performerShare(Number(row.price), row.commission ?? commissionPercent);
}
