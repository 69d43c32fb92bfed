import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { dateConflict, timeConflict } from '../../../shared/availability';
import { hasReceivedMoney, isActiveStatus } from '../../../shared/booking-status';
import { eventStart } from '../../../shared/event-time';
import { storedAmount } from '../../../shared/money';
import {
  cashAppLink,
  DEPOSIT_SHARE,
  hoursFromMinutes,
  performerPrice,
  ratesOf,
  type ServiceType,
  toCents,
} from '../../../shared/pricing';
import type { bookingChangeSchema } from '../../../shared/schemas/admin-booking';
import { isUuid } from '../../../shared/uuid';
import type { Database } from '../../db/client';
import { bookingPerformers, bookings, performers } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import type { Audit } from '../audit';
import { adjustmentCents, type createLedger } from '../ledger';

export type BookingChange = z.infer<typeof bookingChangeSchema>;
const EVENT_FIELDS = ['eventDate', 'eventTime', 'eventDuration', 'eventLocation', 'estimatedGuests'] as const;
/** A new date, time or length asks each performer again (decision 035); a new address or guest count does not. */
const REOFFER_FIELDS = new Set(['eventDate', 'eventTime', 'eventDuration']);

const refused = (message: string, code: string) => new HttpError(409, message, code);

/**
 * Staff change a booking's event (issue 29): the server re-prices, re-checks each performer's own
 * availability, keeps what was paid, records an adjustment in the ledger, and tells the client once
 * (with a calendar update of a higher SEQUENCE) and the performers (their offers follow).
 */
export function createBookingChanges(deps: {
  db: Database;
  now: () => Date;
  cashAppTag: string;
  ledger: ReturnType<typeof createLedger>;
  offers: { offerAgainToAll(tx: Database, bookingId: string, at: Date): Promise<number> };
  notifier: { detailsChanged(tx: Database, bookingId: string, changes: string[], at: Date): Promise<void> };
}) {
  const { db, now } = deps;

  return {
    async change(id: string, input: BookingChange, by: { id: string; email: string }, audit: Audit) {
      if (!isUuid(id)) throw notFound('Booking not found');
      return db.transaction(async (tx) => {
        const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
        if (!booking) throw notFound('Booking not found');
        if (!isActiveStatus(booking.status))
          throw refused('Only a booking that is still on can be changed.', 'BOOKING_NOT_ACTIVE');
        const changed = EVENT_FIELDS.filter((f) => input[f] !== undefined && input[f] !== booking[f]);
        const next = { ...booking, ...Object.fromEntries(changed.map((f) => [f, input[f]])) } as typeof booking;
        const at = now();
        if (changed.some((f) => f === 'eventDate' || f === 'eventTime') && next.eventDate) {
          if (eventStart(next.eventDate, next.eventTime).getTime() <= at.getTime())
            throw new HttpError(400, 'A booking cannot move into the past.', 'VALIDATION_ERROR');
        }
        const serviceType = booking.serviceType as ServiceType;
        const hours = hoursFromMinutes(serviceType, next.eventDuration);
        if (hours === null) throw new HttpError(400, 'Choose one of the offered durations.', 'VALIDATION_ERROR');
        const lines = await tx.select().from(bookingPerformers).where(eq(bookingPerformers.bookingId, id));
        const ids = lines.flatMap((l) => (l.performerId ? [l.performerId] : []));
        const people = ids.length ? await tx.select().from(performers).where(inArray(performers.id, ids)) : [];
        // Her own rules decide: an unavailable date, evenings only, weekends only.
        for (const p of people) {
          const why =
            (next.eventDate ? dateConflict(p, next.eventDate) : null) ??
            (next.eventTime ? timeConflict(p, next.eventTime) : null);
          if (why) throw refused(why, 'PERFORMER_UNAVAILABLE');
        }
        // Each line at the rate it was booked at (her appearance fee for a stripper-gram).
        const fees = new Map(people.map((p) => [p.id, p.appearanceFee]));
        const priced = lines.map((l) => {
          const fee = l.performerId ? (fees.get(l.performerId) ?? null) : null;
          const rates = { hourlyRate: l.hourlyRate, appearanceFee: fee };
          return { ...l, price: storedAmount(performerPrice(serviceType, ratesOf(rates), hours)) ?? '0.00' };
        });
        const repriced = priced.filter((l, i) => l.price !== lines[i]?.price);
        for (const l of repriced)
          await tx
            .update(bookingPerformers)
            .set({ price: l.price })
            .where(sql`${bookingPerformers.bookingId} = ${id} and ${bookingPerformers.position} = ${l.position}`);
        const linesCents = priced.reduce((sum, l) => sum + toCents(Number(l.price)), 0);
        const paid = hasReceivedMoney(booking.paymentStatus);
        const depositCents = paid ? toCents(Number(booking.depositAmount)) : Math.round(linesCents * DEPOSIT_SHARE);
        const totalCents = linesCents + (await adjustmentCents(tx, id));
        await tx
          .update(bookings)
          .set({
            ...Object.fromEntries(changed.map((f) => [f, next[f]])),
            totalAmount: storedAmount(totalCents / 100) ?? '0.00',
            depositAmount: storedAmount(depositCents / 100) ?? '0.00',
            remainingAmount: storedAmount(Math.max(0, totalCents - depositCents) / 100) ?? '0.00',
            cashAppLink: paid ? booking.cashAppLink : cashAppLink(deps.cashAppTag, depositCents / 100),
            revision: sql`${bookings.revision} + 1`,
            updatedAt: at,
          })
          .where(eq(bookings.id, id));
        const changes: string[] = [...changed];
        if (input.adjustment) {
          const { amount, reason } = input.adjustment;
          await deps.ledger.recordIn(
            tx,
            id,
            { kind: 'adjustment', amount, method: 'other', note: reason },
            { id: by.id, label: by.email },
            { audit },
          );
          changes.push('adjustment');
        } else if (repriced.length > 0) changes.push('adjustment');
        if (changes.length === 0)
          throw new HttpError(400, 'Nothing to change: the booking already says so.', 'NO_CHANGE');
        const reoffered = changed.some((f) => REOFFER_FIELDS.has(f))
          ? await deps.offers.offerAgainToAll(tx, id, at)
          : 0;
        await deps.notifier.detailsChanged(tx, id, changes, at);
        await audit.record(tx, {
          entityType: 'bookings',
          entityId: id,
          before: Object.fromEntries([...changed.map((f) => [f, booking[f]]), ['totalAmount', booking.totalAmount]]),
          after: Object.fromEntries([
            ...changed.map((f) => [f, next[f]]),
            ['totalAmount', storedAmount(totalCents / 100)],
            ['offersSent', reoffered],
          ]),
        });
        return { changes };
      });
    },
  };
}
export type BookingChanges = ReturnType<typeof createBookingChanges>;
