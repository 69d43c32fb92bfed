import { storedAmount } from '../../shared/money';
import {
  type AttributeKeyOf,
  emptyValueOf,
  mapAttributes,
  STORED_ATTRIBUTE_KEYS,
  type StoredAttributeKey,
} from '../../shared/performer-attributes';
import { priceBucketsOf } from '../../shared/rate-ranges';
import { slugify } from '../../shared/slug';
import type { Database } from './client';
import { eventTypes, performerEventTypes, performerServiceAreas, performers, serviceAreas } from './schema';

/**
 * Data factories: the demo seed and the tests build their rows through these, so both always
 * produce rows the app itself would have written (derived price buckets, sorted unique dates).
 */
export type PerformerInput = {
  name: string;
  slug?: string;
  description?: string;
  hourlyRate?: number | null;
  appearanceFee?: number | null;
  specialties?: string[];
  photos?: string[];
  eveningOnly?: boolean;
  weekendsOnly?: boolean;
  unavailableDates?: string[];
  isActive?: boolean;
  featured?: boolean;
  rating?: number | null;
  bookingCount?: number;
  createdAt?: Date;
  serviceAreaIds?: string[];
  eventTypeIds?: string[];
} & Partial<AttributeRow>;

/**
 * The descriptive attributes as stored: any text (a test may store a value the form would not
 * offer), a list for a list attribute, null or no value when not given.
 */
type AttributeRow = { [K in StoredAttributeKey]: K extends AttributeKeyOf<'many'> ? string[] : string | null };
const attributesOf = (input: PerformerInput) =>
  mapAttributes<StoredAttributeKey, AttributeRow>(STORED_ATTRIBUTE_KEYS, (key) => input[key] ?? emptyValueOf(key));

export function performerRow(input: PerformerInput) {
  const hourlyRate = input.hourlyRate ?? null;
  const appearanceFee = input.appearanceFee ?? null;
  return {
    slug: input.slug ?? slugify(input.name),
    name: input.name,
    description: input.description ?? '',
    hourlyRate: storedAmount(hourlyRate),
    appearanceFee: storedAmount(appearanceFee),
    specialties: input.specialties ?? [],
    photos: input.photos ?? [],
    ...attributesOf(input),
    eveningOnly: input.eveningOnly ?? false,
    weekendsOnly: input.weekendsOnly ?? false,
    unavailableDates: [...new Set(input.unavailableDates ?? [])].sort(),
    ...priceBucketsOf({ hourlyRate, appearanceFee }),
    isActive: input.isActive ?? true,
    featured: input.featured ?? false,
    rating: input.rating ?? null,
    bookingCount: input.bookingCount ?? 0,
    ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
  };
}

export async function insertNamedRefs(db: Database, table: 'serviceAreas' | 'eventTypes', names: readonly string[]) {
  const rows = names.map((name) => ({ id: slugify(name), name }));
  if (rows.length > 0) await db.insert(table === 'serviceAreas' ? serviceAreas : eventTypes).values(rows);
  return rows;
}

/** Inserts performers with their area and event-type links; answers their ids in input order. */
export async function insertPerformers(db: Database, inputs: readonly PerformerInput[]): Promise<string[]> {
  if (inputs.length === 0) return [];
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(performers).values(inputs.map(performerRow)).returning({ id: performers.id });
    const ids = inserted.map((r) => r.id);
    const areaLinks = inputs.flatMap((input, i) =>
      (input.serviceAreaIds ?? []).map((serviceAreaId) => ({ performerId: ids[i] ?? '', serviceAreaId })),
    );
    const typeLinks = inputs.flatMap((input, i) =>
      (input.eventTypeIds ?? []).map((eventTypeId) => ({ performerId: ids[i] ?? '', eventTypeId })),
    );
    if (areaLinks.length > 0) await tx.insert(performerServiceAreas).values(areaLinks);
    if (typeLinks.length > 0) await tx.insert(performerEventTypes).values(typeLinks);
    return ids;
  });
}
