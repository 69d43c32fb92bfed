import { hasReceivedMoney } from '../../../shared/booking-status';
import { businessDay } from '../../../shared/business-day';
import { bookingReference, eventStart } from '../../../shared/event-time';
import { storedAmount } from '../../../shared/money';
import { offerDeadline, performerShare, releasedDetails } from '../../../shared/offers';
import type { PortalBooking, PortalOffer } from '../../../shared/schemas/portal';
import { isUuid } from '../../../shared/uuid';
import type { OfferSettings } from '../../config';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http/errors';
import { recordAudit } from '../audit';
import { clientSignalsOf, NO_SIGNALS } from '../client-signals';
import { ratingsOf } from '../do-not-book';
import {
  answerOffer,
  bookingsOfPerformer,
  expireDue,
  findOwnOffer,
  insertOffers,
  linesWithAccounts,
  type OfferMailFacts,
  offerMailFacts,
  offerPerformerNames,
  offersDueBetween,
  offersOfPerformer,
} from './repository';

/** What staff hear of an offer that was declined or expired. */
export type ClosedOfferFacts = {
  offerId: string;
  state: 'declined' | 'expired';
  performerName: string;
  bookingId: string;
  reference: string;
  reason: string | null;
};

/** Hears of offers made (her e-mail), and of offers closed unanswered or declined (staff), in the change's transaction. */
export type OfferNotifier = {
  offersSent(tx: Database, offerIds: string[]): Promise<void>;
  offerClosed(tx: Database, closed: ClosedOfferFacts): Promise<void>;
  /** Her offer's deadline is near and she has not answered: a reminder (once per offer). */
  offerExpiring(tx: Database, facts: OfferMailFacts): Promise<void>;
};

/** How long before the deadline she is reminded of an unanswered offer. */
const REMIND_BEFORE_MS = 30 * 60_000;

/** Tells staff of each of these offers that closed (declined or expired). */
async function announceClosed(
  tx: Database,
  notifier: OfferNotifier,
  offerIds: string[],
  state: 'declined' | 'expired',
) {
  for (const o of await offerPerformerNames(tx, offerIds)) {
    await notifier.offerClosed(tx, { ...o, state, reference: bookingReference(o.bookingId) });
  }
}

const offerNotFound = () => notFound('Offer not found');
const tooLate = (state: string) =>
  new HttpError(
    409,
    state === 'sent' ? 'The time to answer this offer is over.' : 'This offer was already answered.',
    'OFFER_CLOSED',
  );

/**
 * Offers to performers (decision 033): made with the booking, answered by her before a deadline,
 * expired by a sweep on the app's clock. A performer without a portal account gets none (staff
 * phone her, as before).
 */
export function createOffers(deps: {
  db: Database;
  now: () => Date;
  settings: OfferSettings;
  notifier: OfferNotifier;
}) {
  const { db, now, settings, notifier } = deps;

  async function answer(
    performerId: string,
    offerId: string,
    state: 'accepted' | 'declined',
    reason: string | null,
    action: string,
  ) {
    if (!isUuid(offerId)) throw offerNotFound();
    return db.transaction(async (tx) => {
      const at = now();
      const answered = await answerOffer(tx, { offerId, performerId, state, reason, at });
      if (!answered) {
        const own = await findOwnOffer(tx, offerId, performerId);
        if (!own) throw offerNotFound();
        throw tooLate(own.state);
      }
      if (state === 'declined') await announceClosed(tx, notifier, [answered.id], 'declined');
      await recordAudit(tx, {
        actor: { id: null, email: `performer:${performerId}` },
        action,
        entityType: 'offers',
        entityId: offerId,
        before: { state: 'sent' },
        after: { state, reason },
      });
      return { id: answered.id, state: answered.state, answeredAt: at.toISOString() };
    });
  }

  return {
    /** The booking was stored: an offer to each booked performer with an account, in its transaction. */
    async bookingCreated(tx: Database, bookingId: string): Promise<void> {
      const lines = await linesWithAccounts(tx, bookingId);
      if (lines.length === 0) return;
      const at = now();
      const rows = lines.map((line) => {
        const commissionPercent = line.commissionPercent ?? settings.commissionPercent;
        const startsAt = line.eventDate ? eventStart(line.eventDate, line.eventTime) : null;
        return {
          bookingId,
          performerId: line.performerId,
          state: 'sent' as const,
          shareAmount: storedAmount(performerShare(Number(line.price), commissionPercent)) ?? '0.00',
          commissionPercent,
          sentAt: at,
          expiresAt: offerDeadline(at, startsAt, settings.responseMinutes),
        };
      });
      const inserted = await insertOffers(tx, rows);
      await notifier.offersSent(
        tx,
        inserted.map((r) => r.id),
      );
    },

    /** Her offers, newest first, with the event as she may see it before she is booked. */
    async listFor(performerId: string): Promise<PortalOffer[]> {
      const rows = await offersOfPerformer(db, performerId);
      // What she is told of who booked (decision 037): the client's signals, never the client's.
      const signals = await clientSignalsOf(db, [...new Set(rows.map((r) => r.bookingId))], businessDay(now()).date);
      return rows.map((r) => ({
        ...r,
        sentAt: r.sentAt.toISOString(),
        expiresAt: r.expiresAt.toISOString(),
        answeredAt: r.answeredAt?.toISOString() ?? null,
        rulesAcceptedAt: r.rulesAcceptedAt?.toISOString() ?? null,
        signals: signals.get(r.bookingId) ?? NO_SIGNALS,
      }));
    },

    accept: (performerId: string, offerId: string) =>
      answer(performerId, offerId, 'accepted', null, 'POST /api/portal/offers/:id/accept'),
    decline: (performerId: string, offerId: string, reason: string | null) =>
      answer(performerId, offerId, 'declined', reason, 'POST /api/portal/offers/:id/decline'),

    /** The bookings she is on, with what of the client she may read now (the night is the safety feature's). */
    async bookingsFor(performerId: string): Promise<Omit<PortalBooking, 'night'>[]> {
      const at = now();
      const rows = await bookingsOfPerformer(db, performerId);
      const ids = rows.map((r) => r.id);
      const [signals, ratings] = await Promise.all([
        clientSignalsOf(db, ids, businessDay(at).date),
        ratingsOf(db, performerId, ids),
      ]);
      return rows.map((r) => {
        const startsAt = r.eventDate ? eventStart(r.eventDate, r.eventTime) : null;
        const show = releasedDetails(
          { depositIn: hasReceivedMoney(r.paymentStatus), startsAt, durationMinutes: r.eventDuration },
          at,
        );
        const share =
          r.offerShare ??
          storedAmount(performerShare(Number(r.linePrice), r.commissionPercent ?? settings.commissionPercent)) ??
          '0.00';
        return {
          id: r.id,
          reference: bookingReference(r.id),
          status: r.status,
          eventDate: r.eventDate,
          eventTime: r.eventTime,
          eventDuration: r.eventDuration,
          serviceArea: r.serviceArea,
          eventType: r.eventType,
          estimatedGuests: r.estimatedGuests,
          specialRequests: r.specialRequests,
          shareAmount: share,
          address: show.address ? r.eventLocation : null,
          clientFirstName: show.firstName ? (r.clientName.trim().split(/\s+/)[0] ?? null) : null,
          clientPhone: show.phone ? r.clientPhone : null,
          rulesVersion: r.rulesVersion,
          rulesAcceptedAt: r.rulesAcceptedAt?.toISOString() ?? null,
          signals: signals.get(r.id) ?? NO_SIGNALS,
          clientRating: ratings.get(r.id) ?? null,
        };
      });
    },

    /** Reminds her of each open offer due within 30 minutes (the outbox sends each reminder once). */
    async remindExpiring(): Promise<number> {
      const at = now();
      const ids = await offersDueBetween(db, at, new Date(at.getTime() + REMIND_BEFORE_MS));
      const facts = await offerMailFacts(db, ids);
      for (const f of facts) await db.transaction((tx) => notifier.offerExpiring(tx, f));
      return facts.length;
    },

    /** Offers whose deadline passed on the app's clock: expired (the desk sees them in Needs action). */
    async expire(): Promise<number> {
      return db.transaction(async (tx) => {
        const expired = await expireDue(tx, now());
        await announceClosed(
          tx,
          notifier,
          expired.map((o) => o.id),
          'expired',
        );
        return expired.length;
      });
    },
  };
}
export type Offers = ReturnType<typeof createOffers>;
