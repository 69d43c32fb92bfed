import type { Database } from '../src/server/db/client';
import { insertPerformers, type PerformerInput } from '../src/server/db/factories';
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
