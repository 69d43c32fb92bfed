import { asc } from 'drizzle-orm';
import type { NamedRef } from '../../../shared/schemas/catalog';
import type { Database } from '../../db/client';
import { eventTypes, serviceAreas } from '../../db/schema';

export function listServiceAreas(db: Database): Promise<NamedRef[]> {
  return db.select({ id: serviceAreas.id, name: serviceAreas.name }).from(serviceAreas).orderBy(asc(serviceAreas.name));
}

export function listEventTypes(db: Database): Promise<NamedRef[]> {
  return db.select({ id: eventTypes.id, name: eventTypes.name }).from(eventTypes).orderBy(asc(eventTypes.name));
}
