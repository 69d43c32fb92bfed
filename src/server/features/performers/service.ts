import { businessDay } from '../../../shared/business-day';
import type { Performer, PerformerQuery } from '../../../shared/schemas/performer';
import { isUuid } from '../../../shared/uuid';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { findFeaturedPerformers, findPublicPerformer, findPublicPerformers, type PerformerPage } from './repository';

const NEW_PERFORMER_DAYS = 30;

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
      if (!isUuid(id)) throw performerNotFound();
      return (await findPublicPerformer(db, { id })) ?? Promise.reject(performerNotFound());
    },
    async bySlug(slug: string): Promise<Performer> {
      if (slug.length > 200) throw performerNotFound();
      return (await findPublicPerformer(db, { slug })) ?? Promise.reject(performerNotFound());
    },
  };
}
export type PerformerService = ReturnType<typeof createPerformerService>;
