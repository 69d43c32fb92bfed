import { eq, inArray, like, or, sql } from 'drizzle-orm';
import { appearanceFeeRangeOf, hourlyRateRangeOf } from '../../../shared/rate-ranges';
import type { PerformerInput } from '../../../shared/schemas/performer-input';
import type { Database } from '../../db/client';
import { eventTypes, performerEventTypes, performerServiceAreas, performers, serviceAreas } from '../../db/schema';

const money = (n: number | null) => (n === null ? null : n.toFixed(2));

/** The stored columns for an input; price buckets are derived here, on every save. */
function columnsOf(input: PerformerInput) {
  const { serviceAreaIds: _areas, eventTypeIds: _types, hourlyRate, appearanceFee, ...rest } = input;
  return {
    ...rest,
    hourlyRate: money(hourlyRate),
    appearanceFee: money(appearanceFee),
    hourlyRateRange: hourlyRateRangeOf(hourlyRate),
    appearanceFeeRange: appearanceFeeRangeOf(appearanceFee),
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

/** Slugs already taken by this base: 'ana' and 'ana-2', 'ana-3', … */
export async function takenSlugs(db: Database, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: performers.slug })
    .from(performers)
    .where(or(eq(performers.slug, base), like(performers.slug, `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`)));
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

export async function insertPerformer(db: Database, input: PerformerInput, slug: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(performers)
      .values({ ...columnsOf(input), slug })
      .returning({ id: performers.id });
    if (!row) throw new Error('performer insert returned no row');
    await replaceLinks(tx, row.id, input);
    return row.id;
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

export async function hidePerformer(db: Database, id: string, at: Date) {
  const [row] = await db
    .update(performers)
    .set({ isActive: false, updatedAt: at })
    .where(eq(performers.id, id))
    .returning({ id: performers.id, name: performers.name, isActive: performers.isActive });
  return row ?? null;
}

export async function deletePerformer(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(performers).where(eq(performers.id, id)).returning({ id: performers.id });
  return rows.length === 1;
}
