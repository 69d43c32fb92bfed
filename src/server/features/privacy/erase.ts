import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { ERASED, type ErasureCounts } from '../../../shared/schemas/privacy';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like';
import {
  auditLog,
  bookingCancellations,
  bookingNotes,
  bookings,
  clientRatings,
  ledgerEntries,
  messages,
  paymentReceipts,
  reviews,
} from '../../db/schema';
import { auditOf, type Erasable, entityIdsOf, erasableOf, messagesOf, redactSnapshot } from './related';

export const NO_ERASURE: ErasureCounts = {
  bookings: 0,
  notes: 0,
  messages: 0,
  auditEntries: 0,
  reviews: 0,
  clientRatings: 0,
  receipts: 0,
  ledgerEntries: 0,
  cancellations: 0,
};

/** Every value about to be erased from the bookings and what hangs off them, to clean the audit snapshots of. */
async function erasableIn(tx: Database, ids: string[], emails: string[]): Promise<Erasable> {
  const [rows, notes, review, ratings, receipts, ledger, cancellations] = await Promise.all([
    tx.select().from(bookings).where(inArray(bookings.id, ids)),
    tx.select({ text: bookingNotes.text }).from(bookingNotes).where(inArray(bookingNotes.bookingId, ids)),
    tx.select({ a: reviews.text, b: reviews.authorName }).from(reviews).where(inArray(reviews.bookingId, ids)),
    tx.select({ note: clientRatings.note }).from(clientRatings).where(inArray(clientRatings.bookingId, ids)),
    tx
      .select({ a: paymentReceipts.fromAddress, b: paymentReceipts.sender, c: paymentReceipts.note })
      .from(paymentReceipts)
      .where(inArray(paymentReceipts.bookingId, ids)),
    tx.select({ note: ledgerEntries.note }).from(ledgerEntries).where(inArray(ledgerEntries.bookingId, ids)),
    tx
      .select({ reason: bookingCancellations.reason })
      .from(bookingCancellations)
      .where(inArray(bookingCancellations.bookingId, ids)),
  ]);
  return erasableOf(
    [
      ...emails,
      ...rows.flatMap((b) => [b.clientName, b.clientEmail, b.clientPhone, b.eventLocation, b.specialRequests]),
      ...notes.map((n) => n.text),
      ...review.flatMap((r) => [r.a, r.b]),
      ...ratings.map((r) => r.note),
      ...receipts.flatMap((r) => [r.a, r.b, r.c]),
      ...ledger.map((l) => l.note),
      ...cancellations.map((c) => c.reason),
    ],
    rows.map((b) => b.clientPhone),
  );
}

const count = (rows: unknown[]) => rows.length;

/**
 * Erases one client's details (decision 046), with the caller's transaction: the bookings keep
 * their amounts, dates, statuses, lines and ledger, and lose name, contact, address and free text;
 * the messages about them or sent to them lose their bodies (and the client's address); the audit
 * snapshots about them are redacted. `emails` are the client's addresses, for messages and audit
 * rows that name them without a booking. Answers how many rows of each kind changed.
 */
export async function eraseClient(tx: Database, ids: string[], emails: string[], now: Date): Promise<ErasureCounts> {
  if (ids.length === 0 && emails.length === 0) return NO_ERASURE;
  const erasable = await erasableIn(tx, ids, emails);
  const auditEntries = await redactAudit(tx, ids, emails, erasable);
  const messageCount = await eraseMessages(tx, ids, emails);
  if (ids.length === 0) return { ...NO_ERASURE, messages: messageCount, auditEntries };
  const mine = inArray(bookings.id, ids);
  const erasedBookings = await tx
    .update(bookings)
    .set({
      clientName: ERASED,
      clientEmail: ERASED,
      clientPhone: null,
      eventLocation: ERASED,
      specialRequests: '',
      emailConfirmHash: null,
      updatedAt: now,
    })
    .where(and(mine, ne(bookings.clientName, ERASED)))
    .returning({ id: bookings.id });
  const notes = await tx
    .update(bookingNotes)
    .set({ text: ERASED })
    .where(and(inArray(bookingNotes.bookingId, ids), ne(bookingNotes.text, ERASED)))
    .returning({ id: bookingNotes.id });
  const reviewRows = await tx
    .update(reviews)
    .set({ text: null, authorName: null })
    .where(and(inArray(reviews.bookingId, ids), or(isNotNull(reviews.text), isNotNull(reviews.authorName))))
    .returning({ id: reviews.id });
  const ratings = await tx
    .update(clientRatings)
    .set({ note: null })
    .where(and(inArray(clientRatings.bookingId, ids), isNotNull(clientRatings.note)))
    .returning({ id: clientRatings.bookingId });
  const receipts = await tx
    .update(paymentReceipts)
    .set({ fromAddress: ERASED, sender: null, note: null })
    .where(and(inArray(paymentReceipts.bookingId, ids), ne(paymentReceipts.fromAddress, ERASED)))
    .returning({ id: paymentReceipts.id });
  const ledger = await tx
    .update(ledgerEntries)
    .set({ note: null })
    .where(and(inArray(ledgerEntries.bookingId, ids), isNotNull(ledgerEntries.note)))
    .returning({ id: ledgerEntries.id });
  const cancellations = await tx
    .update(bookingCancellations)
    .set({ reason: null })
    .where(and(inArray(bookingCancellations.bookingId, ids), isNotNull(bookingCancellations.reason)))
    .returning({ id: bookingCancellations.bookingId });
  return {
    bookings: count(erasedBookings),
    notes: count(notes),
    messages: messageCount,
    auditEntries,
    reviews: count(reviewRows),
    clientRatings: count(ratings),
    receipts: count(receipts),
    ledgerEntries: count(ledger),
    cancellations: count(cancellations),
  };
}

/** Messages about the bookings or to the addresses lose their bodies; the client's address goes too. */
async function eraseMessages(tx: Database, ids: string[], emails: string[]): Promise<number> {
  const theirs = messagesOf(ids, emails);
  const addressed = emails.map((e) => sql`lower(${messages.recipient}) like ${`%${escapeLike(e)}%`}`);
  const toThem = or(...addressed) ?? sql`false`;
  const rows = await tx
    .update(messages)
    .set({
      text: ERASED,
      subject: sql`case when ${messages.subject} is null then null else ${ERASED} end`,
      html: null,
      attachments: [],
      lastError: null,
      // Never sent or resent with its body gone.
      status: sql`case when ${messages.status} in ('queued', 'failed') then 'skipped' else ${messages.status} end`,
      recipient: sql`case when ${toThem} then ${ERASED} else ${messages.recipient} end`,
    })
    .where(and(theirs, or(ne(messages.text, ERASED), toThem)))
    .returning({ id: messages.id });
  return rows.length;
}

/** Audit snapshots about the client are rewritten without their details; answers how many changed. */
async function redactAudit(tx: Database, ids: string[], emails: string[], erasable: Erasable): Promise<number> {
  const rows = await tx
    .select({ id: auditLog.id, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(auditOf(ids, emails, await entityIdsOf(tx, ids)));
  let changed = 0;
  for (const row of rows) {
    const before = redactSnapshot(row.before, erasable);
    const after = redactSnapshot(row.after, erasable);
    if (JSON.stringify(before) === JSON.stringify(row.before) && JSON.stringify(after) === JSON.stringify(row.after))
      continue;
    await tx.update(auditLog).set({ before, after }).where(eq(auditLog.id, row.id));
    changed++;
  }
  return changed;
}
