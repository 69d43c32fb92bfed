import type { Database } from '../src/server/db/client';
import { insertPerformers, type PerformerInput } from '../src/server/db/factories';
import { bookingPerformers, bookings } from '../src/server/db/schema';
import { optionsOf } from '../src/shared/performer-attributes';

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

/** `count` synthetic performers (no photos), spread over every area and filter value; bulk insert in one transaction. */
export async function insertSyntheticPerformers(
  db: Database,
  count: number,
  areaIds: string[],
  eventTypeIds: string[],
) {
  const inputs: PerformerInput[] = Array.from({ length: count }, (_, i) => ({
    name: `Bench Performer ${String(i).padStart(5, '0')}`,
    description: `Synthetic performer number ${i} for load and growth measurements.`,
    hourlyRate: 150 + ((i * 37) % 260),
    appearanceFee: 100 + ((i * 23) % 190),
    gender: pick(optionsOf('gender'), i),
    bodyType: pick(optionsOf('bodyType'), i),
    hairColor: pick(optionsOf('hairColor'), i),
    ethnicity: pick(optionsOf('ethnicity'), i),
    danceStyles: [pick(optionsOf('danceStyles'), i), pick(optionsOf('danceStyles'), i + 3)],
    musicPreferences: [pick(optionsOf('musicPreferences'), i)],
    specialties: ['Dancing', 'Performance'],
    rating: 3 + ((i * 7) % 21) / 10,
    serviceAreaIds: [pick(areaIds, i), pick(areaIds, i + 4)],
    eventTypeIds: [pick(eventTypeIds, i)],
  }));
  // One statement per 500 rows keeps the parameter count under PostgreSQL's limit.
  for (let start = 0; start < inputs.length; start += 500) await insertPerformers(db, inputs.slice(start, start + 500));
}

const STATUSES = ['pending', 'depositPending', 'depositPaid', 'confirmed', 'cancelled', 'archived'] as const;
const FIRST = ['Ana', 'Luis', 'Maria', 'James', 'Carla', 'Mike', 'Sofia', 'David', 'Lucia', 'Chris'];
const LAST = ['Garcia', 'Smith', 'Rodriguez', 'Johnson', 'Martinez', 'Brown', 'Lopez', 'Davis', 'Perez', 'Miller'];

/**
 * `count` synthetic bookings for the booking desk's measurements: every status, event dates over
 * the year around `today`, requests over the past year, one to three performers each, and some
 * clients who booked more than once. Inserted 500 per statement.
 */
export async function insertSyntheticBookings(db: Database, count: number, performerIds: string[], today: Date) {
  const day = 86_400_000;
  for (let start = 0; start < count; start += 500) {
    const n = Math.min(500, count - start);
    const rows = Array.from({ length: n }, (_, k) => {
      const i = start + k;
      const event = new Date(today.getTime() + (((i * 7919) % 365) - 182) * day);
      const created = new Date(today.getTime() - ((i * 104_729) % (365 * 24)) * 3_600_000);
      return {
        clientName: `${pick(FIRST, i)} ${pick(LAST, Math.floor(i / 10))} ${i}`,
        clientEmail: `client${i % 7000}@example.test`,
        clientPhone: `305-555-${String(i % 10_000).padStart(4, '0')}`,
        status: pick(STATUSES, (i * 13) % 17),
        serviceType: 'hourly',
        eventDate: event.toISOString().slice(0, 10),
        eventTime: `${String(18 + (i % 5)).padStart(2, '0')}:00`,
        eventDuration: 120,
        totalAmount: '400.00',
        depositAmount: '200.00',
        remainingAmount: '200.00',
        cashAppLink: 'https://cash.app/$Bench/200',
        createdAt: created,
        updatedAt: created,
      };
    });
    const ids = await db.insert(bookings).values(rows).returning({ id: bookings.id });
    const lines = ids.flatMap(({ id }, k) =>
      Array.from({ length: 1 + ((start + k) % 3) }, (_, position) => ({
        bookingId: id,
        position,
        performerId: pick(performerIds, (start + k) * 3 + position),
        performerName: `Bench Performer ${position}`,
        price: '200.00',
      })),
    );
    await db.insert(bookingPerformers).values(lines);
  }
}
