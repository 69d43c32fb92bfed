import { and, asc, desc, eq, gte, inArray, isNull, lte, type SQLWrapper, sql } from 'drizzle-orm';
import type { Locale } from '../../../shared/locale';
import type { AlarmKind, CheckinKind } from '../../../shared/safety';
import type { Database } from '../../db/client';
import {
  bookingPerformers,
  bookings,
  offers,
  performerAccounts,
  performerContacts,
  performers,
  safetyAlarms,
  safetyCheckins,
  safetyLocations,
  serviceAreas,
} from '../../db/schema';

/** The advisory-lock namespace of one performer's night on one booking (any fixed number unused elsewhere). */
const NIGHT_LOCK = 300_030;

/**
 * Holds her night on this booking until the transaction ends: a check-in and a timer that would
 * raise an alarm for it never interleave (the timer sees the check-in, or the check-in comes after).
 */
export async function lockNight(tx: Database, bookingId: string, performerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${NIGHT_LOCK}, hashtext(${`${bookingId}:${performerId}`}))`);
}

const nightColumns = {
  bookingId: bookings.id,
  status: bookings.status,
  eventDate: bookings.eventDate,
  eventTime: bookings.eventTime,
  eventDuration: bookings.eventDuration,
  statusHistory: bookings.statusHistory,
};

/**
 * Her booking, as the portal's bookings list has it (decision 033): she is on a line of it, and
 * her newest offer for it, if any, was accepted. Null otherwise: another performer's booking and
 * one she turned down are the same unknown booking to her.
 */
/** Her newest offer for the booking, if she has one, was accepted: the booking is hers (decision 033). */
const offerAccepted = (performerId: SQLWrapper | string) =>
  sql`coalesce((select o.state from ${offers} o where o.booking_id = ${bookings.id}
    and o.performer_id = ${performerId} order by o.sent_at desc limit 1), 'accepted') = 'accepted'`;

export async function findHerBooking(db: Database, bookingId: string, performerId: string) {
  const [row] = await db
    .select(nightColumns)
    .from(bookingPerformers)
    .innerJoin(bookings, eq(bookings.id, bookingPerformers.bookingId))
    .where(
      and(
        eq(bookingPerformers.bookingId, bookingId),
        eq(bookingPerformers.performerId, performerId),
        offerAccepted(performerId),
      ),
    )
    .limit(1);
  return row ?? null;
}
export type NightBooking = NonNullable<Awaited<ReturnType<typeof findHerBooking>>>;

/**
 * Confirmed bookings dated between these two days (Florida), each performer line that has a
 * portal account and is hers (no offer, or her newest accepted): the nights the timers watch. A
 * line whose offer is still open or was declined expects nothing of her: she cannot check in.
 */
export async function nightsBetween(db: Database, from: string, to: string) {
  return db
    .select({ ...nightColumns, performerId: performerAccounts.performerId })
    .from(bookings)
    .innerJoin(bookingPerformers, eq(bookingPerformers.bookingId, bookings.id))
    .innerJoin(performerAccounts, eq(performerAccounts.performerId, bookingPerformers.performerId))
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        gte(bookings.eventDate, from),
        lte(bookings.eventDate, to),
        offerAccepted(bookingPerformers.performerId),
      ),
    );
}

/** One performer's night on one booking, if she is on it with a portal account (a timer's job). */
export async function findNight(db: Database, bookingId: string, performerId: string) {
  const [row] = await db
    .select({ ...nightColumns, performerId: performerAccounts.performerId })
    .from(bookings)
    .innerJoin(bookingPerformers, eq(bookingPerformers.bookingId, bookings.id))
    .innerJoin(performerAccounts, eq(performerAccounts.performerId, bookingPerformers.performerId))
    .where(and(eq(bookings.id, bookingId), eq(bookingPerformers.performerId, performerId), offerAccepted(performerId)))
    .limit(1);
  return row ?? null;
}
export type Night = NonNullable<Awaited<ReturnType<typeof findNight>>>;

export type StoredCheckin = { kind: CheckinKind; at: Date; duress: boolean };

/** Her check-ins on a booking, oldest first. */
export async function checkinsOf(db: Database, bookingId: string, performerId: string): Promise<StoredCheckin[]> {
  const c = safetyCheckins;
  return db
    .select({ kind: c.kind, at: c.at, duress: c.duress })
    .from(c)
    .where(and(eq(c.bookingId, bookingId), eq(c.performerId, performerId)))
    .orderBy(asc(c.at), asc(c.id));
}

/** Every check-in on these bookings, oldest first (the Tonight board reads a night at once). */
export async function checkinsOnBookings(db: Database, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  const c = safetyCheckins;
  return db
    .select({ bookingId: c.bookingId, performerId: c.performerId, kind: c.kind, at: c.at })
    .from(c)
    .where(inArray(c.bookingId, bookingIds))
    .orderBy(asc(c.at), asc(c.id));
}

export async function insertCheckin(
  tx: Database,
  row: { bookingId: string; performerId: string; kind: CheckinKind; at: Date; duress: boolean },
): Promise<string> {
  const [inserted] = await tx.insert(safetyCheckins).values(row).returning({ id: safetyCheckins.id });
  if (!inserted) throw new Error('check-in not stored');
  return inserted.id;
}

export async function insertLocation(
  tx: Database,
  row: { bookingId: string; performerId: string; lat: number; lng: number; accuracy: number; at: Date },
): Promise<void> {
  await tx.insert(safetyLocations).values(row);
}

/** Her newest location on this booking. */
export async function lastLocation(db: Database, bookingId: string, performerId: string) {
  const l = safetyLocations;
  const [row] = await db
    .select({ lat: l.lat, lng: l.lng, accuracy: l.accuracy, at: l.at })
    .from(l)
    .where(and(eq(l.bookingId, bookingId), eq(l.performerId, performerId)))
    .orderBy(desc(l.at))
    .limit(1);
  return row ?? null;
}

/** Deletes the locations of bookings dated on or before `lastDay` (7 days ago): answers how many. */
export async function deleteLocationsUpTo(db: Database, lastDay: string): Promise<number> {
  const gone = await db
    .delete(safetyLocations)
    .where(
      inArray(
        safetyLocations.bookingId,
        db.select({ id: bookings.id }).from(bookings).where(lte(bookings.eventDate, lastDay)),
      ),
    )
    .returning({ id: safetyLocations.id });
  return gone.length;
}

/** Her duress PIN's hash, or null when she has none (or no account). */
export async function duressPinHash(db: Database, performerId: string): Promise<string | null> {
  const [row] = await db
    .select({ hash: performerAccounts.duressPinHash })
    .from(performerAccounts)
    .where(eq(performerAccounts.performerId, performerId));
  return row?.hash ?? null;
}

export async function saveDuressPinHash(tx: Database, performerId: string, hash: string): Promise<boolean> {
  const rows = await tx
    .update(performerAccounts)
    .set({ duressPinHash: hash })
    .where(eq(performerAccounts.performerId, performerId))
    .returning({ id: performerAccounts.performerId });
  return rows.length > 0;
}

export type NewAlarm = {
  bookingId: string;
  performerId: string;
  kind: AlarmKind;
  missedKind: CheckinKind | null;
  dueAt: Date | null;
  raisedAt: Date;
};

/** Stores an alarm; a missed check-in already raised (by another timer or instance) answers null. */
export async function insertAlarm(tx: Database, alarm: NewAlarm): Promise<string | null> {
  const [row] = await tx.insert(safetyAlarms).values(alarm).onConflictDoNothing().returning({ id: safetyAlarms.id });
  return row?.id ?? null;
}

/** Whether the alarm for this miss is raised already. */
export async function missAlarmed(
  db: Database,
  q: { bookingId: string; performerId: string; missedKind: CheckinKind; dueAt: Date },
): Promise<boolean> {
  const a = safetyAlarms;
  const [row] = await db
    .select({ id: a.id })
    .from(a)
    .where(
      and(
        eq(a.bookingId, q.bookingId),
        eq(a.performerId, q.performerId),
        eq(a.missedKind, q.missedKind),
        eq(a.dueAt, q.dueAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Alarms unacknowledged since `raisedBy` or before, not yet sent to the owners: now they are. */
export async function escalateUnanswered(tx: Database, raisedBy: Date, at: Date) {
  const a = safetyAlarms;
  return tx
    .update(a)
    .set({ stage: 'owners', escalatedAt: at })
    .where(and(isNull(a.acknowledgedAt), isNull(a.escalatedAt), lte(a.raisedAt, raisedBy)))
    .returning({ id: a.id, bookingId: a.bookingId, performerId: a.performerId, kind: a.kind });
}

/** Acknowledges an open alarm: one conditional update, so two people at once get one yes and one no. */
export async function acknowledgeAlarm(
  tx: Database,
  q: { id: string; at: Date; byId: string | null; by: string; note: string },
) {
  const a = safetyAlarms;
  const [row] = await tx
    .update(a)
    .set({ acknowledgedAt: q.at, acknowledgedById: q.byId, acknowledgedBy: q.by, note: q.note })
    .where(and(eq(a.id, q.id), isNull(a.acknowledgedAt)))
    .returning({ id: a.id, bookingId: a.bookingId, kind: a.kind, stage: a.stage });
  return row ?? null;
}

export async function alarmExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: safetyAlarms.id }).from(safetyAlarms).where(eq(safetyAlarms.id, id));
  return row !== undefined;
}

const alarmColumns = {
  id: safetyAlarms.id,
  kind: safetyAlarms.kind,
  stage: safetyAlarms.stage,
  missedKind: safetyAlarms.missedKind,
  dueAt: safetyAlarms.dueAt,
  raisedAt: safetyAlarms.raisedAt,
  bookingId: safetyAlarms.bookingId,
  performerId: safetyAlarms.performerId,
  performerName: performers.name,
  eventDate: bookings.eventDate,
  eventTime: bookings.eventTime,
  address: bookings.eventLocation,
  clientName: bookings.clientName,
  clientPhone: bookings.clientPhone,
  emergencyContactName: performerContacts.emergencyContactName,
  emergencyContactPhone: performerContacts.emergencyContactPhone,
};

function alarmsWith(db: Database) {
  return db
    .select(alarmColumns)
    .from(safetyAlarms)
    .innerJoin(bookings, eq(bookings.id, safetyAlarms.bookingId))
    .innerJoin(performers, eq(performers.id, safetyAlarms.performerId))
    .leftJoin(performerContacts, eq(performerContacts.performerId, safetyAlarms.performerId));
}

/** The alarms nobody has acknowledged, newest first, with what the desk needs to act. */
export function openAlarms(db: Database) {
  return alarmsWith(db).where(isNull(safetyAlarms.acknowledgedAt)).orderBy(desc(safetyAlarms.raisedAt)).limit(200);
}

/** One alarm with the booking and performer facts its messages need. */
export async function alarmRow(db: Database, id: string) {
  const [row] = await alarmsWith(db).where(eq(safetyAlarms.id, id));
  return row ?? null;
}
export type AlarmRow = NonNullable<Awaited<ReturnType<typeof alarmRow>>>;

/** The language her messages are in, and the address staff keep for her (the e-mail beside a push). */
export async function performerReach(
  db: Database,
  performerId: string,
): Promise<{ language: Locale; email: string | null }> {
  const [row] = await db
    .select({ language: performerContacts.language, email: performerContacts.email })
    .from(performerContacts)
    .where(eq(performerContacts.performerId, performerId));
  return { language: row?.language ?? 'en', email: row?.email ?? null };
}

/** Confirmed bookings dated between two days, with their area and performer lines (the Tonight board). */
export async function confirmedBetween(db: Database, from: string, to: string) {
  const rows = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      eventDate: bookings.eventDate,
      eventTime: bookings.eventTime,
      eventDuration: bookings.eventDuration,
      statusHistory: bookings.statusHistory,
      city: serviceAreas.name,
      clientName: bookings.clientName,
      performerId: bookingPerformers.performerId,
      lineName: bookingPerformers.performerName,
      position: bookingPerformers.position,
      name: performers.name,
      /** She can check in on it: a portal account, and the booking is hers (offerAccepted). */
      watched: sql<boolean>`${performerAccounts.performerId} is not null and ${offerAccepted(bookingPerformers.performerId)}`,
    })
    .from(bookings)
    .innerJoin(bookingPerformers, eq(bookingPerformers.bookingId, bookings.id))
    .leftJoin(performers, eq(performers.id, bookingPerformers.performerId))
    .leftJoin(performerAccounts, eq(performerAccounts.performerId, bookingPerformers.performerId))
    .leftJoin(serviceAreas, eq(serviceAreas.id, bookings.serviceAreaId))
    .where(and(eq(bookings.status, 'confirmed'), gte(bookings.eventDate, from), lte(bookings.eventDate, to)))
    .orderBy(asc(bookings.eventDate), asc(bookings.eventTime), asc(bookings.id), asc(bookingPerformers.position));
  return rows;
}

export async function bookingExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id));
  return row !== undefined;
}

/** A booking's check-ins with the performer's name (the safety log). */
export async function logCheckins(db: Database, bookingId: string) {
  return db
    .select({ at: safetyCheckins.at, kind: safetyCheckins.kind, duress: safetyCheckins.duress, name: performers.name })
    .from(safetyCheckins)
    .innerJoin(performers, eq(performers.id, safetyCheckins.performerId))
    .where(eq(safetyCheckins.bookingId, bookingId));
}

/** A booking's alarms with the performer's name (the safety log). */
export async function logAlarms(db: Database, bookingId: string) {
  const a = safetyAlarms;
  return db
    .select({
      kind: a.kind,
      missedKind: a.missedKind,
      raisedAt: a.raisedAt,
      escalatedAt: a.escalatedAt,
      acknowledgedAt: a.acknowledgedAt,
      acknowledgedBy: a.acknowledgedBy,
      note: a.note,
      name: performers.name,
    })
    .from(a)
    .innerJoin(performers, eq(performers.id, a.performerId))
    .where(eq(a.bookingId, bookingId));
}
