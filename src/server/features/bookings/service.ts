import { randomUUID } from 'node:crypto';
import { dateConflict, timeConflict } from '../../../shared/availability';
import { MESSAGES } from '../../../shared/booking-rules';
import { businessDay } from '../../../shared/business-day';
import { policyText } from '../../../shared/cancellation-policy';
import { addDays, hasStarted } from '../../../shared/event-time';
import { storedAmount } from '../../../shared/money';
import { PARTY_RULES_VERSION } from '../../../shared/party-rules';
import { cashAppLink, estimate, hoursFromMinutes, ratesOf } from '../../../shared/pricing';
import type { BookingConfirmation, BookingRequest } from '../../../shared/schemas/booking';
import { isUuid } from '../../../shared/uuid';
import type { Database } from '../../db/client';
import { type FieldIssue, invalid, notFound } from '../../http/errors';
import { loadPolicyInForce } from '../cancellation-policy';
import {
  eventTypeExists,
  findBookablePerformers,
  findBookingConfirmation,
  insertBooking,
  type StoredConfirmation,
  serviceAreaExists,
} from './repository';

/** How far ahead a booking may be requested. */
const MAX_DAYS_AHEAD = 365;

/** From this many days after the event, the public confirmation shows the status and the amounts only. */
const PUBLIC_DETAILS_DAYS = 30;

/**
 * The public confirmation (GET /api/bookings/{id}, and the page that reads it) on the day `today`
 * (South Florida): whole until 30 days after the event's date (or, without one, the request's day),
 * then the status and the amounts only, so an old link no longer shows who booked, where and what.
 */
function publicConfirmation(stored: StoredConfirmation, today: string): BookingConfirmation {
  const eventDay = stored.eventDate ?? businessDay(new Date(stored.createdAt)).date;
  if (today < addDays(eventDay, PUBLIC_DETAILS_DAYS)) return { ...stored, limited: false };
  return {
    ...stored,
    limited: true,
    clientName: '',
    clientEmail: '',
    clientPhone: null,
    eventLocation: '',
    customMessage: '',
    preferredDanceStyles: [],
    preferredMusicStyles: [],
    performerNames: [],
    confirmedPerformers: [],
    performerFacts: [],
    eventDate: null,
    eventTime: null,
  };
}

/** Hears of every stored booking and status move, inside the transaction that made it (it queues the messages). */
export type BookingNotifier = {
  bookingCreated(tx: Database, bookingId: string): Promise<void>;
  /** `step` is the move's place in the booking's status history (1 is the request itself). */
  statusChanged(tx: Database, bookingId: string, from: string, to: string, at: Date, step: number): Promise<void>;
  /** Called before the row goes, so what is said about it is read from the booking itself. */
  bookingDeleted(tx: Database, bookingId: string, at: Date): Promise<void>;
};

export type BookingServiceDeps = {
  db: Database;
  now: () => Date;
  cashAppTag: string;
  notifier: BookingNotifier;
  /** The hash of the booking's "Confirm your e-mail" link (decision 037), stored with it. */
  emailConfirmHash: (bookingId: string) => string;
};
export type CreateResult = { stored: true; booking: BookingConfirmation } | { stored: false; id: string };

export function createBookingService({ db, now, cashAppTag, notifier, emailConfirmHash }: BookingServiceDeps) {
  /** Every rule the schema cannot check alone; all broken rules are reported together. */
  async function check(request: BookingRequest) {
    const issues: FieldIssue[] = [];
    const at = now();
    const today = businessDay(at).date;
    if (request.eventDate < today) issues.push({ path: 'eventDate', message: 'Event date must be today or later' });
    // Today, but at a time already gone (South Florida time): nobody can come to the past.
    else if (request.eventDate === today && hasStarted(request.eventDate, request.eventTime, at)) {
      issues.push({ path: 'eventTime', message: MESSAGES.timePassed });
    }
    if (request.eventDate > addDays(today, MAX_DAYS_AHEAD)) {
      issues.push({ path: 'eventDate', message: 'Event date must be within the next 12 months' });
    }
    const [found, areaOk, typeOk] = await Promise.all([
      findBookablePerformers(db, request.performerIds),
      serviceAreaExists(db, request.serviceAreaId),
      eventTypeExists(db, request.eventTypeId),
    ]);
    if (!areaOk) issues.push({ path: 'serviceAreaId', message: 'Service area is required' });
    if (!typeOk) issues.push({ path: 'eventTypeId', message: 'Event type is required' });
    const byId = new Map(found.map((p) => [p.id, p]));
    const chosen = request.performerIds.flatMap((id) => byId.get(id) ?? []);
    if (chosen.length !== request.performerIds.length) {
      issues.push({ path: 'performerIds', message: 'One or more selected performers are no longer available' });
    }
    for (const p of chosen) {
      const onDate = dateConflict(p, request.eventDate);
      if (onDate) issues.push({ path: 'eventDate', message: onDate });
      const atTime = timeConflict(p, request.eventTime);
      if (atTime) issues.push({ path: 'eventTime', message: atTime });
    }
    if (issues.length > 0) throw invalid(issues);
    return chosen;
  }

  return {
    /**
     * `admit` runs once the request has passed every check, just before it is stored (the
     * per-address allowance: it throws to refuse), so a refused request never uses it up.
     */
    async create(request: BookingRequest, admit: () => Promise<unknown> = async () => {}): Promise<CreateResult> {
      // A filled honeypot is a bot: answer as if stored (allowance included), store nothing.
      if (request.website?.trim()) {
        await admit();
        return { stored: false, id: randomUUID() };
      }
      const chosen = await check(request);
      await admit();
      const hours = hoursFromMinutes(request.serviceType, request.eventDuration) ?? 0;
      const prices = estimate(request.serviceType, hours, chosen.map(ratesOf));
      // The booking keeps the policy the client was shown (decision 034), in the client's language.
      const policy = await loadPolicyInForce(db);
      const at = now();
      const newId = randomUUID();
      const id = await insertBooking(
        db,
        {
          id: newId,
          status: 'pending',
          paymentStatus: 'unpaid',
          clientName: request.clientName,
          clientEmail: request.clientEmail,
          clientPhone: request.clientPhone,
          locale: request.locale,
          serviceType: request.serviceType,
          eventDate: request.eventDate,
          eventTime: request.eventTime,
          eventDuration: request.eventDuration,
          eventLocation: request.eventLocation,
          eventTypeId: request.eventTypeId,
          serviceAreaId: request.serviceAreaId,
          estimatedGuests: request.estimatedGuests,
          specialRequests: request.specialRequests,
          preferredDanceStyles: request.preferredDanceStyles,
          preferredMusicStyles: request.preferredMusicStyles,
          totalAmount: storedAmount(prices.total),
          depositAmount: storedAmount(prices.deposit),
          remainingAmount: storedAmount(prices.remaining),
          cashAppLink: cashAppLink(cashAppTag, prices.deposit),
          statusHistory: [{ from: null, to: 'pending', by: 'client', at: at.toISOString() }],
          cancellationPolicyVersion: policy.version,
          cancellationPolicyText: policyText(policy, request.locale),
          // The party rules the wizard's tick box accepted (decision 037); the spec's API may leave them out.
          rulesVersion: request.acceptRules ? PARTY_RULES_VERSION : null,
          rulesAcceptedAt: request.acceptRules ? at : null,
          emailConfirmHash: emailConfirmHash(newId),
          createdAt: at,
          updatedAt: at,
        },
        chosen.map((p, i) => ({
          position: i,
          performerId: p.id,
          performerName: p.name,
          hourlyRate: p.hourlyRate,
          price: storedAmount(prices.lines[i] ?? 0),
        })),
        (tx, bookingId) => notifier.bookingCreated(tx, bookingId),
      );
      const booking = await findBookingConfirmation(db, id);
      if (!booking) throw new Error(`booking ${id} vanished after insert`);
      return { stored: true, booking: publicConfirmation(booking, businessDay(now()).date) };
    },

    async confirmation(id: string): Promise<BookingConfirmation> {
      const booking = isUuid(id) ? await findBookingConfirmation(db, id) : null;
      if (!booking) throw notFound('Booking not found');
      return publicConfirmation(booking, businessDay(now()).date);
    },
  };
}
export type BookingService = ReturnType<typeof createBookingService>;
