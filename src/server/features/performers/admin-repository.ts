import { and, asc, eq, gte, inArray, isNull, like, or, sql } from 'drizzle-orm';
import { ACTIVE_STATUSES } from '../../../shared/booking-status';
import { bookingReference } from '../../../shared/event-time';
import { storedAmount } from '../../../shared/money';
import { priceBucketsOf } from '../../../shared/rate-ranges';
import type { PerformerOpenBooking } from '../../../shared/schemas/admin-performer';
import type { PerformerInput } from '../../../shared/schemas/performer-input';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like';
import {
  bookingPerformers,
  bookings,
  eventTypes,
  performerEventTypes,
  performerServiceAreas,
  performers,
  serviceAreas,
} from '../../db/schema';

/** The stored columns for an input; price buckets are derived here, on every save. */
function columnsOf(input: PerformerInput) {
  const { serviceAreaIds: _areas, eventTypeIds: _types, hourlyRate, appearanceFee, ...rest } = input;
  return {
    ...rest,
    hourlyRate: storedAmount(hourlyRate),
    appearanceFee: storedAmount(appearanceFee),
    ...priceBucketsOf({ hourlyRate, appearanceFee }),
  };
}

export async function unknownRefs(db: Database, input: Pick<PerformerInput, 'serviceAreaIds' | 'eventTypeIds'>) {
  const [areas, types] = await Promise.all([
    input.serviceAreaIds.length
      ? db.select({ id: serviceAreas.id }).from(serviceAreas).where(inArray(serviceAreas.id, input.serviceAreaIds))
      : [],
    input.eventTypeIds.length
      ? db.select({ id: eventTypes.id }).from(eventTypes).where(inArray(eventTypes.id, input.eventTypeIds))
      : [],
  ]);
  const known = new Set([...areas, ...types].map((r) => r.id));
  return {
    serviceAreaIds: input.serviceAreaIds.filter((id) => !known.has(id)),
    eventTypeIds: input.eventTypeIds.filter((id) => !known.has(id)),
  };
}

/** Slugs already taken by these bases: 'ana' and 'ana-2', 'ana-3', … */
export async function takenSlugs(db: Database, bases: string[]): Promise<Set<string>> {
  if (bases.length === 0) return new Set();
  const rows = await db
    .select({ slug: performers.slug })
    .from(performers)
    .where(or(inArray(performers.slug, bases), ...bases.map((base) => like(performers.slug, `${escapeLike(base)}-%`))));
  return new Set(rows.map((r) => r.slug));
}

async function replaceLinks(tx: Database, id: string, input: PerformerInput) {
  await tx.delete(performerServiceAreas).where(eq(performerServiceAreas.performerId, id));
  await tx.delete(performerEventTypes).where(eq(performerEventTypes.performerId, id));
  if (input.serviceAreaIds.length) {
    await tx
      .insert(performerServiceAreas)
      .values(input.serviceAreaIds.map((serviceAreaId) => ({ performerId: id, serviceAreaId })));
  }
  if (input.eventTypeIds.length) {
    await tx
      .insert(performerEventTypes)
      .values(input.eventTypeIds.map((eventTypeId) => ({ performerId: id, eventTypeId })));
  }
}

/**
 * Inserts new performers with their links, a few statements for the whole lot (the CSV import
 * saves its batches this way); answers their ids in the order given.
 */
export async function insertPerformers(db: Database, rows: { input: PerformerInput; slug: string }[]) {
  if (rows.length === 0) return [];
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(performers)
      .values(rows.map(({ input, slug }) => ({ ...columnsOf(input), slug })))
      .returning({ id: performers.id, slug: performers.slug });
    const idOf = new Map(inserted.map((r) => [r.slug, r.id]));
    const idFor = (slug: string) => {
      const id = idOf.get(slug);
      if (!id) throw new Error('performer insert returned no row');
      return id;
    };
    const areas = rows.flatMap(({ input, slug }) =>
      input.serviceAreaIds.map((serviceAreaId) => ({ performerId: idFor(slug), serviceAreaId })),
    );
    const types = rows.flatMap(({ input, slug }) =>
      input.eventTypeIds.map((eventTypeId) => ({ performerId: idFor(slug), eventTypeId })),
    );
    if (areas.length) await tx.insert(performerServiceAreas).values(areas);
    if (types.length) await tx.insert(performerEventTypes).values(types);
    return rows.map(({ slug }) => idFor(slug));
  });
}

/** Updates every field but the slug, which never changes once a profile URL is out. */
export async function updatePerformer(db: Database, id: string, input: PerformerInput, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(performers)
      .set({ ...columnsOf(input), updatedAt: at })
      .where(eq(performers.id, id))
      .returning({ id: performers.id });
    if (rows.length === 0) return false;
    await replaceLinks(tx, id, input);
    return true;
  });
}

export async function toggleFeatured(db: Database, id: string, at: Date) {
  const [row] = await db
    .update(performers)
    .set({ featured: sql`not ${performers.featured}`, updatedAt: at })
    .where(eq(performers.id, id))
    .returning({ id: performers.id, name: performers.name, featured: performers.featured });
  return row ?? null;
}

/** Shows (isActive) or hides a performer in the gallery. */
export async function setPerformerVisible(db: Database, id: string, visible: boolean, at: Date) {
  const [row] = await db
    .update(performers)
    .set({ isActive: visible, updatedAt: at })
    .where(eq(performers.id, id))
    .returning({ id: performers.id, name: performers.name, isActive: performers.isActive });
  return row ?? null;
}

export async function setPerformerFeatured(db: Database, id: string, featured: boolean, at: Date) {
  const [row] = await db
    .update(performers)
    .set({ featured, updatedAt: at })
    .where(eq(performers.id, id))
    .returning({ id: performers.id });
  return row ?? null;
}

export async function deletePerformer(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(performers).where(eq(performers.id, id)).returning({ id: performers.id });
  return rows.length === 1;
}

/**
 * A performer's open bookings: active (pending to confirmed), with the event on `today` (a Miami
 * calendar day) or later, or not dated yet; soonest first.
 */
export async function openBookingsOf(
  db: Database,
  performerId: string,
  today: string,
): Promise<PerformerOpenBooking[]> {
  const b = bookings;
  const bp = bookingPerformers;
  const rows = await db
    .selectDistinct({
      id: b.id,
      clientName: b.clientName,
      eventDate: b.eventDate,
      eventTime: b.eventTime,
      status: b.status,
    })
    .from(b)
    .innerJoin(bp, eq(bp.bookingId, b.id))
    .where(
      and(
        eq(bp.performerId, performerId),
        inArray(b.status, [...ACTIVE_STATUSES]),
        or(isNull(b.eventDate), gte(b.eventDate, today)),
      ),
    )
    .orderBy(sql`${b.eventDate} asc nulls last`, asc(b.eventTime), asc(b.id));
  return rows.map((row) => ({ ...row, reference: bookingReference(row.id) }));
}
