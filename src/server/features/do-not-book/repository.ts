import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DoNotBookKind } from '../../../shared/schemas/do-not-book';
import type { ClientRatingTag } from '../../../shared/schemas/portal';
import type { Database } from '../../db/client';
import {
  bookingPerformers,
  bookings,
  clientRatings,
  doNotBookEntries,
  doNotBookMatches,
  doNotBookProposals,
} from '../../db/schema';

const e = doNotBookEntries;

export type EntryRow = typeof doNotBookEntries.$inferSelect & { matches: number };
export type NewEntry = typeof doNotBookEntries.$inferInsert;

/** Adds an entry; null when the same identifier (kind and hash) is on the list already. */
export async function insertEntry(tx: Database, row: NewEntry) {
  const [added] = await tx.insert(e).values(row).onConflictDoNothing().returning();
  return added ?? null;
}

const matchCount = sql<number>`(select count(*) from ${doNotBookMatches} m where m.entry_id = ${e.id})`.mapWith(Number);

/** Every entry, the next to review first, with how many bookings each flagged. */
export async function listEntries(db: Database): Promise<EntryRow[]> {
  return db
    .select({
      id: e.id,
      kind: e.kind,
      valueHash: e.valueHash,
      hint: e.hint,
      reason: e.reason,
      addedById: e.addedById,
      addedByEmail: e.addedByEmail,
      reviewOn: e.reviewOn,
      createdAt: e.createdAt,
      matches: matchCount,
    })
    .from(e)
    .orderBy(asc(e.reviewOn), desc(e.createdAt));
}

export async function findEntry(db: Database, id: string): Promise<EntryRow | null> {
  const [row] = await db
    .select({
      id: e.id,
      kind: e.kind,
      valueHash: e.valueHash,
      hint: e.hint,
      reason: e.reason,
      addedById: e.addedById,
      addedByEmail: e.addedByEmail,
      reviewOn: e.reviewOn,
      createdAt: e.createdAt,
      matches: matchCount,
    })
    .from(e)
    .where(eq(e.id, id));
  return row ?? null;
}

export async function deleteEntry(tx: Database, id: string): Promise<boolean> {
  return (await tx.delete(e).where(eq(e.id, id)).returning({ id: e.id })).length === 1;
}

/** The entries with any of these hashes (each of its kind). */
export async function entriesByHashes(tx: Database, keys: { kind: DoNotBookKind; hash: string }[]) {
  if (keys.length === 0) return [];
  return tx
    .select({ id: e.id, kind: e.kind, reason: e.reason, hint: e.hint })
    .from(e)
    .where(or(...keys.map((k) => and(eq(e.kind, k.kind), eq(e.valueHash, k.hash)))));
}

export async function insertMatches(tx: Database, bookingId: string, entryIds: string[], at: Date) {
  if (entryIds.length === 0) return;
  await tx
    .insert(doNotBookMatches)
    .values(entryIds.map((entryId) => ({ bookingId, entryId, createdAt: at })))
    .onConflictDoNothing();
}

/** What a booking gives to compare: the client's phone and e-mail, the event's address. */
export async function bookingContact(db: Database, bookingId: string) {
  const [row] = await db
    .select({
      clientPhone: bookings.clientPhone,
      clientEmail: bookings.clientEmail,
      eventLocation: bookings.eventLocation,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

export type DoNotBookMatch = { entryId: string; kind: DoNotBookKind; reason: string; hint: string };
const KIND_ORDER = sql`case ${e.kind} when 'phone' then 0 when 'email' then 1 else 2 end`;

/** The entry each of these bookings matched when it was made (a phone before an e-mail before an address). */
export async function doNotBookMatchesOf(db: Database, bookingIds: string[]): Promise<Map<string, DoNotBookMatch>> {
  const found = new Map<string, DoNotBookMatch>();
  if (bookingIds.length === 0) return found;
  const rows = await db
    .select({ bookingId: doNotBookMatches.bookingId, entryId: e.id, kind: e.kind, reason: e.reason, hint: e.hint })
    .from(doNotBookMatches)
    .innerJoin(e, eq(e.id, doNotBookMatches.entryId))
    .where(inArray(doNotBookMatches.bookingId, bookingIds))
    .orderBy(KIND_ORDER, asc(e.createdAt));
  for (const { bookingId, ...match } of rows) if (!found.has(bookingId)) found.set(bookingId, match);
  return found;
}

/** Stores her rating; null when she rated this booking's client already. */
export async function insertRating(
  tx: Database,
  row: {
    bookingId: string;
    performerId: string;
    stars: number;
    tags: ClientRatingTag[];
    note: string | null;
    createdAt: Date;
  },
) {
  const [added] = await tx.insert(clientRatings).values(row).onConflictDoNothing().returning();
  return added ?? null;
}

/** Her ratings of the given bookings' clients, by booking. */
export async function ratingsOf(db: Database, performerId: string, bookingIds: string[]) {
  const found = new Map<string, { stars: number; tags: ClientRatingTag[] }>();
  if (bookingIds.length === 0) return found;
  const rows = await db
    .select({ bookingId: clientRatings.bookingId, stars: clientRatings.stars, tags: clientRatings.tags })
    .from(clientRatings)
    .where(and(eq(clientRatings.performerId, performerId), inArray(clientRatings.bookingId, bookingIds)));
  for (const r of rows) found.set(r.bookingId, { stars: r.stars, tags: r.tags });
  return found;
}

const p = doNotBookProposals;

export async function insertProposal(tx: Database, row: { bookingId: string; performerId: string; createdAt: Date }) {
  const [added] = await tx.insert(p).values(row).returning({ id: p.id });
  if (!added) throw new Error('proposal insert returned no row');
  return added.id;
}

/** The owners' pending proposals, oldest first, with the rating and what the booking gives to add. */
export async function pendingProposals(db: Database, id?: string) {
  return db
    .select({
      id: p.id,
      state: p.state,
      bookingId: p.bookingId,
      performerName: bookingPerformers.performerName,
      stars: clientRatings.stars,
      tags: clientRatings.tags,
      note: clientRatings.note,
      clientPhone: bookings.clientPhone,
      clientEmail: bookings.clientEmail,
      eventLocation: bookings.eventLocation,
      createdAt: p.createdAt,
    })
    .from(p)
    .innerJoin(
      clientRatings,
      and(eq(clientRatings.bookingId, p.bookingId), eq(clientRatings.performerId, p.performerId)),
    )
    .innerJoin(bookings, eq(bookings.id, p.bookingId))
    .innerJoin(
      bookingPerformers,
      and(eq(bookingPerformers.bookingId, p.bookingId), eq(bookingPerformers.performerId, p.performerId)),
    )
    .where(id ? eq(p.id, id) : eq(p.state, 'pending'))
    .orderBy(asc(p.createdAt));
}
export type ProposalRow = Awaited<ReturnType<typeof pendingProposals>>[number];

/** Accepts or dismisses a pending proposal (one conditional update: of two owners at once, one wins). */
export async function decideProposal(
  tx: Database,
  id: string,
  decision: { state: 'accepted' | 'dismissed'; by: string; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(p)
    .set({ state: decision.state, decidedByEmail: decision.by, decidedAt: decision.at })
    .where(and(eq(p.id, id), eq(p.state, 'pending')))
    .returning({ id: p.id });
  return rows.length === 1;
}
