import { bookingReference } from '../../../shared/event-time';
import type {
  DoNotBookEntry,
  DoNotBookInput,
  DoNotBookKind,
  DoNotBookProposal,
  ProposalAccept,
} from '../../../shared/schemas/do-not-book';
import { isUuid } from '../../../shared/uuid';
import type { Database } from '../../db/client';
import { HttpError, invalid, notFound } from '../../http/errors';
import { type Audit, recordAudit } from '../audit';
import { bookingIdentifiers, hintOf, type IdentifierHasher, normalise } from './identifiers';
import {
  bookingContact,
  decideProposal,
  deleteEntry,
  type EntryRow,
  entriesByHashes,
  findEntry,
  insertEntry,
  insertMatches,
  listEntries,
  type ProposalRow,
  pendingProposals,
} from './repository';

/** A signed-in staff member, as the routes know them. */
export type Staff = { id: string; email: string };

const ALREADY = (kind: DoNotBookKind) =>
  new HttpError(409, `That ${kind === 'email' ? 'e-mail address' : kind} is on the list already.`, 'ALREADY_LISTED');
const NOT_A = {
  phone: 'Enter a phone number, like (305) 555-0142 or +44 7911 123456',
  email: 'Enter a plain e-mail address, like name@example.com',
  address: 'Enter a street address, like 1 Ocean Drive',
} as const;
function toEntry(row: EntryRow): DoNotBookEntry {
  return {
    id: row.id,
    kind: row.kind,
    hint: row.hint,
    reason: row.reason,
    addedBy: row.addedByEmail,
    reviewOn: String(row.reviewOn),
    createdAt: new Date(row.createdAt).toISOString(),
    matches: row.matches,
  };
}

function toProposal(row: ProposalRow): DoNotBookProposal {
  return {
    id: row.id,
    bookingId: row.bookingId,
    reference: bookingReference(row.bookingId),
    performerName: row.performerName,
    stars: row.stars,
    tags: row.tags,
    note: row.note,
    available: bookingIdentifiers(row).map((i) => ({ kind: i.kind, hint: hintOf(i.kind, i.value) })),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/**
 * The do-not-book list (issue 30, decision 037): staff add and read it, owners delete, every read
 * and change is audited; each new booking is checked in its own transaction; owners decide the
 * proposals performers' low ratings make (ratings.ts).
 */
export function createDoNotBook(deps: { db: Database; now: () => Date; hash: IdentifierHasher }) {
  const { db, now, hash } = deps;

  /** A read of the list is in the audit log too: who looked, and at how much. */
  const auditRead = (tx: Database, staff: Staff, action: string, count: number) =>
    recordAudit(tx, {
      actor: staff,
      action,
      entityType: 'do_not_book_entries',
      entityId: null,
      before: null,
      after: { read: count },
    });

  async function addEntry(
    tx: Database,
    kind: DoNotBookKind,
    normalised: string,
    fields: { reason: string; reviewOn: string },
    staff: Staff,
    audit: Audit,
  ): Promise<DoNotBookEntry> {
    const added = await insertEntry(tx, {
      kind,
      valueHash: hash(kind, normalised),
      hint: hintOf(kind, normalised),
      reason: fields.reason,
      reviewOn: fields.reviewOn,
      addedById: staff.id,
      addedByEmail: staff.email,
      createdAt: now(),
    });
    if (!added) throw ALREADY(kind);
    const entry = toEntry({ ...added, matches: 0 });
    await audit.record(tx, {
      entityType: 'do_not_book_entries',
      entityId: entry.id,
      before: null,
      after: entry,
    });
    return entry;
  }

  return {
    async list(staff: Staff): Promise<DoNotBookEntry[]> {
      return db.transaction(async (tx) => {
        const entries = (await listEntries(tx)).map(toEntry);
        await auditRead(tx, staff, 'GET /api/admin/do-not-book', entries.length);
        return entries;
      });
    },

    async add(input: DoNotBookInput, staff: Staff, audit: Audit): Promise<DoNotBookEntry> {
      const normalised = normalise(input.kind, input.value);
      if (!normalised) throw invalid([{ path: 'value', message: NOT_A[input.kind] }]);
      return db.transaction((tx) => addEntry(tx, input.kind, normalised, input, staff, audit));
    },

    async remove(id: string, audit: Audit): Promise<void> {
      const entry = isUuid(id) ? await findEntry(db, id) : null;
      if (!entry) throw notFound('Entry not found');
      await db.transaction(async (tx) => {
        if (!(await deleteEntry(tx, id))) throw notFound('Entry not found');
        await audit.record(tx, {
          entityType: 'do_not_book_entries',
          entityId: id,
          before: toEntry(entry),
          after: null,
        });
      });
    },

    /**
     * A new booking, in its own transaction: each of its identifiers that is on the list flags it
     * (and the audit log says so). The request is never refused and the client never told.
     */
    async checkBooking(tx: Database, bookingId: string): Promise<void> {
      const contact = await bookingContact(tx, bookingId);
      if (!contact) return;
      const keys = bookingIdentifiers(contact).map((i) => ({ kind: i.kind, hash: hash(i.kind, i.value) }));
      const matched = await entriesByHashes(tx, keys);
      if (matched.length === 0) return;
      await insertMatches(
        tx,
        bookingId,
        matched.map((m) => m.id),
        now(),
      );
      await recordAudit(tx, {
        actor: { id: null, email: 'system' },
        action: 'POST /api/bookings',
        entityType: 'do_not_book_entries',
        entityId: matched[0]?.id ?? null,
        before: null,
        after: { flaggedBooking: bookingId, entries: matched.map((m) => ({ id: m.id, kind: m.kind, hint: m.hint })) },
      });
    },

    async proposals(staff: Staff): Promise<DoNotBookProposal[]> {
      return db.transaction(async (tx) => {
        const list = (await pendingProposals(tx)).map(toProposal);
        await auditRead(tx, staff, 'GET /api/admin/do-not-book/proposals', list.length);
        return list;
      });
    },

    /** An owner accepts a proposal: the booking's chosen identifiers go on the list, in one transaction. */
    async accept(id: string, input: ProposalAccept, staff: Staff, audit: Audit): Promise<DoNotBookEntry[]> {
      const [row] = isUuid(id) ? await pendingProposals(db, id) : [];
      if (!row) throw notFound('Proposal not found');
      const available = new Map(bookingIdentifiers(row).map((i) => [i.kind, i.value]));
      const missing = input.kinds.filter((k) => !available.has(k));
      if (missing.length > 0)
        throw invalid([{ path: 'kinds', message: `This booking has no ${missing.join(' or ')} to add` }]);
      return db.transaction(async (tx) => {
        if (!(await decideProposal(tx, id, { state: 'accepted', by: staff.email, at: now() })))
          throw new HttpError(409, 'This proposal was already decided.', 'PROPOSAL_DECIDED');
        const added: DoNotBookEntry[] = [];
        for (const kind of input.kinds) {
          const normalised = available.get(kind) ?? '';
          added.push(await addEntry(tx, kind, normalised, input, staff, audit));
        }
        await audit.record(tx, {
          entityType: 'do_not_book_proposals',
          entityId: id,
          before: { state: 'pending' },
          after: { state: 'accepted', entries: added.map((a) => a.id) },
        });
        return added;
      });
    },

    async dismiss(id: string, staff: Staff, audit: Audit): Promise<void> {
      const [row] = isUuid(id) ? await pendingProposals(db, id) : [];
      if (!row) throw notFound('Proposal not found');
      await db.transaction(async (tx) => {
        if (!(await decideProposal(tx, id, { state: 'dismissed', by: staff.email, at: now() })))
          throw new HttpError(409, 'This proposal was already decided.', 'PROPOSAL_DECIDED');
        await audit.record(tx, {
          entityType: 'do_not_book_proposals',
          entityId: id,
          before: { state: 'pending' },
          after: { state: 'dismissed' },
        });
      });
    },
  };
}
export type DoNotBook = ReturnType<typeof createDoNotBook>;
