import { inArray, sql } from 'drizzle-orm';
import { type ClientSignals, riskMarkers } from '../../../shared/client-signals';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';

const b = bookings;

/*
 * Raw SQL with explicit names: "o" is another booking, "bookings" the one read. A phone is compared
 * by its last ten digits, however it was typed ('(305) 555-0190' and '+1 305 555 0190' are one).
 */
const phoneKey = (table: string) => sql.raw(`right(regexp_replace(${table}.client_phone, '[^0-9]', '', 'g'), 10)`);

/** Another booking by the same client: the same e-mail (any case) or the same phone (seven digits or more). */
const sameClient = sql`o.id <> bookings.id and (lower(o.client_email) = lower(bookings.client_email)
  or (length(${phoneKey('bookings')}) >= 7 and ${phoneKey('o')} = ${phoneKey('bookings')}))`;

/**
 * A booking that took place: confirmed (or archived straight from confirmed) with its event before
 * `today` (South Florida).
 */
const tookPlace = (today: string) => sql`o.event_date < ${today} and (o.status = 'confirmed'
  or (o.status = 'archived' and o.status_history -> -1 ->> 'from' = 'confirmed'))`;

/** Each booking's client signals (decision 037), read for the given bookings only, by booking id. */
export async function clientSignalsOf(db: Database, ids: string[], today: string): Promise<Map<string, ClientSignals>> {
  const found = new Map<string, ClientSignals>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({
      id: b.id,
      eventDate: b.eventDate,
      eventTime: b.eventTime,
      estimatedGuests: b.estimatedGuests,
      createdAt: b.createdAt,
      emailConfirmedAt: b.emailConfirmedAt,
      earlier: sql<number>`(select count(*) from ${bookings} o where ${sameClient}
        and o.created_at < bookings.created_at)`.mapWith(Number),
      completed: sql<number>`(select count(*) from ${bookings} o where ${sameClient} and ${tookPlace(today)})`.mapWith(
        Number,
      ),
    })
    .from(b)
    .where(inArray(b.id, ids));
  for (const r of rows) {
    found.set(r.id, {
      emailConfirmed: r.emailConfirmedAt !== null,
      returningClient: r.completed > 0,
      completedBefore: r.completed,
      markers: riskMarkers({
        eventDate: r.eventDate === null ? null : String(r.eventDate),
        eventTime: r.eventTime,
        estimatedGuests: r.estimatedGuests,
        createdAt: new Date(r.createdAt),
        earlierBookings: r.earlier,
      }),
    });
  }
  return found;
}

/** Signals for a booking that was not found (never expected: the bookings are read in the same call). */
export const NO_SIGNALS: ClientSignals = {
  emailConfirmed: false,
  returningClient: false,
  completedBefore: 0,
  markers: [],
};
