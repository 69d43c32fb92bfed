import { appearanceFeeRangeOf, hourlyRateRangeOf } from '../../shared/rate-ranges';
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
  gender?: string | null;
  ageRange?: string | null;
  height?: string | null;
  bodyType?: string | null;
  hairColor?: string | null;
  eyeColor?: string | null;
  ethnicity?: string | null;
  danceStyles?: string[];
  musicPreferences?: string[];
  availability?: string | null;
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
};

const money = (n: number | null | undefined) => (n === null || n === undefined ? null : n.toFixed(2));

export function performerRow(input: PerformerInput) {
  const hourlyRate = input.hourlyRate ?? null;
  const appearanceFee = input.appearanceFee ?? null;
  return {
    slug: input.slug ?? slugify(input.name),
    name: input.name,
    description: input.description ?? '',
    hourlyRate: money(hourlyRate),
    appearanceFee: money(appearanceFee),
    specialties: input.specialties ?? [],
    photos: input.photos ?? [],
    gender: input.gender ?? null,
    ageRange: input.ageRange ?? null,
    height: input.height ?? null,
    bodyType: input.bodyType ?? null,
    hairColor: input.hairColor ?? null,
    eyeColor: input.eyeColor ?? null,
    ethnicity: input.ethnicity ?? null,
    danceStyles: input.danceStyles ?? [],
    musicPreferences: input.musicPreferences ?? [],
    availability: input.availability ?? null,
    eveningOnly: input.eveningOnly ?? false,
    weekendsOnly: input.weekendsOnly ?? false,
    unavailableDates: [...new Set(input.unavailableDates ?? [])].sort(),
    hourlyRateRange: hourlyRateRangeOf(hourlyRate),
    appearanceFeeRange: appearanceFeeRangeOf(appearanceFee),
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
