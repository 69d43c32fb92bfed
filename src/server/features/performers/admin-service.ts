import type { Performer } from '../../../shared/schemas/performer';
import type { PerformerInput } from '../../../shared/schemas/performer-input';
import { slugify } from '../../../shared/slug';
import type { Database } from '../../db/client';
import { type FieldIssue, invalid, notFound } from '../../http/errors';
import {
  deletePerformer,
  hidePerformer,
  insertPerformer,
  takenSlugs,
  toggleFeatured,
  unknownRefs,
  updatePerformer,
} from './admin-repository';
import { findAllPerformers, findAnyPerformer } from './repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const performerNotFound = () => notFound('Performer not found');
const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && JSON.stringify(Object.values(err)).includes('23505');

/** The first free slug for a name: 'ana', then 'ana-2', 'ana-3', … (spec rule, server-side). */
export function nextSlug(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export function createAdminPerformerService({ db, now }: { db: Database; now: () => Date }) {
  async function checkRefs(input: PerformerInput) {
    const unknown = await unknownRefs(db, input);
    const issues: FieldIssue[] = [
      ...unknown.serviceAreaIds.map((id) => ({ path: 'serviceAreaIds', message: `Unknown service area: ${id}` })),
      ...unknown.eventTypeIds.map((id) => ({ path: 'eventTypeIds', message: `Unknown event type: ${id}` })),
    ];
    if (issues.length) throw invalid(issues);
  }

  async function load(id: string): Promise<Performer> {
    const found = UUID.test(id) ? await findAnyPerformer(db, id) : null;
    if (!found) throw performerNotFound();
    return found;
  }

  return {
    list: () => findAllPerformers(db),

    async create(input: PerformerInput): Promise<Performer> {
      await checkRefs(input);
      const base = slugify(input.name) || 'performer';
      // Two admins creating the same name at once: the unique index decides, and we take the next slug.
      for (let attempt = 0; ; attempt++) {
        try {
          const id = await insertPerformer(db, input, nextSlug(base, await takenSlugs(db, base)));
          return await load(id);
        } catch (err) {
          if (attempt >= 3 || !isUniqueViolation(err)) throw err;
        }
      }
    },

    async update(id: string, input: PerformerInput): Promise<Performer> {
      if (!UUID.test(id)) throw performerNotFound();
      await checkRefs(input);
      if (!(await updatePerformer(db, id, input, now()))) throw performerNotFound();
      return load(id);
    },

    async toggleFeatured(id: string) {
      const row = UUID.test(id) ? await toggleFeatured(db, id, now()) : null;
      if (!row) throw performerNotFound();
      return row;
    },

    async hide(id: string) {
      const row = UUID.test(id) ? await hidePerformer(db, id, now()) : null;
      if (!row) throw performerNotFound();
      return row;
    },

    async remove(id: string): Promise<void> {
      if (!UUID.test(id) || !(await deletePerformer(db, id))) throw performerNotFound();
    },
  };
}
export type AdminPerformerService = ReturnType<typeof createAdminPerformerService>;
