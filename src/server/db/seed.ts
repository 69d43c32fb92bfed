import { sql } from 'drizzle-orm';
import { businessDay } from '../../shared/business-day';
import { CITY_NAMES, EVENT_TYPE_NAMES } from '../../shared/cities';
import type { ObjectStorage } from '../storage/storage';
import type { Database } from './client';
import { DEMO_PERFORMER_COUNT, demoPerformers } from './demo-data';
import { insertNamedRefs, insertPerformers } from './factories';
import { storePlaceholderPhoto } from './placeholder-photos';
import { eventTypes, performers, serviceAreas } from './schema';

async function holdsData(db: Database): Promise<boolean> {
  for (const table of [performers, serviceAreas, eventTypes]) {
    const rows = await db.select({ one: sql`1` }).from(table).limit(1);
    if (rows.length > 0) return true;
  }
  return false;
}

/**
 * Empties the catalogue and bookings (staff accounts and sessions stay). Only `db:seed --force`
 * calls this. CASCADE takes what hangs off them (offers, the ledger, performer accounts, the
 * outbox's booking messages): PostgreSQL refuses to truncate a table others reference otherwise.
 */
async function wipeCatalogue(db: Database): Promise<void> {
  await db.execute(
    sql`truncate ledger_entries, booking_performers, bookings, performer_service_areas, performer_event_types, performers, service_areas, event_types cascade`,
  );
}

export type SeedResult = { seeded: false } | { seeded: true; performers: number };

/** Seeds the demo catalogue into an empty database. A database holding data is left alone unless `force`. */
export async function seedDemoData(
  db: Database,
  storage: ObjectStorage,
  { now = new Date(), force = false }: { now?: Date; force?: boolean } = {},
): Promise<SeedResult> {
  if (await holdsData(db)) {
    if (!force) return { seeded: false };
    await wipeCatalogue(db);
  }
  // One piece of art per performer, so no two cards look alike (placeholder-photos.ts).
  const photoUrls = await Promise.all(
    Array.from({ length: DEMO_PERFORMER_COUNT }, (_, i) => storePlaceholderPhoto(storage, i)),
  );
  const areas = await insertNamedRefs(db, 'serviceAreas', CITY_NAMES);
  const types = await insertNamedRefs(db, 'eventTypes', EVENT_TYPE_NAMES);
  const inputs = demoPerformers(businessDay(now).date, now, (i) => photoUrls[i % photoUrls.length] ?? '', {
    areas: areas.map((a) => a.id),
    eventTypes: types.map((t) => t.id),
  });
  await insertPerformers(db, inputs);
  return { seeded: true, performers: inputs.length };
}
