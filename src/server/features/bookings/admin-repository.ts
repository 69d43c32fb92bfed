import { and, asc, count, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ACTIVE_STATUSES, BOOKING_STATUSES } from '../../../shared/booking-status';
import { businessDay } from '../../../shared/business-day';
import { type Conflict, findConflicts, type Slot } from '../../../shared/conflicts';
import { bookingReference } from '../../../shared/event-time';
import type {
  AdminBooking,
  AdminBookingCounts,
  AdminBookingSort,
  BookingNote,
} from '../../../shared/schemas/admin-booking';
import { adminBookingLinesJson, bookingLinesJson } from '../../db/booking-lines';
import type { Database } from '../../db/client';
import {
  bookingNotes,
  bookingPerformers,
  bookings,
  eventTypes,
  type StatusChange,
  serviceAreas,
} from '../../db/schema';
import { clientSignalsOf, NO_SIGNALS } from '../client-signals';
import { doNotBookMatchesOf } from '../do-not-book';
import { newestOffersOf } from '../offers';
import { type BookingFilter, bookingConditions, bookingOrder } from './admin-query';

const b = bookings;

function selectAdminBookings(db: Database) {
  return db
    .select({
      id: b.id,
      clientName: b.clientName,
      clientEmail: b.clientEmail,
      clientPhone: b.clientPhone,
      locale: b.locale,
      eventDate: b.eventDate,
      eventTime: b.eventTime,
      eventDurationMinutes: b.eventDuration,
      serviceType: b.serviceType,
      performers: adminBookingLinesJson,
      serviceArea: serviceAreas.name,
      eventType: eventTypes.name,
      estimatedGuests: b.estimatedGuests,
      eventDetails: b.eventLocation,
      customMessage: b.specialRequests,
      totalAmount: b.totalAmount,
      depositAmount: b.depositAmount,
      cashAppLink: b.cashAppLink,
      status: b.status,
      paymentStatus: b.paymentStatus,
      statusHistory: b.statusHistory,
      rulesVersion: b.rulesVersion,
      rulesAcceptedAt: b.rulesAcceptedAt,
      createdAt: b.createdAt,
    })
    .from(b)
    .leftJoin(serviceAreas, eq(serviceAreas.id, b.serviceAreaId))
    .leftJoin(eventTypes, eq(eventTypes.id, b.eventTypeId));
}
type Row = Awaited<ReturnType<ReturnType<typeof selectAdminBookings>['execute']>>[number];

type Extras = Pick<AdminBooking, 'conflicts' | 'duplicates' | 'notes' | 'offers' | 'signals' | 'doNotBookMatch'>;
/**
 * A booking as the desk shows it, without what is read for a page only (overlaps, duplicates,
 * notes, offers, the client's signals and a do-not-book match).
 */
export type BookingRecord = Omit<AdminBooking, keyof Extras>;

function toRecord({ eventDurationMinutes, rulesAcceptedAt, ...row }: Row): BookingRecord {
  return {
    ...row,
    rulesAcceptedAt: rulesAcceptedAt ? new Date(rulesAcceptedAt).toISOString() : null,
    eventDate: row.eventDate === null ? null : String(row.eventDate),
    eventDuration: eventDurationMinutes / 60,
    numberOfPerformers: row.performers.length,
    createdAt: new Date(row.createdAt).toISOString(),
    reference: bookingReference(row.id),
  };
}

/**
 * The time and performers of the given bookings and of every active booking that shares a
 * performer with one of them within a day of it: all that the double-booking check of those
 * bookings needs (checking every active booking against every other grew with the square of the
 * table). The exact overlap, with the travel buffer, is then decided by findConflicts.
 */
async function slotsAround(db: Database, ids: string[]): Promise<Slot[]> {
  if (ids.length === 0) return [];
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const nearby = sql`select bp2.booking_id from ${bookingPerformers} bp1
    join ${bookings} mine on mine.id = bp1.booking_id
    join ${bookingPerformers} bp2 on bp2.performer_id = bp1.performer_id and bp2.booking_id <> bp1.booking_id
    join ${bookings} theirs on theirs.id = bp2.booking_id
    where bp1.booking_id in (${idList})
      and theirs.event_date between mine.event_date - 1 and mine.event_date + 1`;
  const rows = await db
    .select({
      id: b.id,
      status: b.status,
      eventDate: b.eventDate,
      eventTime: b.eventTime,
      eventDuration: b.eventDuration,
      performers: bookingLinesJson,
    })
    .from(b)
    .where(and(inArray(b.status, [...ACTIVE_STATUSES]), or(inArray(b.id, ids), sql`${b.id} in (${nearby})`)));
  return rows.map((r) => ({ ...r, eventDate: r.eventDate === null ? null : String(r.eventDate) }));
}

/**
 * Other active bookings from the same e-mail address (any case) within a day of each given active
 * booking's event date: the same request sent twice, most likely.
 */
async function duplicatesOf(db: Database, ids: string[]): Promise<Map<string, AdminBooking['duplicates']>> {
  const found = new Map<string, AdminBooking['duplicates']>();
  if (ids.length === 0) return found;
  const other = alias(b, 'other');
  const active = [...ACTIVE_STATUSES];
  const rows = await db
    .select({ id: b.id, otherId: other.id, eventDate: other.eventDate })
    .from(b)
    .innerJoin(
      other,
      and(
        sql`lower(${other.clientEmail}) = lower(${b.clientEmail})`,
        ne(other.id, b.id),
        inArray(other.status, active),
        sql`${other.eventDate} between ${b.eventDate} - 1 and ${b.eventDate} + 1`,
      ),
    )
    .where(and(inArray(b.id, ids), inArray(b.status, active)))
    .orderBy(asc(other.eventDate), asc(other.createdAt));
  for (const row of rows) {
    const list = found.get(row.id) ?? [];
    list.push({ id: row.otherId, reference: bookingReference(row.otherId), eventDate: row.eventDate });
    found.set(row.id, list);
  }
  return found;
}

async function notesOf(db: Database, ids: string[]): Promise<Map<string, BookingNote[]>> {
  const found = new Map<string, BookingNote[]>();
  if (ids.length === 0) return found;
  const rows = await db
    .select()
    .from(bookingNotes)
    .where(inArray(bookingNotes.bookingId, ids))
    .orderBy(asc(bookingNotes.createdAt), asc(bookingNotes.id));
  for (const row of rows) {
    const list = found.get(row.bookingId) ?? [];
    list.push(noteDto(row));
    found.set(row.bookingId, list);
  }
  return found;
}

function noteDto(row: typeof bookingNotes.$inferSelect): BookingNote {
  return { id: row.id, text: row.text, author: row.authorEmail, createdAt: new Date(row.createdAt).toISOString() };
}

async function withExtras(db: Database, rows: Row[], now: Date): Promise<AdminBooking[]> {
  const ids = rows.map((r) => r.id);
  const [slots, duplicates, notes, offers, signals, matches] = await Promise.all([
    slotsAround(db, ids),
    duplicatesOf(db, ids),
    notesOf(db, ids),
    newestOffersOf(db, ids),
    clientSignalsOf(db, ids, businessDay(now).date),
    doNotBookMatchesOf(db, ids),
  ]);
  const conflicts = findConflicts(slots);
  return rows.map((row) => ({
    ...toRecord(row),
    conflicts: conflicts.get(row.id) ?? [],
    duplicates: duplicates.get(row.id) ?? [],
    notes: notes.get(row.id) ?? [],
    offers: offers.get(row.id) ?? [],
    signals: signals.get(row.id) ?? NO_SIGNALS,
    doNotBookMatch: matches.get(row.id) ?? null,
  }));
}

/**
 * Every booking the filter matches, soonest event first, for the CSV download: the desk's rows
 * without the overlap, duplicate and note reads a page needs (a year of bookings would read them
 * for thousands of rows only to drop them).
 */
export async function exportAdminBookings(db: Database, filter: BookingFilter, now: Date): Promise<BookingRecord[]> {
  const rows = await selectAdminBookings(db)
    .where(bookingConditions(filter, now))
    .orderBy(...bookingOrder('event', filter.view));
  return rows.map(toRecord);
}

export type BookingListQuery = BookingFilter & { sort?: AdminBookingSort | undefined; limit?: number; offset?: number };

/** One page of the booking desk (every booking without a limit) and how many match in all. */
export async function listAdminBookings(
  db: Database,
  query: BookingListQuery,
  now: Date,
): Promise<{ bookings: AdminBooking[]; total: number }> {
  const where = bookingConditions(query, now);
  let select = selectAdminBookings(db)
    .where(where)
    .orderBy(...bookingOrder(query.sort, query.view))
    .$dynamic();
  if (query.limit !== undefined) select = select.limit(query.limit);
  if (query.offset) select = select.offset(query.offset);
  const rows = await select;
  // A page that is not full is the last one: the total is known without counting again.
  const offset = query.offset ?? 0;
  const full = query.limit !== undefined && rows.length === query.limit;
  const total =
    full || (rows.length === 0 && offset > 0)
      ? ((await db.select({ n: count() }).from(b).where(where))[0]?.n ?? 0)
      : offset + rows.length;
  return { bookings: await withExtras(db, rows, now), total };
}

/** How many bookings each status filter shows for the same search, date range and view. */
export async function countAdminBookings(db: Database, filter: BookingFilter, now: Date): Promise<AdminBookingCounts> {
  const rows = await db
    .select({ status: b.status, n: count() })
    .from(b)
    .where(bookingConditions(filter, now, false))
    .groupBy(b.status);
  const counts: AdminBookingCounts = {
    all: 0,
    ...(Object.fromEntries(BOOKING_STATUSES.map((s) => [s, 0])) as Omit<AdminBookingCounts, 'all'>),
  };
  for (const row of rows) {
    counts.all += row.n;
    if (row.status in counts) counts[row.status as keyof AdminBookingCounts] = row.n;
  }
  return counts;
}

/** The other active bookings that overlap this one (docs/product.md, Double bookings). */
export async function findBookingConflicts(db: Database, id: string): Promise<Conflict[]> {
  return findConflicts(await slotsAround(db, [id])).get(id) ?? [];
}

export async function findAdminBooking(db: Database, id: string, now: Date): Promise<AdminBooking | null> {
  const [row] = await selectAdminBookings(db).where(eq(b.id, id)).limit(1);
  if (!row) return null;
  const [booking] = await withExtras(db, [row], now);
  return booking ?? null;
}

export async function addBookingNote(
  db: Database,
  note: { bookingId: string; authorId: string; authorEmail: string; text: string; at: Date },
): Promise<BookingNote> {
  const [row] = await db
    .insert(bookingNotes)
    .values({
      bookingId: note.bookingId,
      authorId: note.authorId,
      authorEmail: note.authorEmail,
      text: note.text,
      createdAt: note.at,
    })
    .returning();
  if (!row) throw new Error('The note was not stored');
  return noteDto(row);
}

/**
 * Moves a booking only if it is still in the status the move was decided from (compare and set),
 * appending the change to its history. Answers false when it was not in that status any more.
 */
export async function moveBooking(
  db: Database,
  id: string,
  from: string,
  change: { status: string; paymentStatus: string; by: string; at: Date },
): Promise<boolean> {
  const entry: StatusChange = { from, to: change.status, by: change.by, at: change.at.toISOString() };
  const rows = await db
    .update(b)
    .set({
      status: change.status,
      paymentStatus: change.paymentStatus,
      statusHistory: sql`${b.statusHistory} || ${JSON.stringify([entry])}::jsonb`,
      updatedAt: change.at,
    })
    .where(and(eq(b.id, id), eq(b.status, from)))
    .returning({ id: b.id });
  return rows.length === 1;
}

/** Deletes the booking only if it is still in this status and has received no money. */
export async function deleteBookingIfStatus(db: Database, id: string, status: string): Promise<boolean> {
  const rows = await db
    .delete(b)
    .where(and(eq(b.id, id), eq(b.status, status), notInArray(b.paymentStatus, ['depositPaid', 'fullPaid'])))
    .returning({ id: b.id });
  return rows.length === 1;
}
