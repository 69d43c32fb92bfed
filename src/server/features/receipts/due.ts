import { ledgerTotals, toCents, toDollars } from '../../../shared/ledger';
import type { Database } from '../../db/client';
import { entriesOf, lockBooking } from '../ledger';

/** What a booking asks for now: the deposit still due until it is covered, then the balance. */
export type DueNow = { kind: 'deposit' | 'balance'; amount: number };

/**
 * Read under the booking's row lock (the ledger takes the same one to record), so the amount
 * compared is the amount recorded against. Null when the booking does not exist; an amount of
 * zero when nothing is due (paid in full, cancelled or archived).
 */
export async function dueNow(tx: Database, bookingId: string): Promise<DueNow | null> {
  const booking = await lockBooking(tx, bookingId);
  if (!booking) return null;
  const closed = booking.status === 'cancelled' || booking.status === 'archived';
  const totals = ledgerTotals(await entriesOf(tx, bookingId), { basePrice: booking.basePrice, cancelled: closed });
  const depositLeft = toCents(booking.depositAmount) - toCents(totals.paid);
  if (!closed && depositLeft > 0) return { kind: 'deposit', amount: toDollars(depositLeft) };
  return { kind: 'balance', amount: totals.due };
}
