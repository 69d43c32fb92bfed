import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { ACTIVE_STATUSES } from '../../../shared/booking-status';
import { findConflicts, type Slot } from '../../../shared/conflicts';
import { bookingReference } from '../../../shared/event-time';
import type { AdminBooking } from '../../../shared/schemas/admin-booking';
import { bookingLinesJson } from '../../db/booking-lines';
import type { Database } from '../../db/client';
import { bookings, eventTypes, type StatusChange, serviceAreas } from '../../db/schema';

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
      performers: bookingLinesJson,
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
      createdAt: b.createdAt,
    })
    .from(b)
    .leftJoin(serviceAreas, eq(serviceAreas.id, b.serviceAreaId))
    .leftJoin(eventTypes, eq(eventTypes.id, b.eventTypeId));
}
type Row = Awaited<ReturnType<ReturnType<typeof selectAdminBookings>['execute']>>[number];

function toDto({ eventDurationMinutes, ...row }: Row, conflicts: AdminBooking['conflicts']): AdminBooking {
  return {
    ...row,
    eventDate: row.eventDate === null ? null : String(row.eventDate),
    eventDuration: eventDurationMinutes / 60,
    numberOfPerformers: row.performers.length,
    createdAt: new Date(row.createdAt).toISOString(),
    reference: bookingReference(row.id),
    conflicts,
  };
}

/** Every active booking's time and performers: what double bookings are found among. */
async function activeSlots(db: Database): Promise<Slot[]> {
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
    .where(inArray(b.status, [...ACTIVE_STATUSES]));
  return rows.map((r) => ({ ...r, eventDate: r.eventDate === null ? null : String(r.eventDate) }));
}

export async function listAdminBookings(db: Database): Promise<AdminBooking[]> {
  const [rows, slots] = await Promise.all([
    selectAdminBookings(db).orderBy(desc(b.createdAt), desc(b.id)),
    activeSlots(db),
  ]);
  const conflicts = findConflicts(slots);
  return rows.map((row) => toDto(row, conflicts.get(row.id) ?? []));
}

export async function findAdminBooking(db: Database, id: string): Promise<AdminBooking | null> {
  const [[row], slots] = await Promise.all([selectAdminBookings(db).where(eq(b.id, id)).limit(1), activeSlots(db)]);
  return row ? toDto(row, findConflicts(slots).get(row.id) ?? []) : null;
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

export async function deleteBookingIfStatus(db: Database, id: string, status: string): Promise<boolean> {
  const rows = await db
    .delete(b)
    .where(and(eq(b.id, id), eq(b.status, status)))
    .returning({ id: b.id });
  return rows.length === 1;
}
