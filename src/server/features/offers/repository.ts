import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Locale } from '../../../shared/locale';
import type { OfferState } from '../../../shared/offers';
import type { Database } from '../../db/client';
import {
  bookingPerformers,
  bookings,
  eventTypes,
  offers,
  performerAccounts,
  performerContacts,
  serviceAreas,
} from '../../db/schema';

/** A booking's lines whose performer has a portal account: who gets an offer, at which price and rate. */
export async function linesWithAccounts(tx: Database, bookingId: string) {
  const bp = bookingPerformers;
  return tx
    .select({
      performerId: performerAccounts.performerId,
      price: bp.price,
      commissionPercent: performerContacts.commissionPercent,
      eventDate: bookings.eventDate,
      eventTime: bookings.eventTime,
    })
    .from(bp)
    .innerJoin(bookings, eq(bookings.id, bp.bookingId))
    .innerJoin(performerAccounts, eq(performerAccounts.performerId, bp.performerId))
    .leftJoin(performerContacts, eq(performerContacts.performerId, bp.performerId))
    .where(eq(bp.bookingId, bookingId));
}

export type NewOffer = typeof offers.$inferInsert;
export async function insertOffers(tx: Database, rows: NewOffer[]) {
  if (rows.length === 0) return [];
  return tx.insert(offers).values(rows).returning({ id: offers.id });
}

/**
 * Answers an offer of hers that is still open at `at`: one conditional update, so of two answers
 * at once only one finds the row. Null when nothing was answered (not hers, answered, or late).
 */
export async function answerOffer(
  tx: Database,
  q: {
    offerId: string;
    performerId: string;
    state: Extract<OfferState, 'accepted' | 'declined'>;
    reason: string | null;
    at: Date;
  },
) {
  const [row] = await tx
    .update(offers)
    .set({ state: q.state, answeredAt: q.at, reason: q.reason })
    .where(
      and(
        eq(offers.id, q.offerId),
        eq(offers.performerId, q.performerId),
        eq(offers.state, 'sent'),
        gt(offers.expiresAt, q.at),
      ),
    )
    .returning();
  return row ?? null;
}

/** Her offer by id (any state), or null when it is not hers. */
export async function findOwnOffer(db: Database, offerId: string, performerId: string) {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.id, offerId), eq(offers.performerId, performerId)))
    .limit(1);
  return row ?? null;
}

/** Offers past their deadline that nobody answered: expired, in one statement; answers their rows. */
export async function expireDue(db: Database, at: Date) {
  return db
    .update(offers)
    .set({ state: 'expired', answeredAt: at })
    .where(and(eq(offers.state, 'sent'), lte(offers.expiresAt, at)))
    .returning({ id: offers.id, bookingId: offers.bookingId, performerId: offers.performerId });
}

/** Open offers whose deadline falls within `[from, to]`: the ones to remind her of. */
export async function offersDueBetween(db: Database, from: Date, to: Date) {
  const rows = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.state, 'sent'), gt(offers.expiresAt, from), lte(offers.expiresAt, to)));
  return rows.map((r) => r.id);
}

/** What the portal shows of an offer: the event (no address, no client) and her share. */
export async function offersOfPerformer(db: Database, performerId: string) {
  const b = bookings;
  return db
    .select({
      id: offers.id,
      bookingId: offers.bookingId,
      state: offers.state,
      shareAmount: offers.shareAmount,
      sentAt: offers.sentAt,
      expiresAt: offers.expiresAt,
      answeredAt: offers.answeredAt,
      reason: offers.reason,
      eventDate: b.eventDate,
      eventTime: b.eventTime,
      eventDuration: b.eventDuration,
      serviceArea: serviceAreas.name,
      eventType: eventTypes.name,
      estimatedGuests: b.estimatedGuests,
      specialRequests: b.specialRequests,
      bookingStatus: b.status,
      rulesVersion: b.rulesVersion,
      rulesAcceptedAt: b.rulesAcceptedAt,
    })
    .from(offers)
    .innerJoin(b, eq(b.id, offers.bookingId))
    .leftJoin(serviceAreas, eq(serviceAreas.id, b.serviceAreaId))
    .leftJoin(eventTypes, eq(eventTypes.id, b.eventTypeId))
    .where(eq(offers.performerId, performerId))
    .orderBy(desc(offers.sentAt))
    .limit(200);
}

/** The desk's view of an offer: its state and times (the share stays in the offer). */
export type DeskOffer = {
  performerId: string;
  state: OfferState;
  sentAt: string;
  answeredAt: string | null;
  expiresAt: string;
  reason: string | null;
};

/** The newest offer to each performer of each booking (sending again makes a new one), by booking. */
export async function newestOffersOf(db: Database, bookingIds: string[]): Promise<Map<string, DeskOffer[]>> {
  const out = new Map<string, DeskOffer[]>();
  if (bookingIds.length === 0) return out;
  const rows = await db
    .selectDistinctOn([offers.bookingId, offers.performerId])
    .from(offers)
    .where(inArray(offers.bookingId, bookingIds))
    .orderBy(offers.bookingId, offers.performerId, desc(offers.sentAt));
  for (const r of rows) {
    const list = out.get(r.bookingId) ?? [];
    list.push({
      performerId: r.performerId,
      state: r.state,
      sentAt: r.sentAt.toISOString(),
      answeredAt: r.answeredAt?.toISOString() ?? null,
      expiresAt: r.expiresAt.toISOString(),
      reason: r.reason,
    });
    out.set(r.bookingId, list);
  }
  return out;
}

/** SQL: the booking has a performer whose newest offer was declined or expired (the desk must act). */
export const offerNeedsAction = (bookingId: typeof bookings.id) => sql`exists (
  select 1 from ${offers} o
  join ${bookingPerformers} bp on bp.booking_id = o.booking_id and bp.performer_id = o.performer_id
  where o.booking_id = ${bookingId} and o.state in ('declined', 'expired')
    and not exists (select 1 from ${offers} n where n.booking_id = o.booking_id
      and n.performer_id = o.performer_id and n.sent_at > o.sent_at))`;

/** What an offer's e-mail says: the event as she may see it, her share, the deadline, in her language. */
export async function offerMailFacts(db: Database, offerIds: string[]) {
  if (offerIds.length === 0) return [];
  const b = bookings;
  return db
    .select({
      id: offers.id,
      performerId: offers.performerId,
      bookingId: offers.bookingId,
      name: sql<string>`coalesce(${performerAccounts.firstName}, ${bookingPerformers.performerName})`,
      email: performerContacts.email,
      language: sql<Locale>`coalesce(${performerContacts.language}, 'en')`,
      shareAmount: offers.shareAmount,
      expiresAt: offers.expiresAt,
      eventDate: b.eventDate,
      eventTime: b.eventTime,
      eventDuration: b.eventDuration,
      serviceArea: serviceAreas.name,
      eventType: eventTypes.name,
      estimatedGuests: b.estimatedGuests,
    })
    .from(offers)
    .innerJoin(b, eq(b.id, offers.bookingId))
    .innerJoin(
      bookingPerformers,
      and(eq(bookingPerformers.bookingId, offers.bookingId), eq(bookingPerformers.performerId, offers.performerId)),
    )
    .innerJoin(performerAccounts, eq(performerAccounts.performerId, offers.performerId))
    .leftJoin(performerContacts, eq(performerContacts.performerId, offers.performerId))
    .leftJoin(serviceAreas, eq(serviceAreas.id, b.serviceAreaId))
    .leftJoin(eventTypes, eq(eventTypes.id, b.eventTypeId))
    .where(and(inArray(offers.id, offerIds), eq(offers.state, 'sent')));
}
export type OfferMailFacts = Awaited<ReturnType<typeof offerMailFacts>>[number];

/**
 * The bookings she is on and has not turned down: her newest offer for it was accepted, or she
 * was booked without one (before she joined). Soonest first; the service decides what of the
 * client she may read.
 */
export async function bookingsOfPerformer(db: Database, performerId: string) {
  const b = bookings;
  const bp = bookingPerformers;
  return db
    .select({
      id: b.id,
      status: b.status,
      paymentStatus: b.paymentStatus,
      eventDate: b.eventDate,
      eventTime: b.eventTime,
      eventDuration: b.eventDuration,
      serviceArea: serviceAreas.name,
      eventType: eventTypes.name,
      estimatedGuests: b.estimatedGuests,
      specialRequests: b.specialRequests,
      eventLocation: b.eventLocation,
      clientName: b.clientName,
      clientPhone: b.clientPhone,
      linePrice: bp.price,
      offerShare: sql<string | null>`(select o.share_amount from ${offers} o where o.booking_id = ${b.id}
        and o.performer_id = ${performerId} order by o.sent_at desc limit 1)`,
      commissionPercent: performerContacts.commissionPercent,
      rulesVersion: b.rulesVersion,
      rulesAcceptedAt: b.rulesAcceptedAt,
    })
    .from(bp)
    .innerJoin(b, eq(b.id, bp.bookingId))
    .leftJoin(serviceAreas, eq(serviceAreas.id, b.serviceAreaId))
    .leftJoin(eventTypes, eq(eventTypes.id, b.eventTypeId))
    .leftJoin(performerContacts, eq(performerContacts.performerId, bp.performerId))
    .where(
      and(
        eq(bp.performerId, performerId),
        sql`coalesce((select o.state from ${offers} o where o.booking_id = ${b.id}
          and o.performer_id = ${performerId} order by o.sent_at desc limit 1), 'accepted') = 'accepted'`,
      ),
    )
    .orderBy(sql`${b.eventDate} asc nulls last`, b.eventTime, b.id)
    .limit(500);
}

/** Who an offer was to, by the booking line's name (what staff read in a notification). */
export async function offerPerformerNames(db: Database, offerIds: string[]) {
  if (offerIds.length === 0) return [];
  return db
    .select({
      offerId: offers.id,
      bookingId: offers.bookingId,
      performerName: bookingPerformers.performerName,
      reason: offers.reason,
    })
    .from(offers)
    .innerJoin(
      bookingPerformers,
      and(eq(bookingPerformers.bookingId, offers.bookingId), eq(bookingPerformers.performerId, offers.performerId)),
    )
    .where(inArray(offers.id, offerIds));
}

/** The booked performers who joined the portal and have an e-mail address: her booking's e-mails. */
export async function accountsOnBooking(db: Database, bookingId: string) {
  const rows = await db
    .select({ email: performerContacts.email, language: sql<Locale>`coalesce(${performerContacts.language}, 'en')` })
    .from(bookingPerformers)
    .innerJoin(performerAccounts, eq(performerAccounts.performerId, bookingPerformers.performerId))
    .innerJoin(performerContacts, eq(performerContacts.performerId, bookingPerformers.performerId))
    .where(eq(bookingPerformers.bookingId, bookingId));
  return rows.flatMap((r) => (r.email ? [{ email: r.email, language: r.language }] : []));
}
