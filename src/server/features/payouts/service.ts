import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { eventStart } from '../../../shared/event-time';
import { type PaymentMethod, toCents, toDollars } from '../../../shared/ledger';
import { isUuid } from '../../../shared/uuid';
import type { Database } from '../../db/client';
import {
  bookingPerformers,
  bookings,
  payoutBookings,
  performerContacts,
  performerPayouts,
  performers,
} from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import type { Audit } from '../audit';
import { shareColumns, shareOf } from './shares';

/** One booking of hers: her share, what was paid out of it, what is still owed (once earned). */
export type EarningLine = {
  bookingId: string;
  reference: string;
  eventDate: string | null;
  eventTime: string | null;
  status: string;
  share: number;
  paidOut: number;
  owed: number;
  /** The event took place (confirmed or archived after it, not cancelled): her share is owed. */
  earned: boolean;
};
export type Payout = {
  id: string;
  amount: number;
  method: PaymentMethod;
  reference: string | null;
  paidAt: string;
  bookingIds: string[];
};
export type Earnings = {
  lines: EarningLine[];
  payouts: Payout[];
  totals: { earned: number; paidOut: number; owed: number };
};

const refused = (message: string) => new HttpError(409, message, 'PAYOUT_REFUSED');

/**
 * What each performer earns and is paid (decision 035): her share of each booking (the accepted
 * offer's, else her line's price after her commission or the business's COMMISSION_PERCENT), owed
 * once the event took place, less what payouts covered.
 */
export function createPayouts({
  db,
  now,
  commissionPercent,
}: {
  db: Database;
  now: () => Date;
  commissionPercent: number;
}) {
  async function linesOf(
    tx: Database,
    where: { performerId?: string; bookingId?: string },
  ): Promise<(EarningLine & { performerId: string })[]> {
    const rows = await tx
      .select({
        bookingId: bookings.id,
        performerId: bookingPerformers.performerId,
        eventDate: bookings.eventDate,
        eventTime: bookings.eventTime,
        status: bookings.status,
        statusHistory: bookings.statusHistory,
        ...shareColumns,
      })
      .from(bookingPerformers)
      .innerJoin(bookings, eq(bookings.id, bookingPerformers.bookingId))
      .leftJoin(performerContacts, eq(performerContacts.performerId, bookingPerformers.performerId))
      .where(
        and(
          where.performerId ? eq(bookingPerformers.performerId, where.performerId) : undefined,
          where.bookingId ? eq(bookingPerformers.bookingId, where.bookingId) : undefined,
        ),
      )
      .orderBy(desc(bookings.eventDate), desc(bookings.eventTime));
    const at = now();
    return rows.flatMap((r) => {
      if (!r.performerId) return [];
      const share = shareOf(r, commissionPercent);
      const happened = r.eventDate !== null && eventStart(r.eventDate, r.eventTime) < at;
      const wasCancelled = r.status === 'archived' && r.statusHistory.at(-1)?.from === 'cancelled';
      const earned = happened && (r.status === 'confirmed' || (r.status === 'archived' && !wasCancelled));
      const paidOut = Number(r.paidOut);
      return [
        {
          bookingId: r.bookingId,
          performerId: r.performerId,
          reference: r.bookingId.slice(0, 8).toUpperCase(),
          eventDate: r.eventDate,
          eventTime: r.eventTime,
          status: r.status,
          share,
          paidOut,
          owed: earned ? toDollars(Math.max(0, toCents(share) - toCents(paidOut))) : 0,
          earned,
        },
      ];
    });
  }

  async function earnings(tx: Database, performerId: string): Promise<Earnings> {
    const lines = (await linesOf(tx, { performerId })).map(({ performerId: _p, ...l }) => l);
    const rows = await tx
      .select()
      .from(performerPayouts)
      .where(eq(performerPayouts.performerId, performerId))
      .orderBy(desc(performerPayouts.paidAt));
    const covers = rows.length
      ? await tx
          .select()
          .from(payoutBookings)
          .where(
            inArray(
              payoutBookings.payoutId,
              rows.map((r) => r.id),
            ),
          )
      : [];
    const payouts = rows.map((r) => ({
      id: r.id,
      amount: Number(r.amount),
      method: r.method,
      reference: r.reference,
      paidAt: r.paidAt.toISOString(),
      bookingIds: covers.filter((c) => c.payoutId === r.id).map((c) => c.bookingId),
    }));
    const sum = (values: number[]) => toDollars(values.reduce((n, v) => n + toCents(v), 0));
    return {
      lines,
      payouts,
      totals: {
        earned: sum(lines.filter((l) => l.earned).map((l) => l.share)),
        paidOut: sum(payouts.map((p) => p.amount)),
        owed: sum(lines.map((l) => l.owed)),
      },
    };
  }

  return {
    earnings: async (performerId: string) => {
      if (!isUuid(performerId)) throw notFound('Performer not found');
      const [found] = await db.select({ id: performers.id }).from(performers).where(eq(performers.id, performerId));
      if (!found) throw notFound('Performer not found');
      return earnings(db, performerId);
    },

    /** What the booking's performers are still owed for it (the ledger's performerOwed). */
    async owedOnBooking(tx: Database, bookingId: string): Promise<number> {
      return toDollars((await linesOf(tx, { bookingId })).reduce((n, l) => n + toCents(l.owed), 0));
    },

    /**
     * A payout of `amount` covering these bookings of hers, shared out in the order given, each up
     * to what it still owes; more than they owe together is refused. One payout at a time per
     * performer (an advisory lock), so two staff cannot pay the same share twice.
     */
    async record(
      performerId: string,
      input: {
        amount: number;
        method: PaymentMethod;
        reference?: string | undefined;
        bookingIds: string[];
        paidAt?: string | undefined;
      },
      by: { id: string; email: string },
      audit: Audit,
    ): Promise<Payout> {
      if (!isUuid(performerId)) throw notFound('Performer not found');
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payout:${performerId}`}))`);
        const [found] = await tx.select({ id: performers.id }).from(performers).where(eq(performers.id, performerId));
        if (!found) throw notFound('Performer not found');
        const { lines } = await earnings(tx, performerId);
        const byId = new Map(lines.map((l) => [l.bookingId, l]));
        let left = toCents(input.amount);
        const covered: { bookingId: string; cents: number }[] = [];
        for (const bookingId of new Set(input.bookingIds)) {
          const line = byId.get(bookingId);
          if (!line) throw refused('That booking is not one of hers.');
          if (line.owed <= 0) throw refused(`Nothing is owed for booking ${line.reference}.`);
          const cents = Math.min(left, toCents(line.owed));
          if (cents > 0) covered.push({ bookingId, cents });
          left -= cents;
        }
        if (left > 0) throw refused('A payout cannot be more than what is owed for those bookings.');
        const at = now();
        const paidAt = input.paidAt ? new Date(input.paidAt) : at;
        if (paidAt.getTime() > at.getTime() + 10 * 60_000)
          throw new HttpError(400, 'A payout cannot be dated in the future', 'VALIDATION_ERROR');
        const [row] = await tx
          .insert(performerPayouts)
          .values({
            performerId,
            amount: input.amount.toFixed(2),
            method: input.method,
            reference: input.reference?.trim() || null,
            paidAt,
            recordedAt: at,
            recordedById: by.id,
            recordedBy: by.email,
          })
          .returning();
        if (!row) throw new Error('The payout was not stored');
        await tx
          .insert(payoutBookings)
          .values(
            covered.map((c) => ({ payoutId: row.id, bookingId: c.bookingId, amount: (c.cents / 100).toFixed(2) })),
          );
        const payout: Payout = {
          id: row.id,
          amount: Number(row.amount),
          method: row.method,
          reference: row.reference,
          paidAt: row.paidAt.toISOString(),
          bookingIds: covered.map((c) => c.bookingId),
        };
        await audit.record(tx, { entityType: 'performer_payouts', entityId: row.id, before: null, after: payout });
        return payout;
      });
    },
  };
}
export type Payouts = ReturnType<typeof createPayouts>;
