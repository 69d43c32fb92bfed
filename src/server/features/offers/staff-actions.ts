import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { dateConflict, timeConflict } from '../../../shared/availability';
import { ACTIVE_STATUSES, hasReceivedMoney, isActiveStatus } from '../../../shared/booking-status';
import { findConflicts, type Slot } from '../../../shared/conflicts';
import { eventStart } from '../../../shared/event-time';
import { storedAmount } from '../../../shared/money';
import { offerDeadline, performerShare } from '../../../shared/offers';
import {
  cashAppLink,
  DEPOSIT_SHARE,
  hoursFromMinutes,
  performerPrice,
  ratesOf,
  type ServiceType,
  toCents,
} from '../../../shared/pricing';
import { isUuid } from '../../../shared/uuid';
import type { OfferSettings } from '../../config';
import type { Database } from '../../db/client';
import {
  bookingPerformers,
  bookings,
  offers,
  performerAccounts,
  performerContacts,
  performerEventTypes,
  performerServiceAreas,
  performers,
} from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import type { Audit } from '../audit';
import { adjustmentCents } from '../ledger';
import type { OfferNotifier } from './service';

const refused = (message: string, code: string) => new HttpError(409, message, code);
const bookingNotFound = () => notFound('Booking not found');

/** Hears of a booking whose performers changed, in the transaction that changed them (the client's e-mail). */
export type LineupNotifier = { performersChanged(tx: Database, bookingId: string, at: Date): Promise<void> };

/** One alternate for a performer who cannot come: who, and why she fits. */
export type Alternate = {
  id: string;
  name: string;
  rating: number | null;
  hourlyRate: string | null;
  hasPortal: boolean;
};

/**
 * What staff do with offers and line-ups (decision 033): send an offer again, withdraw it, see who
 * could step in, and replace a performer (the booking is re-priced, the new performer gets an
 * offer, the client an e-mail).
 */
export function createOfferDesk(deps: {
  db: Database;
  now: () => Date;
  settings: OfferSettings;
  cashAppTag: string;
  notifier: OfferNotifier;
  lineup: LineupNotifier;
}) {
  const { db, now, settings } = deps;

  /** The booking, locked for the change; it must still hold its performers' time. */
  async function activeBooking(tx: Database, bookingId: string) {
    if (!isUuid(bookingId)) throw bookingNotFound();
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!booking) throw bookingNotFound();
    if (!isActiveStatus(booking.status)) {
      throw refused('Only a booking that is still on can change its offers or performers.', 'BOOKING_NOT_ACTIVE');
    }
    return booking;
  }

  async function lineOf(tx: Database, bookingId: string, performerId: string) {
    if (!isUuid(performerId)) throw notFound('Performer not found on this booking');
    const [line] = await tx
      .select()
      .from(bookingPerformers)
      .where(and(eq(bookingPerformers.bookingId, bookingId), eq(bookingPerformers.performerId, performerId)));
    if (!line) throw notFound('Performer not found on this booking');
    return line;
  }

  /** Withdraws her open offer for the booking, if any; answers whether there was one. */
  async function withdrawOpen(tx: Database, bookingId: string, performerId: string, at: Date) {
    const rows = await tx
      .update(offers)
      .set({ state: 'withdrawn', answeredAt: at })
      .where(and(eq(offers.bookingId, bookingId), eq(offers.performerId, performerId), eq(offers.state, 'sent')))
      .returning({ id: offers.id });
    return rows.length > 0;
  }

  /** A new offer of this line to its performer, if she has a portal account; answers its id. */
  async function offerLine(
    tx: Database,
    booking: typeof bookings.$inferSelect,
    line: { performerId: string | null; price: string },
    at: Date,
  ): Promise<string | null> {
    if (!line.performerId) return null;
    const [account] = await tx
      .select({ commissionPercent: performerContacts.commissionPercent })
      .from(performerAccounts)
      .leftJoin(performerContacts, eq(performerContacts.performerId, performerAccounts.performerId))
      .where(eq(performerAccounts.performerId, line.performerId));
    if (!account) return null;
    const commissionPercent = account.commissionPercent ?? settings.commissionPercent;
    const startsAt = booking.eventDate ? eventStart(booking.eventDate, booking.eventTime) : null;
    const [row] = await tx
      .insert(offers)
      .values({
        bookingId: booking.id,
        performerId: line.performerId,
        state: 'sent',
        shareAmount: storedAmount(performerShare(Number(line.price), commissionPercent)) ?? '0.00',
        commissionPercent,
        sentAt: at,
        expiresAt: offerDeadline(at, startsAt, settings.responseMinutes),
      })
      .returning({ id: offers.id });
    if (row) await deps.notifier.offersSent(tx, [row.id]);
    return row?.id ?? null;
  }

  return {
    /**
     * The booking moved (a new date, time or length): each offer, open or accepted, gives way to a
     * new one on the new terms, in the caller's transaction. Answers how many went out.
     */
    async offerAgainToAll(tx: Database, bookingId: string, at: Date): Promise<number> {
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
      if (!booking) throw bookingNotFound();
      await tx
        .update(offers)
        .set({ state: 'withdrawn', answeredAt: at, reason: 'The booking changed: a new offer replaces this one.' })
        .where(and(eq(offers.bookingId, bookingId), inArray(offers.state, ['sent', 'accepted'])));
      const lines = await tx.select().from(bookingPerformers).where(eq(bookingPerformers.bookingId, bookingId));
      let sent = 0;
      for (const line of lines) if (await offerLine(tx, booking, line, at)) sent += 1;
      return sent;
    },

    /** Sends her offer again (a new deadline); an open one is withdrawn first. */
    async resend(bookingId: string, performerId: string, audit: Audit) {
      return db.transaction(async (tx) => {
        const booking = await activeBooking(tx, bookingId);
        const line = await lineOf(tx, bookingId, performerId);
        const at = now();
        await withdrawOpen(tx, bookingId, performerId, at);
        const offerId = await offerLine(tx, booking, line, at);
        if (!offerId) throw refused('This performer has no portal account: call her instead.', 'NO_PORTAL_ACCOUNT');
        await audit.record(tx, {
          entityType: 'offers',
          entityId: offerId,
          before: null,
          after: { bookingId, performerId, state: 'sent' },
        });
        return { offerId };
      });
    },

    /** Withdraws her open offer (she can no longer accept it). */
    async withdraw(bookingId: string, performerId: string, audit: Audit) {
      await db.transaction(async (tx) => {
        await activeBooking(tx, bookingId);
        await lineOf(tx, bookingId, performerId);
        if (!(await withdrawOpen(tx, bookingId, performerId, now()))) {
          throw refused('There is no open offer to withdraw.', 'NO_OPEN_OFFER');
        }
        await audit.record(tx, {
          entityType: 'offers',
          entityId: null,
          before: { bookingId, performerId, state: 'sent' },
          after: { state: 'withdrawn' },
        });
      });
    },

    /**
     * Puts another performer in her place: the line is re-priced at the new performer's rates (the
     * others keep their price), the totals follow (the deposit too, unless money is in), her open
     * offer is withdrawn, the new performer gets an offer, and the client an e-mail.
     */
    async replace(bookingId: string, performerId: string, replacementId: string, audit: Audit) {
      return db.transaction(async (tx) => {
        const booking = await activeBooking(tx, bookingId);
        const line = await lineOf(tx, bookingId, performerId);
        if (!isUuid(replacementId)) throw notFound('Performer not found');
        const [next] = await tx.select().from(performers).where(eq(performers.id, replacementId));
        if (!next) throw notFound('Performer not found');
        if (!next.isActive) throw refused(`${next.name} is hidden from the gallery.`, 'PERFORMER_HIDDEN');
        const [already] = await tx
          .select({ id: bookingPerformers.performerId })
          .from(bookingPerformers)
          .where(and(eq(bookingPerformers.bookingId, bookingId), eq(bookingPerformers.performerId, replacementId)));
        if (already) throw refused(`${next.name} is already on this booking.`, 'ALREADY_BOOKED');
        const at = now();
        const serviceType = booking.serviceType as ServiceType;
        const hours = hoursFromMinutes(serviceType, booking.eventDuration) ?? 0;
        const price = storedAmount(performerPrice(serviceType, ratesOf(next), hours)) ?? '0.00';
        await tx
          .update(bookingPerformers)
          .set({ performerId: next.id, performerName: next.name, hourlyRate: next.hourlyRate, price })
          .where(and(eq(bookingPerformers.bookingId, bookingId), eq(bookingPerformers.position, line.position)));
        const lines = await tx
          .select({ price: bookingPerformers.price })
          .from(bookingPerformers)
          .where(eq(bookingPerformers.bookingId, bookingId));
        // The performers' prices and any adjustment staff recorded (a discount stays a discount).
        const totalCents =
          lines.reduce((sum, l) => sum + toCents(Number(l.price)), 0) + (await adjustmentCents(tx, bookingId));
        const paid = hasReceivedMoney(booking.paymentStatus);
        const depositCents = paid ? toCents(Number(booking.depositAmount)) : Math.round(totalCents * DEPOSIT_SHARE);
        const amounts = {
          totalAmount: storedAmount(totalCents / 100) ?? '0.00',
          depositAmount: storedAmount(depositCents / 100) ?? '0.00',
          remainingAmount: storedAmount((totalCents - depositCents) / 100) ?? '0.00',
          cashAppLink: paid ? booking.cashAppLink : cashAppLink(deps.cashAppTag, depositCents / 100),
        };
        await tx
          .update(bookings)
          .set({ ...amounts, updatedAt: at })
          .where(eq(bookings.id, bookingId));
        await tx
          .update(performers)
          .set({ bookingCount: sql`${performers.bookingCount} + 1` })
          .where(eq(performers.id, next.id));
        await withdrawOpen(tx, bookingId, performerId, at);
        await offerLine(tx, booking, { performerId: next.id, price }, at);
        await deps.lineup.performersChanged(tx, bookingId, at);
        await audit.record(tx, {
          entityType: 'bookings',
          entityId: bookingId,
          before: {
            performer: { id: performerId, name: line.performerName, price: line.price },
            totalAmount: booking.totalAmount,
          },
          after: { performer: { id: next.id, name: next.name, price }, totalAmount: amounts.totalAmount },
        });
        return { bookingId };
      });
    },

    /**
     * Who could step in for a performer: shown in the gallery, covering the booking's area and event
     * type, free that night by her own rules, and not on another active booking within 60 minutes.
     * Those with a portal account first (they can answer at once), then by rating, then by how
     * close their rate is to hers.
     */
    async alternates(bookingId: string, performerId: string): Promise<Alternate[]> {
      if (!isUuid(bookingId)) throw bookingNotFound();
      const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
      if (!booking) throw bookingNotFound();
      const line = await lineOf(db, bookingId, performerId);
      const onBooking = (
        await db
          .select({ id: bookingPerformers.performerId })
          .from(bookingPerformers)
          .where(eq(bookingPerformers.bookingId, bookingId))
      ).flatMap((r) => (r.id ? [r.id] : []));
      const candidates = await db
        .select({
          id: performers.id,
          name: performers.name,
          rating: performers.rating,
          hourlyRate: performers.hourlyRate,
          unavailableDates: performers.unavailableDates,
          eveningOnly: performers.eveningOnly,
          weekendsOnly: performers.weekendsOnly,
          hasPortal: sql<boolean>`${performerAccounts.performerId} is not null`,
        })
        .from(performers)
        .leftJoin(performerAccounts, eq(performerAccounts.performerId, performers.id))
        .where(
          and(
            eq(performers.isActive, true),
            onBooking.length ? notInArray(performers.id, onBooking) : undefined,
            booking.serviceAreaId
              ? inArray(
                  performers.id,
                  db
                    .select({ id: performerServiceAreas.performerId })
                    .from(performerServiceAreas)
                    .where(eq(performerServiceAreas.serviceAreaId, booking.serviceAreaId)),
                )
              : undefined,
            booking.eventTypeId
              ? inArray(
                  performers.id,
                  db
                    .select({ id: performerEventTypes.performerId })
                    .from(performerEventTypes)
                    .where(eq(performerEventTypes.eventTypeId, booking.eventTypeId)),
                )
              : undefined,
          ),
        );
      const free = candidates.filter(
        (p) =>
          !(booking.eventDate && dateConflict(p, booking.eventDate)) &&
          !(booking.eventTime && timeConflict(p, booking.eventTime)),
      );
      const busy = await busyPerformers(
        db,
        booking,
        free.map((p) => p.id),
      );
      const rate = Number(line.hourlyRate ?? 0);
      return free
        .filter((p) => !busy.has(p.id))
        .sort(
          (a, b) =>
            Number(b.hasPortal) - Number(a.hasPortal) ||
            (b.rating ?? 0) - (a.rating ?? 0) ||
            Math.abs(Number(a.hourlyRate ?? 0) - rate) - Math.abs(Number(b.hourlyRate ?? 0) - rate) ||
            a.name.localeCompare(b.name),
        )
        .slice(0, 10)
        .map(({ id, name, rating, hourlyRate, hasPortal }) => ({ id, name, rating, hourlyRate, hasPortal }));
    },
  };
}
export type OfferDesk = ReturnType<typeof createOfferDesk>;

/** Of these performers, those on another active booking that comes within 60 minutes of this one. */
async function busyPerformers(
  db: Database,
  booking: typeof bookings.$inferSelect,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0 || !booking.eventDate) return new Set();
  const rows = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      eventDate: bookings.eventDate,
      eventTime: bookings.eventTime,
      eventDuration: bookings.eventDuration,
      performerId: bookingPerformers.performerId,
      performerName: bookingPerformers.performerName,
    })
    .from(bookings)
    .innerJoin(bookingPerformers, eq(bookingPerformers.bookingId, bookings.id))
    .where(
      and(
        inArray(bookingPerformers.performerId, ids),
        inArray(bookings.status, [...ACTIVE_STATUSES]),
        ne(bookings.id, booking.id),
        sql`${bookings.eventDate} between ${booking.eventDate}::date - 1 and ${booking.eventDate}::date + 1`,
      ),
    );
  // The booking as if each candidate were on it: its conflicts name the candidates who are busy.
  const probe: Slot = {
    id: booking.id,
    status: booking.status,
    eventDate: booking.eventDate,
    eventTime: booking.eventTime,
    eventDuration: booking.eventDuration,
    performers: ids.map((id) => ({ id, name: id })),
  };
  const others: Slot[] = rows.map((r) => ({
    id: r.id,
    status: r.status,
    eventDate: r.eventDate,
    eventTime: r.eventTime,
    eventDuration: r.eventDuration,
    performers: [{ id: r.performerId, name: r.performerName }],
  }));
  const busy = new Set<string>();
  const byName = new Map(rows.map((r) => [r.performerName, r.performerId]));
  for (const c of findConflicts([probe, ...others]).get(booking.id) ?? []) {
    // The shared performer is named from either side: a candidate's id (the probe) or her name.
    const id = ids.includes(c.performerName) ? c.performerName : byName.get(c.performerName);
    if (id) busy.add(id);
  }
  return busy;
}
