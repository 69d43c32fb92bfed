import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { ReceiptReason, ReceiptState } from '../../../shared/receipts';
import type { PaymentReceipt } from '../../../shared/schemas/receipts';
import type { Database } from '../../db/client';
import { bookings, paymentMailboxes, paymentReceipts } from '../../db/schema';

type Row = typeof paymentReceipts.$inferSelect;
type NewReceipt = typeof paymentReceipts.$inferInsert;

const toReceipt = (r: Row): PaymentReceipt => ({
  id: r.id,
  state: r.state,
  reason: r.reason,
  receivedAt: r.receivedAt.toISOString(),
  from: r.fromAddress,
  amount: r.amount === null ? null : Number(r.amount),
  sender: r.sender,
  note: r.note,
  transactionId: r.transactionId,
  bookingId: r.bookingId,
  ledgerEntryId: r.ledgerEntryId,
});

/** Stores a receipt unless one with its key is on record; null when it already was. */
export async function insertReceipt(tx: Database, receipt: NewReceipt): Promise<PaymentReceipt | null> {
  const [row] = await tx
    .insert(paymentReceipts)
    .values(receipt)
    .onConflictDoNothing({ target: paymentReceipts.messageKey })
    .returning();
  return row ? toReceipt(row) : null;
}

export async function receiptKeyTaken(db: Database, messageKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: paymentReceipts.id })
    .from(paymentReceipts)
    .where(eq(paymentReceipts.messageKey, messageKey))
    .limit(1);
  return rows.length > 0;
}

/** The receipts staff must look at, newest first. */
export async function listOpenReceipts(db: Database, limit: number): Promise<PaymentReceipt[]> {
  const rows = await db
    .select()
    .from(paymentReceipts)
    .where(inArray(paymentReceipts.state, ['unmatched', 'rejected']))
    .orderBy(desc(paymentReceipts.receivedAt), desc(paymentReceipts.id))
    .limit(limit);
  return rows.map(toReceipt);
}

export async function lockReceipt(tx: Database, id: string): Promise<PaymentReceipt | null> {
  const [row] = await tx.select().from(paymentReceipts).where(eq(paymentReceipts.id, id)).for('update');
  return row ? toReceipt(row) : null;
}

export async function markMatched(
  tx: Database,
  id: string,
  match: { bookingId: string; ledgerEntryId: string },
): Promise<PaymentReceipt> {
  const [row] = await tx
    .update(paymentReceipts)
    .set({ state: 'matched' satisfies ReceiptState, reason: null, ...match })
    .where(and(eq(paymentReceipts.id, id), eq(paymentReceipts.state, 'unmatched')))
    .returning();
  if (!row) throw new Error(`receipt ${id} changed under its lock`);
  return toReceipt(row);
}

/** The bookings whose reference (the first 8 characters of the id) is this one: none, one, or (rarely) more. */
export async function bookingsByReference(tx: Database, reference: string): Promise<string[]> {
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(sql`left(${bookings.id}::text, 8) = ${reference.toLowerCase()}`)
    .limit(2);
  return rows.map((r) => r.id);
}

/** Where reading this mailbox stands; made on first use. */
export async function mailboxCursor(db: Database, id: string) {
  await db.insert(paymentMailboxes).values({ id }).onConflictDoNothing();
  const [row] = await db.select().from(paymentMailboxes).where(eq(paymentMailboxes.id, id));
  if (!row) throw new Error(`mailbox ${id} has no cursor`);
  return { uidValidity: row.uidValidity, lastUid: row.lastUid };
}

/**
 * Takes the mailbox's lease until `until` when nobody holds it (or a holder's ran out): one poll
 * at a time across instances, without a transaction held open over the IMAP session.
 */
export async function takeLease(db: Database, id: string, owner: string, at: Date, until: Date): Promise<boolean> {
  const rows = await db
    .update(paymentMailboxes)
    .set({ leaseOwner: owner, leaseUntil: until })
    .where(
      and(
        eq(paymentMailboxes.id, id),
        or(
          isNull(paymentMailboxes.leaseUntil),
          lt(paymentMailboxes.leaseUntil, at),
          eq(paymentMailboxes.leaseOwner, owner),
        ),
      ),
    )
    .returning({ id: paymentMailboxes.id });
  return rows.length > 0;
}

export async function releaseLease(db: Database, id: string, owner: string): Promise<void> {
  await db
    .update(paymentMailboxes)
    .set({ leaseOwner: null, leaseUntil: null })
    .where(and(eq(paymentMailboxes.id, id), eq(paymentMailboxes.leaseOwner, owner)));
}

/** A new UIDVALIDITY: the server renumbered the mailbox, so it is read again from the start (keys keep it one entry each). */
export async function resetCursor(db: Database, id: string, uidValidity: string): Promise<void> {
  await db.update(paymentMailboxes).set({ uidValidity, lastUid: 0 }).where(eq(paymentMailboxes.id, id));
}

/** Moves the cursor past `uid`, in the transaction that recorded its message. */
export async function advanceCursor(tx: Database, id: string, uid: number): Promise<void> {
  await tx
    .update(paymentMailboxes)
    .set({ lastUid: uid })
    .where(and(eq(paymentMailboxes.id, id), lt(paymentMailboxes.lastUid, uid)));
}

/** Why a verified receipt was left for staff. */
export async function setReason(tx: Database, id: string, reason: ReceiptReason): Promise<void> {
  await tx.update(paymentReceipts).set({ reason }).where(eq(paymentReceipts.id, id));
}
