import { businessDay } from '../../../shared/business-day';
import type {
  AdminPerformer,
  AdminPerformerInput,
  PerformerBulkAction,
  PerformerContact,
  PerformerOpenBooking,
} from '../../../shared/schemas/admin-performer';
import type { PerformerInput } from '../../../shared/schemas/performer-input';
import { slugify } from '../../../shared/slug';
import { isUuid } from '../../../shared/uuid';
import type { Database } from '../../db/client';
import { type FieldIssue, HttpError, invalid, notFound } from '../../http/errors';
import type { Audit } from '../audit';
import {
  deletePerformer,
  insertPerformers,
  openBookingsOf,
  setPerformerFeatured,
  setPerformerVisible,
  takenSlugs,
  toggleFeatured,
  unknownRefs,
  updatePerformer,
} from './admin-repository';
import { emailTaken, saveContact, staffOnlyOf, withStaffOnly } from './contact-repository';
import { findAllPerformers, findAnyPerformer } from './repository';

/** Ratings are the owners' (decision 029): what an agent's save that sets or changes one gets. */
const ratingOwnerOnly = () => new HttpError(403, 'Only an owner can set or change a rating', 'OWNER_REQUIRED');

const performerNotFound = () => notFound('Performer not found');
const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && JSON.stringify(Object.values(err)).includes('23505');
/** Saves tried again when another admin took the same slug at the same moment. */
const SLUG_RETRIES = 3;

/** The staff-only contact of an admin save, and the rest (the published performer). */
function splitContact({
  email,
  phone,
  language,
  commissionPercent,
  emergencyContact,
  ...performer
}: AdminPerformerInput) {
  const contact: PerformerContact = { email, phone, language, commissionPercent, emergencyContact };
  return { contact, performer };
}

/** The first free slug for a name: 'ana', then 'ana-2', 'ana-3', … (spec rule, server-side). */
export function nextSlug(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** New performers with the first free slug each, two of one name in the same lot included. */
async function withSlugs(tx: Database, inputs: PerformerInput[]) {
  const bases = inputs.map((input) => slugify(input.name) || 'performer');
  const taken = await takenSlugs(tx, [...new Set(bases)]);
  return inputs.map((input, i) => {
    const slug = nextSlug(bases[i] ?? 'performer', taken);
    taken.add(slug);
    return { input, slug };
  });
}

export function createAdminPerformerService({ db, now }: { db: Database; now: () => Date }) {
  async function checkRefs(input: PerformerInput, contact?: PerformerContact, id: string | null = null) {
    const unknown = await unknownRefs(db, input);
    const issues: FieldIssue[] = [
      ...unknown.serviceAreaIds.map((id) => ({ path: 'serviceAreaIds', message: `Unknown service area: ${id}` })),
      ...unknown.eventTypeIds.map((id) => ({ path: 'eventTypeIds', message: `Unknown event type: ${id}` })),
    ];
    if (contact?.email && (await emailTaken(db, contact.email, id))) {
      issues.push({ path: 'email', message: 'Another performer has this e-mail address' });
    }
    if (issues.length) throw invalid(issues);
  }

  /** One performer as staff read her (hidden or not), with her contact and portal access. */
  async function findAdmin(tx: Database, id: string): Promise<AdminPerformer | null> {
    const performer = await findAnyPerformer(tx, id);
    return performer && withStaffOnly(performer, await staffOnlyOf(tx, now(), [id]));
  }

  /**
   * Inserts new performers and runs `finish` (the audit row) in one transaction; again if a
   * concurrent save took one of the slugs (the unique index decides).
   */
  async function insertAudited<T>(inputs: PerformerInput[], finish: (tx: Database, ids: string[]) => Promise<T>) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await db.transaction(async (tx) => finish(tx, await insertPerformers(tx, await withSlugs(tx, inputs))));
      } catch (err) {
        if (attempt >= SLUG_RETRIES || !isUniqueViolation(err)) throw err;
      }
    }
  }

  /** Changes one performer and writes its audit row (the performer before and after) in one transaction. */
  async function change(id: string, audit: Audit, apply: (tx: Database) => Promise<boolean>) {
    if (!isUuid(id)) throw performerNotFound();
    return db.transaction(async (tx) => {
      const before = await findAdmin(tx, id);
      if (!before || !(await apply(tx))) throw performerNotFound();
      const after = await findAdmin(tx, id);
      await audit.record(tx, { entityType: 'performers', entityId: id, before, after });
      return after;
    });
  }

  async function changed(id: string, audit: Audit, apply: (tx: Database) => Promise<boolean>): Promise<AdminPerformer> {
    const after = await change(id, audit, apply);
    if (!after) throw performerNotFound();
    return after;
  }

  return {
    async list(): Promise<AdminPerformer[]> {
      const [all, staffOnly] = await Promise.all([findAllPerformers(db), staffOnlyOf(db, now())]);
      return all.map((p) => withStaffOnly(p, staffOnly));
    },

    /** `canRate` false (an agent): a new performer starts without a rating (decision 029). */
    async create(input: AdminPerformerInput, audit: Audit, { canRate = true } = {}): Promise<AdminPerformer> {
      const { contact, performer } = splitContact(input);
      if (!canRate && performer.rating !== null) throw ratingOwnerOnly();
      await checkRefs(performer, contact);
      return insertAudited([performer], async (tx, [id]) => {
        if (id) await saveContact(tx, id, contact, now());
        const after = id ? await findAdmin(tx, id) : null;
        if (!after) throw new Error('performer insert returned no row');
        await audit.record(tx, { entityType: 'performers', entityId: after.id, before: null, after });
        return after;
      });
    },

    /**
     * One batch of a CSV import (rows already checked, names matched to ids): its performers and
     * one audit row listing the CSV row and new id of each, in one transaction.
     */
    importBatch: (inputs: PerformerInput[], rows: number[], audit: Audit): Promise<string[]> =>
      insertAudited(inputs, async (tx, createdIds) => {
        await audit.record(tx, { entityType: 'performers', entityId: null, before: null, after: { rows, createdIds } });
        return createdIds;
      }),

    /** `canRate` false (an agent): the rating must stay as it is (decision 029). */
    async update(
      id: string,
      input: AdminPerformerInput,
      audit: Audit,
      { canRate = true } = {},
    ): Promise<AdminPerformer> {
      if (!isUuid(id)) throw performerNotFound();
      const { contact, performer } = splitContact(input);
      await checkRefs(performer, contact, id);
      return changed(id, audit, async (tx) => {
        const before = canRate ? null : await findAnyPerformer(tx, id);
        if (before && before.rating !== performer.rating) throw ratingOwnerOnly();
        if (!(await updatePerformer(tx, id, performer, now()))) return false;
        await saveContact(tx, id, contact, now());
        return true;
      });
    },

    toggleFeatured: (id: string, audit: Audit) =>
      changed(id, audit, async (tx) => (await toggleFeatured(tx, id, now())) !== null),

    /** What hiding would leave without its performer in the gallery: her bookings still to come. */
    async openBookings(id: string): Promise<PerformerOpenBooking[]> {
      if (!isUuid(id) || !(await findAnyPerformer(db, id))) throw performerNotFound();
      return openBookingsOf(db, id, businessDay(now()).date);
    },

    hide: (id: string, audit: Audit) =>
      changed(id, audit, async (tx) => (await setPerformerVisible(tx, id, false, now())) !== null),
    show: (id: string, audit: Audit) =>
      changed(id, audit, async (tx) => (await setPerformerVisible(tx, id, true, now())) !== null),

    /**
     * One action on many performers, all or none: an unknown id is a 404 and nothing changes. One
     * audit row per performer, each with its before and after.
     */
    async bulk(ids: string[], action: PerformerBulkAction, audit: Audit): Promise<{ updated: number }> {
      if (!ids.every(isUuid)) throw performerNotFound();
      const at = now();
      const apply = (tx: Database, id: string) =>
        action === 'hide' || action === 'show'
          ? setPerformerVisible(tx, id, action === 'show', at)
          : setPerformerFeatured(tx, id, action === 'feature', at);
      return db.transaction(async (tx) => {
        for (const id of new Set(ids)) {
          const before = await findAdmin(tx, id);
          if (!before || !(await apply(tx, id))) throw performerNotFound();
          await audit.record(tx, { entityType: 'performers', entityId: id, before, after: await findAdmin(tx, id) });
        }
        return { updated: new Set(ids).size };
      });
    },

    async remove(id: string, audit: Audit): Promise<void> {
      await change(id, audit, (tx) => deletePerformer(tx, id));
    },
  };
}
export type AdminPerformerService = ReturnType<typeof createAdminPerformerService>;
