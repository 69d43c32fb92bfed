import { and, eq, inArray, sql } from 'drizzle-orm';
import { bookingReference } from '../../../shared/event-time';
import type { BookingConfirmation } from '../../../shared/schemas/booking';
import type { Database } from '../../db/client';
import { bookingPerformers, bookings, eventTypes, offers, performers, serviceAreas } from '../../db/schema';

export type BookablePerformer = {
  id: string;
  name: string;
  hourlyRate: string | null;
  appearanceFee: string | null;
  unavailableDates: string[];
  weekendsOnly: boolean;
  eveningOnly: boolean;
};

export async function findBookablePerformers(db: Database, ids: string[]): Promise<BookablePerformer[]> {
  const rows = await db
    .select({
      id: performers.id,
      name: performers.name,
      hourlyRate: performers.hourlyRate,
      appearanceFee: performers.appearanceFee,
      unavailableDates: performers.unavailableDates,
      weekendsOnly: performers.weekendsOnly,
      eveningOnly: performers.eveningOnly,
    })
    .from(performers)
    .where(and(inArray(performers.id, ids), eq(performers.isActive, true)));
  return rows.map((r) => ({ ...r, unavailableDates: r.unavailableDates.map(String) }));
}

export async function serviceAreaExists(db: Database, id: string): Promise<boolean> {
  return (
    (await db.select({ id: serviceAreas.id }).from(serviceAreas).where(eq(serviceAreas.id, id)).limit(1)).length > 0
  );
}

export async function eventTypeExists(db: Database, id: string): Promise<boolean> {
  return (await db.select({ id: eventTypes.id }).from(eventTypes).where(eq(eventTypes.id, id)).limit(1)).length > 0;
}

export type NewBooking = typeof bookings.$inferInsert;
export type NewBookingLine = Omit<typeof bookingPerformers.$inferInsert, 'bookingId'>;

/**
 * The booking, its lines, the performers' booking counts and whatever `alsoInTransaction` adds
 * (its messages): all of it, or none of it.
 */
export async function insertBooking(
  db: Database,
  booking: NewBooking,
  lines: NewBookingLine[],
  alsoInTransaction: (tx: Database, id: string) => Promise<void>,
): Promise<string> {
  return db.transaction(async (tx) => {
    // Lock the performers first and in one order (by id), as the count update below will: two
    // bookings naming the same performers in other orders would otherwise lock them crosswise
    // (the lines' foreign keys share-lock them too) and deadlock.
    const ids = lines.flatMap((l) => (l.performerId ? [l.performerId] : []));
    await tx
      .select({ id: performers.id })
      .from(performers)
      .where(inArray(performers.id, ids))
      .orderBy(performers.id)
      .for('no key update');
    const [row] = await tx.insert(bookings).values(booking).returning({ id: bookings.id });
    if (!row) throw new Error('booking insert returned no row');
    await tx.insert(bookingPerformers).values(lines.map((line) => ({ ...line, bookingId: row.id })));
    await tx
      .update(performers)
      .set({ bookingCount: sql`${performers.bookingCount} + 1` })
      .where(inArray(performers.id, ids));
    await alsoInTransaction(tx, row.id);
    return row.id;
  });
}

/** The confirmation as stored, before the service's 30-day rule (service.ts). */
export type StoredConfirmation = Omit<BookingConfirmation, 'limited'>;

export async function findBookingConfirmation(db: Database, id: string): Promise<StoredConfirmation | null> {
  const [row] = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      clientName: bookings.clientName,
      clientEmail: bookings.clientEmail,
      clientPhone: bookings.clientPhone,
      serviceType: bookings.serviceType,
      numberOfPerformers:
        sql<number>`(select count(*) from ${bookingPerformers} bp where bp.booking_id = "bookings"."id")`.mapWith(
          Number,
        ),
      eventDate: bookings.eventDate,
      eventTime: bookings.eventTime,
      eventDuration: bookings.eventDuration,
      preferredDanceStyles: bookings.preferredDanceStyles,
      preferredMusicStyles: bookings.preferredMusicStyles,
      customMessage: bookings.specialRequests,
      totalAmount: bookings.totalAmount,
      depositAmount: bookings.depositAmount,
      remainingAmount: bookings.remainingAmount,
      cashAppLink: bookings.cashAppLink,
      createdAt: bookings.createdAt,
      eventLocation: bookings.eventLocation,
      performerNames: sql<string[]>`coalesce((
        select json_agg(bp.performer_name order by bp.position)
        from ${bookingPerformers} bp where bp.booking_id = "bookings"."id"), '[]'::json)`,
      // Each line whose performer's newest offer for this booking is accepted.
      confirmedPerformers: sql<string[]>`coalesce((
        select json_agg(bp.performer_name order by bp.position)
        from ${bookingPerformers} bp where bp.booking_id = "bookings"."id"
          and (select o.state from ${offers} o where o.booking_id = bp.booking_id
            and o.performer_id = bp.performer_id order by o.sent_at desc limit 1) = 'accepted'), '[]'::json)`,
      performerFacts: sql<BookingConfirmation['performerFacts']>`coalesce((
        select json_agg(json_build_object('name', bp.performer_name,
          'showIncludes', coalesce(p.show_includes, ''), 'showIncludesEs', coalesce(p.show_includes_es, ''),
          'idCheckedAt', p.id_checked_at) order by bp.position)
        from ${bookingPerformers} bp left join ${performers} p on p.id = bp.performer_id
        where bp.booking_id = "bookings"."id"), '[]'::json)`,
    })
    .from(bookings)
    .where(eq(bookings.id, id))
    .limit(1);
  return row
    ? {
        ...row,
        eventDate: row.eventDate === null ? null : String(row.eventDate),
        createdAt: new Date(row.createdAt).toISOString(),
        reference: bookingReference(row.id),
        // json_build_object writes a timestamptz in PostgreSQL's own form: answered as ISO.
        performerFacts: row.performerFacts.map((f) => ({
          ...f,
          idCheckedAt: f.idCheckedAt === null ? null : new Date(f.idCheckedAt).toISOString(),
        })),
      }
    : null;
}
