import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type CancelledBy, DEFAULT_POLICY, refundDue } from '../../../shared/cancellation-policy';
import { bookingReference, eventStart } from '../../../shared/event-time';
import { ledgerTotals, toCents, toDollars } from '../../../shared/ledger';
import type { Database } from '../../db/client';
import { bookingCancellations, bookings, ledgerEntries } from '../../db/schema';
import { loadPolicyVersion } from '../cancellation-policy';
import { entriesOf, lockBooking } from './repository';

/** A cancellation's refund counts while the booking stays cancelled, or archived after it. */
const CLOSED = ['cancelled', 'archived'];

/**
 * Records who cancelled and why, and computes the refund by the policy stored with the booking
 * (decision 034) from what was paid: called in the cancelling move's transaction. Answers the refund.
 */
export async function recordCancellation(
  tx: Database,
  bookingId: string,
  input: { cancelledBy: CancelledBy; reason: string | null },
  at: Date,
  by: string,
): Promise<number> {
  const booking = await lockBooking(tx, bookingId);
  if (!booking) throw new Error(`booking ${bookingId} vanished under its move`);
  const [row] = await tx
    .select({
      eventDate: bookings.eventDate,
      eventTime: bookings.eventTime,
      policyVersion: bookings.cancellationPolicyVersion,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  const entries = await entriesOf(tx, bookingId);
  const { paid, refunded } = ledgerTotals(entries, { basePrice: booking.basePrice, cancelled: true });
  const policy = (await loadPolicyVersion(tx, row?.policyVersion ?? DEFAULT_POLICY.version)) ?? DEFAULT_POLICY;
  // An event without a date has not started: the client's tiers read it as far ahead.
  const start = row?.eventDate ? eventStart(row.eventDate, row.eventTime) : new Date(8.64e15);
  const refund = refundDue(policy, { eventStart: start, cancelledAt: at, cancelledBy: input.cancelledBy, paid });
  const values = {
    cancelledBy: input.cancelledBy,
    reason: input.reason,
    refundAmount: refund.toFixed(2),
    refundOwed: toDollars(toCents(refunded) + toCents(refund)).toFixed(2),
    policyVersion: policy.version,
    cancelledAt: at,
    recordedBy: by,
  };
  await tx
    .insert(bookingCancellations)
    .values({ bookingId, ...values })
    .onConflictDoUpdate({ target: bookingCancellations.bookingId, set: values });
  return refund;
}

/** What the booking's cancellation still owes back (the ledger's refundOwed), 0 when it is not cancelled. */
export async function refundOwedOn(tx: Database, bookingId: string, status: string): Promise<number> {
  if (!CLOSED.includes(status)) return 0;
  const [row] = await tx
    .select({ owed: bookingCancellations.refundOwed })
    .from(bookingCancellations)
    .where(eq(bookingCancellations.bookingId, bookingId));
  return row ? Number(row.owed) : 0;
}

/** "Refunds due": every cancelled booking whose promised refund no refund entry has settled yet. */
export async function refundsDue(db: Database) {
  const rows = await db
    .select({
      bookingId: bookings.id,
      clientName: bookings.clientName,
      status: bookings.status,
      cancelledBy: bookingCancellations.cancelledBy,
      reason: bookingCancellations.reason,
      cancelledAt: bookingCancellations.cancelledAt,
      owed: bookingCancellations.refundOwed,
      refunded: sql<string>`coalesce((select sum(e.amount) from ${ledgerEntries} e where e.booking_id = ${bookings.id} and e.kind = 'refund' and not exists (select 1 from ${ledgerEntries} r where r.reverses_id = e.id)), 0)`,
    })
    .from(bookingCancellations)
    .innerJoin(bookings, eq(bookings.id, bookingCancellations.bookingId))
    .where(and(inArray(bookings.status, CLOSED), sql`${bookingCancellations.refundOwed} > 0`))
    .orderBy(desc(bookingCancellations.cancelledAt));
  return rows.flatMap((r) => {
    const due = toDollars(Math.max(0, toCents(r.owed) - toCents(r.refunded)));
    return due > 0
      ? [
          {
            bookingId: r.bookingId,
            reference: bookingReference(r.bookingId),
            clientName: r.clientName,
            cancelledBy: r.cancelledBy,
            reason: r.reason,
            cancelledAt: r.cancelledAt.toISOString(),
            refundDue: due,
          },
        ]
      : [];
  });
}
