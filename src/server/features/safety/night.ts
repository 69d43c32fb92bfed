import { eventStart } from '../../../shared/event-time';
import {
  type CheckinKind,
  type GeoPoint,
  isSaneLocation,
  isWithinNight,
  type NightTimes,
  nextCheckin,
  sharingAllowed,
} from '../../../shared/safety';
import type { CheckinAnswer, PortalNight } from '../../../shared/schemas/safety';
import { isUuid } from '../../../shared/uuid';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http/errors';
import { recordAudit } from '../audit';
import { DUMMY_HASH, hashSecret, verifyPassword } from '../auth';
import { performerActor, raiseAlarm, type SafetyDeps, scheduleTimer } from './alarms';
import {
  checkinsOf,
  duressPinHash,
  findHerBooking,
  insertCheckin,
  insertLocation,
  lastLocation,
  lockNight,
  type NightBooking,
  type StoredCheckin,
  saveDuressPinHash,
} from './repository';

const MINUTE = 60_000;
/** A shared location is kept at most this often (a phone's position can change every second). */
const LOCATION_EVERY_MS = 15_000;
/** Her sharing counts as on while a location came within this. */
const SHARING_FRESH_MS = 10 * MINUTE;

const bookingNotFound = () => notFound('Booking not found');
const notConfirmed = () => new HttpError(409, 'Check-ins open once the booking is confirmed.', 'CHECKIN_NOT_CONFIRMED');
const notTonight = () =>
  new HttpError(
    409,
    'Check-ins open 12 hours before the booking starts and close 12 hours after it ends.',
    'CHECKIN_NOT_TONIGHT',
  );

/** The booking's start and length, or null for a booking without a date (never "tonight"). */
export function nightTimes(b: Pick<NightBooking, 'eventDate' | 'eventTime' | 'eventDuration'>): NightTimes | null {
  return b.eventDate ? { start: eventStart(b.eventDate, b.eventTime), durationMinutes: b.eventDuration } : null;
}

/** What she sees of her own check-ins: never whether one carried her duress PIN. */
const shown = (checkins: StoredCheckin[]) => checkins.map((c) => ({ kind: c.kind, at: c.at.toISOString() }));
const nextShown = (next: ReturnType<typeof nextCheckin>) =>
  next ? { kind: next.kind, dueAt: next.dueAt.toISOString() } : null;

/**
 * Her side of the night (decision 038): check-ins, panic, her shared location and her duress PIN.
 * Every call names one of her bookings; any other booking is a 404.
 */
export function createNight(deps: SafetyDeps) {
  const { db, now, queue, settings } = deps;
  const interval = settings.checkinIntervalMinutes;
  const graceMs = settings.checkinGraceMinutes * MINUTE;

  async function herBooking(performerId: string, bookingId: string) {
    if (!isUuid(bookingId)) throw bookingNotFound();
    const booking = await findHerBooking(db, bookingId, performerId);
    if (!booking) throw bookingNotFound();
    return booking;
  }

  /** Whether `pin` is her duress PIN; as long to answer no (or with no PIN set) as to answer yes. */
  async function isDuress(performerId: string, pin: string | undefined): Promise<boolean> {
    if (pin === undefined) return false;
    const hash = await duressPinHash(db, performerId);
    const matches = await verifyPassword(hash ?? DUMMY_HASH, pin);
    return hash !== null && matches;
  }

  /** The timers of her next check-in: when it is due (her "Are you OK?") and when the desk is told. */
  async function scheduleTimers(tx: Database, bookingId: string, performerId: string, dueAt: Date) {
    await scheduleTimer(tx, queue, { bookingId, performerId }, dueAt);
    await scheduleTimer(tx, queue, { bookingId, performerId }, new Date(dueAt.getTime() + graceMs));
  }

  async function keepLocation(tx: Database, bookingId: string, performerId: string, p: GeoPoint, at: Date) {
    if (!isSaneLocation(p)) return false;
    const last = await lastLocation(tx, bookingId, performerId);
    if (last && at.getTime() - last.at.getTime() < LOCATION_EVERY_MS) return false;
    await insertLocation(tx, { bookingId, performerId, lat: p.lat, lng: p.lng, accuracy: p.accuracy, at });
    return true;
  }

  return {
    /**
     * A check-in on a confirmed booking of hers, tonight. With her duress PIN it answers exactly
     * as any other, and raises a silent 'duress' alarm in the same transaction.
     */
    async checkin(
      performerId: string,
      bookingId: string,
      input: { kind: CheckinKind; pin?: string; location?: GeoPoint },
    ): Promise<CheckinAnswer> {
      const booking = await herBooking(performerId, bookingId);
      if (booking.status !== 'confirmed') throw notConfirmed();
      const times = nightTimes(booking);
      const at = now();
      if (!times || !isWithinNight(times, at)) throw notTonight();
      // Checked before the transaction: argon2 takes tens of milliseconds.
      const duress = await isDuress(performerId, input.pin);
      return db.transaction(async (tx) => {
        await lockNight(tx, bookingId, performerId);
        const id = await insertCheckin(tx, { bookingId, performerId, kind: input.kind, at, duress });
        // Never where she sleeps: a Home safe's position is not kept.
        if (input.location && input.kind !== 'home-safe') {
          await keepLocation(tx, bookingId, performerId, input.location, at);
        }
        const next = nextCheckin(await checkinsOf(tx, bookingId, performerId), times.start, interval);
        await recordAudit(tx, {
          actor: performerActor(performerId),
          action: 'POST /api/portal/bookings/:id/checkins',
          entityType: 'safety_checkins',
          entityId: id,
          before: null,
          after: { bookingId, kind: input.kind, at: at.toISOString(), duress },
        });
        if (duress) {
          await raiseAlarm(
            tx,
            deps,
            { bookingId, performerId, kind: 'duress', missedKind: null, dueAt: null, raisedAt: at },
            performerActor(performerId),
            'POST /api/portal/bookings/:id/checkins',
          );
        }
        if (next) await scheduleTimers(tx, bookingId, performerId, next.dueAt);
        return { checkin: { kind: input.kind, at: at.toISOString() }, next: nextShown(next) };
      });
    },

    /**
     * Panic: the alarm is stored and committed before anything is composed or sent (the desk's
     * push and e-mail follow from a job). Any booking of hers within its night, whatever its status.
     */
    async panic(performerId: string, bookingId: string, location: GeoPoint | undefined): Promise<{ at: string }> {
      const booking = await herBooking(performerId, bookingId);
      const times = nightTimes(booking);
      const at = now();
      if (!times || !isWithinNight(times, at)) throw notTonight();
      await db.transaction(async (tx) => {
        if (location && isSaneLocation(location)) {
          await insertLocation(tx, { bookingId, performerId, ...location, at });
        }
        await raiseAlarm(
          tx,
          deps,
          { bookingId, performerId, kind: 'panic', missedKind: null, dueAt: null, raisedAt: at },
          performerActor(performerId),
          'POST /api/portal/bookings/:id/panic',
        );
      });
      return { at: at.toISOString() };
    },

    /**
     * Her position while she shares it: kept only between On my way and Home safe on a confirmed
     * booking tonight, within sane bounds, at most every 15 seconds; anything else is dropped.
     */
    async location(performerId: string, bookingId: string, p: GeoPoint): Promise<void> {
      const booking = await herBooking(performerId, bookingId);
      const times = nightTimes(booking);
      const at = now();
      if (booking.status !== 'confirmed' || !times || !isWithinNight(times, at) || !isSaneLocation(p)) return;
      await db.transaction(async (tx) => {
        await lockNight(tx, bookingId, performerId);
        if (sharingAllowed(await checkinsOf(tx, bookingId, performerId))) {
          await keepLocation(tx, bookingId, performerId, p, at);
        }
      });
    },

    /** Her duress PIN, hashed like a password; never shown back (the audit row says only that it changed). */
    async setDuressPin(performerId: string, pin: string): Promise<void> {
      const hash = await hashSecret(pin);
      await db.transaction(async (tx) => {
        const had = (await duressPinHash(tx, performerId)) !== null;
        if (!(await saveDuressPinHash(tx, performerId, hash)))
          throw new Error(`performer ${performerId} has no account`);
        await recordAudit(tx, {
          actor: performerActor(performerId),
          action: 'PUT /api/portal/duress-pin',
          entityType: 'performer_accounts',
          entityId: performerId,
          before: { hasDuressPin: had },
          after: { hasDuressPin: true },
        });
      });
    },

    /** The night of each of her bookings that is confirmed and tonight; the others have none. */
    async nightsFor(
      performerId: string,
      list: { id: string; status: string; eventDate: string | null; eventTime: string | null; eventDuration: number }[],
    ): Promise<Map<string, PortalNight>> {
      const at = now();
      const out = new Map<string, PortalNight>();
      for (const b of list) {
        const times = nightTimes(b);
        if (b.status !== 'confirmed' || !times || !isWithinNight(times, at)) continue;
        const checkins = await checkinsOf(db, b.id, performerId);
        const last = await lastLocation(db, b.id, performerId);
        out.set(b.id, {
          checkins: shown(checkins),
          next: nextShown(nextCheckin(checkins, times.start, interval)),
          sharingLocation:
            sharingAllowed(checkins) && last !== null && at.getTime() - last.at.getTime() <= SHARING_FRESH_MS,
        });
      }
      return out;
    },
  };
}
export type SafetyNight = ReturnType<typeof createNight>;
