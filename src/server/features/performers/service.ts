import type { Performer, PerformerQuery } from '../../../shared/schemas/performer';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import {
  findFeaturedPerformers,
  findPublicPerformer,
  findPublicPerformers,
  type PerformerPage,
  type Tonight,
} from './repository';

/** The business runs on South Florida time: "tonight" and "today" are days there. */
export const BUSINESS_TIME_ZONE = 'America/New_York';
const NEW_PERFORMER_DAYS = 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function businessDay(now: Date): Tonight {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((x) => x.type === type)?.value ?? '';
  // Weekends-only performers work Friday to Sunday.
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    isWeekend: ['Fri', 'Sat', 'Sun'].includes(part('weekday')),
  };
}

export type PerformerServiceDeps = { db: Database; now: () => Date };

const performerNotFound = () => notFound('Performer not found');

export function createPerformerService({ db, now }: PerformerServiceDeps) {
  return {
    list(query: PerformerQuery): Promise<PerformerPage> {
      const at = now();
      return findPublicPerformers(db, {
        ...query,
        tonight: businessDay(at),
        newSince: new Date(at.getTime() - NEW_PERFORMER_DAYS * 24 * 3600 * 1000),
      });
    },
    featured: () => findFeaturedPerformers(db),
    async byId(id: string): Promise<Performer> {
      if (!UUID.test(id)) throw performerNotFound();
      return (await findPublicPerformer(db, { id })) ?? Promise.reject(performerNotFound());
    },
    async bySlug(slug: string): Promise<Performer> {
      if (slug.length > 200) throw performerNotFound();
      return (await findPublicPerformer(db, { slug })) ?? Promise.reject(performerNotFound());
    },
  };
}
export type PerformerService = ReturnType<typeof createPerformerService>;
